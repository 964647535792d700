import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

export type WorkspaceRow = Awaited<ReturnType<typeof findWorkspacesByIds>>[number];

export const findWorkspacesByIds = (db: Db, ids: readonly string[]) =>
  db.selectFrom('workspace').selectAll().where('id', 'in', ids).execute();

/** Projects of the workspace the user manages or is a member of. */
function projectsHeldBy(db: Db, userId: string) {
  return db
    .selectFrom('project')
    .select('project.workspaceId')
    .where((eb) =>
      eb.or([
        eb('project.managerId', '=', userId),
        eb.exists(
          eb
            .selectFrom('projectMember')
            .select('projectMember.userId')
            .whereRef('projectMember.projectId', '=', 'project.id')
            .where('projectMember.userId', '=', userId),
        ),
      ]),
    );
}

/**
 * Workspaces, the default one first, then by name. With `userId`, only those the user is Admin
 * of or holds a project in (as its manager or a member).
 */
export function listWorkspaces(db: Db, { userId }: { userId: string | null }) {
  let query = db.selectFrom('workspace').selectAll();
  if (userId !== null) {
    query = query.where((eb) =>
      eb.or([
        eb('workspace.id', 'in', projectsHeldBy(db, userId)),
        eb(
          'workspace.id',
          'in',
          eb.selectFrom('workspaceAdmin').select('workspaceId').where('userId', '=', userId),
        ),
      ]),
    );
  }
  return query.orderBy('isDefault', 'desc').orderBy('name').orderBy('id').execute();
}

/** Whether the user manages or is a member of a project in the workspace. */
export async function holdsProjectIn(db: Db, userId: string, workspaceId: string) {
  const row = await projectsHeldBy(db, userId)
    .where('project.workspaceId', '=', workspaceId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
