import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

export type WorkspaceRow = Awaited<ReturnType<typeof findWorkspacesByIds>>[number];

export const findWorkspacesByIds = (db: Db, ids: readonly string[]) =>
  db.selectFrom('workspace').selectAll().where('id', 'in', ids).execute();

/**
 * Workspaces, the default one first, then by name. With `managerId`, only those holding a project
 * that user manages.
 */
export function listWorkspaces(db: Db, { managerId }: { managerId: string | null }) {
  let query = db.selectFrom('workspace').selectAll();
  if (managerId !== null) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('project')
          .select('project.id')
          .whereRef('project.workspaceId', '=', 'workspace.id')
          .where('project.managerId', '=', managerId),
      ),
    );
  }
  return query.orderBy('isDefault', 'desc').orderBy('name').orderBy('id').execute();
}

export async function managesProjectIn(db: Db, userId: string, workspaceId: string) {
  const row = await db
    .selectFrom('project')
    .select('id')
    .where('workspaceId', '=', workspaceId)
    .where('managerId', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
