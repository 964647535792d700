import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

export type JobRow = Awaited<ReturnType<typeof findJobsByIds>>[number];

/** Most jobs one `jobs` query answers. */
export const JOB_LIST_LIMIT = 500;

export const findJobsByIds = (db: Db, ids: readonly string[]) =>
  db.selectFrom('job').selectAll().where('id', 'in', ids).execute();

/** The jobs a user's uploads started, newest first; in one project or all, changed after a time. */
export function listJobsStartedBy(
  db: Db,
  userId: string,
  { projectId, updatedAfter }: { projectId: string | null; updatedAfter: Date | null },
) {
  let query = db.selectFrom('job').selectAll().where('createdBy', '=', userId);
  if (projectId !== null) query = query.where('projectId', '=', projectId);
  if (updatedAfter !== null) query = query.where('updatedAt', '>', updatedAfter);
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(JOB_LIST_LIMIT).execute();
}
