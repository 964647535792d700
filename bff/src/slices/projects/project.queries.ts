import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

export type ProjectRow = Awaited<ReturnType<typeof findProjectsByIds>>[number];

export const findProjectsByIds = (db: Db, ids: readonly string[]) =>
  db.selectFrom('project').selectAll().where('id', 'in', ids).execute();

/** A project's position in the newest-first list: when it was created, then its id. */
export type ProjectKey = [createdAt: string, id: string];

export const projectKey = (project: ProjectRow): ProjectKey => [
  project.createdAt.toISOString(),
  project.id,
];

/**
 * Up to `limit` projects, newest first, after `after`; with `userId`, only those the user
 * manages, is a member of, or holds as an admin of their workspace. Ask for one more than a page
 * to learn whether another page follows.
 */
export function listProjects(
  db: Db,
  { userId, limit, after }: { userId: string | null; limit: number; after: ProjectKey | null },
) {
  let query = db.selectFrom('project').selectAll();
  if (userId !== null) {
    query = query.where((eb) =>
      eb.or([
        eb('managerId', '=', userId),
        eb.exists(
          eb
            .selectFrom('projectMember')
            .select('projectMember.userId')
            .whereRef('projectMember.projectId', '=', 'project.id')
            .where('projectMember.userId', '=', userId),
        ),
        eb.exists(
          eb
            .selectFrom('workspaceAdmin')
            .select('workspaceAdmin.userId')
            .whereRef('workspaceAdmin.workspaceId', '=', 'project.workspaceId')
            .where('workspaceAdmin.userId', '=', userId),
        ),
      ]),
    );
  }
  if (after !== null) {
    const [createdAt, id] = after;
    query = query.where((eb) =>
      eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(new Date(createdAt), id)),
    );
  }
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
