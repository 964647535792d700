import type { Database } from '@rushes/migrations';
import { type Kysely, sql } from 'kysely';

type Db = Kysely<Database>;

/** The most transfers one report lists; its totals come from the day table and are complete. */
export const MAX_TRANSFERS_LISTED = 10_000;

/** Days as YYYY-MM-DD, both included. */
export interface DayRange {
  from: string;
  to: string;
}

const dayText = sql<string>`day::text`.as('day');

export type TransferRow = Awaited<ReturnType<typeof listTransfers>>[number];
export type TransferDayRow = Awaited<ReturnType<typeof listTransferDays>>[number];

/** The projects of a workspace, with what the policy needs to know of each. */
export const findProjectsInWorkspace = (db: Db, workspaceId: string) =>
  db
    .selectFrom('project')
    .select(['id', 'workspaceId', 'managerId'])
    .where('workspaceId', '=', workspaceId)
    .execute();

/** The transfers of the projects within the days, newest first. */
export const listTransfers = (db: Db, projectIds: readonly string[], { from, to }: DayRange) =>
  db
    .selectFrom('transfer')
    .select([
      'id',
      'projectId',
      'direction',
      'filename',
      'fileCount',
      'bytes',
      'status',
      'kind',
      dayText,
      'createdAt',
      'updatedAt',
      'durationMs',
      'actorId',
      'fromLink',
      'fromToken',
    ])
    .where('projectId', 'in', projectIds)
    .where(sql`day`, '>=', from)
    .where(sql`day`, '<=', to)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_TRANSFERS_LISTED)
    .execute();

/** Each project's totals per day within the days, oldest day first. */
export const listTransferDays = (db: Db, projectIds: readonly string[], { from, to }: DayRange) =>
  db
    .selectFrom('transferDay')
    .select(['projectId', dayText, 'bytesUp', 'bytesDown', 'count'])
    .where('projectId', 'in', projectIds)
    .where(sql`day`, '>=', from)
    .where(sql`day`, '<=', to)
    .orderBy(sql`day`)
    .orderBy('projectId')
    .execute();
