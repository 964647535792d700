import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

/**
 * Who is in which workspace: its admins, the members and managers of its projects, and the
 * superusers, who run every workspace. Two people who share a workspace here are coworkers: one
 * may find the other in people search.
 */
const placesOfPeople = (db: Db) =>
  db
    .selectFrom('workspaceAdmin')
    .select(['workspaceAdmin.userId', 'workspaceAdmin.workspaceId'])
    .unionAll(
      db
        .selectFrom('projectMember')
        .innerJoin('project', 'project.id', 'projectMember.projectId')
        .select(['projectMember.userId', 'project.workspaceId']),
    )
    .unionAll(
      db.selectFrom('project').select(['project.managerId as userId', 'project.workspaceId']),
    )
    .unionAll(
      db
        .selectFrom(['appUser', 'workspace'])
        .where('appUser.isSuperuser', '=', true)
        .select(['appUser.id as userId', 'workspace.id as workspaceId']),
    );

/** The people who share a workspace with `searcherId` (themselves included), as a subquery. */
export const coworkerIdsOf = (db: Db, searcherId: string) =>
  db
    .selectFrom(placesOfPeople(db).as('theirs'))
    .select('theirs.userId')
    .where('theirs.workspaceId', 'in', (eb) =>
      eb
        .selectFrom(placesOfPeople(db).as('mine'))
        .select('mine.workspaceId')
        .where('mine.userId', '=', searcherId),
    );

/** Which of `userIds` share a workspace with `searcherId`. */
export async function coworkersAmong(
  db: Db,
  searcherId: string,
  userIds: readonly string[],
): Promise<ReadonlySet<string>> {
  const rows = await db
    .selectFrom(coworkerIdsOf(db, searcherId).as('coworker'))
    .select('coworker.userId')
    .distinct()
    .where('coworker.userId', 'in', userIds)
    .execute();
  return new Set(rows.map((row) => row.userId));
}
