import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

export type WorkspaceRow = Awaited<ReturnType<typeof findWorkspacesByIds>>[number];

export const findWorkspacesByIds = (db: Db, ids: readonly string[]) =>
  db.selectFrom('workspace').selectAll().where('id', 'in', ids).execute();

/** Projects of the workspace the user manages or is a member of. */
const projectsHeldBy = (db: Db, userId: string) =>
  heldProjects(db, userId).select('project.workspaceId');

/** Projects the user manages or is a member of. */
function heldProjects(db: Db, userId: string) {
  return db
    .selectFrom('project')
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

/**
 * The workspace's projects, newest first; with `userId`, only those the user manages or is a
 * member of.
 */
export function listWorkspaceProjects(db: Db, workspaceId: string, userId: string | null) {
  const query = userId === null ? db.selectFrom('project') : heldProjects(db, userId);
  return query
    .selectAll('project')
    .where('project.workspaceId', '=', workspaceId)
    .orderBy('project.createdAt', 'desc')
    .orderBy('project.id', 'desc')
    .execute();
}

/** Ids of the workspace's projects. */
export const projectIdsIn = async (db: Db, workspaceId: string) =>
  (
    await db.selectFrom('project').select('id').where('workspaceId', '=', workspaceId).execute()
  ).map((row) => row.id);

export const findDefaultWorkspace = (db: Db) =>
  db.selectFrom('workspace').selectAll().where('isDefault', '=', true).executeTakeFirst();

/** Bytes of every version of every project in each workspace, for those that have any. */
export const sizesOfWorkspaces = (db: Db, ids: readonly string[]) =>
  db
    .selectFrom('version')
    .innerJoin('project', 'project.id', 'version.projectId')
    .select(['project.workspaceId as id', (eb) => eb.fn.sum<string>('version.size').as('size')])
    .where('project.workspaceId', 'in', ids)
    .groupBy('project.workspaceId')
    .execute();
