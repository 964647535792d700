import type { Database } from '@rushes/migrations';
import type { Kysely, Selectable } from 'kysely';

type Db = Kysely<Database>;

export type WebhookRow = Awaited<ReturnType<typeof findWebhooksByIds>>[number];

/** Webhooks by id. */
export const findWebhooksByIds = (db: Db, ids: readonly string[]) =>
  db.selectFrom('webhook').selectAll().where('id', 'in', ids).execute();

/** A workspace's webhooks, newest first. */
export const listWebhooks = (db: Db, workspaceId: string) =>
  db
    .selectFrom('webhook')
    .selectAll()
    .where('workspaceId', '=', workspaceId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** Every enabled webhook: what the log's new events may go to. */
export const enabledWebhooks = (db: Db): Promise<Selectable<Database['webhook']>[]> =>
  db.selectFrom('webhook').selectAll().where('enabled', '=', true).execute();
