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
 * Up to `limit` projects, newest first, after `after`; with `managerId`, only that user's.
 * Ask for one more than a page to learn whether another page follows.
 */
export function listProjects(
  db: Db,
  {
    managerId,
    limit,
    after,
  }: { managerId: string | null; limit: number; after: ProjectKey | null },
) {
  let query = db.selectFrom('project').selectAll();
  if (managerId !== null) query = query.where('managerId', '=', managerId);
  if (after !== null) {
    const [createdAt, id] = after;
    query = query.where((eb) =>
      eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(new Date(createdAt), id)),
    );
  }
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** The users among `userIds` who manage at least one project. */
export async function managersAmong(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('project')
    .select('managerId')
    .distinct()
    .where('managerId', 'in', userIds)
    .execute();
  return new Set(rows.map((row) => row.managerId));
}
