import type { Database, ReviewRoundRow } from '@rushes/migrations';
import type { Kysely } from 'kysely';

/** The rounds of these folders (a folder and its ancestors), the latest moment first. */
export const listRounds = (db: Kysely<Database>, folderIds: readonly string[]) =>
  folderIds.length === 0
    ? Promise.resolve([] as ReviewRoundRow[])
    : db
        .selectFrom('reviewRound')
        .selectAll()
        .where('folderId', 'in', folderIds)
        .orderBy('at', 'desc')
        .orderBy('markedAt', 'desc')
        .execute();

export const findRound = (db: Kysely<Database>, id: string) =>
  db.selectFrom('reviewRound').selectAll().where('id', '=', id).executeTakeFirst();
