import type { Database } from '@rushes/migrations';
import { type Kysely, sql } from 'kysely';

export const findSession = (db: Kysely<Database>, id: string) =>
  db.selectFrom('reviewSession').selectAll().where('id', '=', id).executeTakeFirst();

/** Who is in a session now, in the order they joined, with their names. */
export const listParticipants = (db: Kysely<Database>, sessionId: string) =>
  db
    .selectFrom('reviewSessionParticipant')
    .innerJoin('appUser', 'appUser.id', 'reviewSessionParticipant.userId')
    .select([
      'reviewSessionParticipant.userId',
      'reviewSessionParticipant.joinedAt',
      'appUser.name',
    ])
    .where('reviewSessionParticipant.sessionId', '=', sessionId)
    .where('reviewSessionParticipant.leftAt', 'is', null)
    .orderBy('reviewSessionParticipant.joinedAt')
    .orderBy('appUser.name')
    .execute();

/** The sessions under way on an asset, the newest first. */
export const listOpenSessions = (db: Kysely<Database>, assetId: string) =>
  db
    .selectFrom('reviewSession')
    .selectAll()
    .where('endedAt', 'is', null)
    // containment, which the index of open sessions' assets answers
    .where(sql<boolean>`asset_ids @> ARRAY[${assetId}]::uuid[]`)
    .orderBy('startedAt', 'desc')
    .execute();
