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

/**
 * Everyone who took part in a session, in the order they last joined, with their names (and
 * what their summary's mail needs: address, superuser or not, deleted or not).
 */
export const listAttendees = (db: Kysely<Database>, sessionId: string) =>
  db
    .selectFrom('reviewSessionParticipant')
    .innerJoin('appUser', 'appUser.id', 'reviewSessionParticipant.userId')
    .select([
      'reviewSessionParticipant.userId',
      'reviewSessionParticipant.joinedAt',
      'reviewSessionParticipant.leftAt',
      'appUser.name',
      'appUser.email',
      'appUser.isSuperuser',
      'appUser.deletedAt',
    ])
    .where('reviewSessionParticipant.sessionId', '=', sessionId)
    .orderBy('reviewSessionParticipant.joinedAt')
    .orderBy('appUser.name')
    .execute();

/** Each version a session showed, in the order first shown. */
export const listShownVersions = (db: Kysely<Database>, sessionId: string) =>
  db
    .selectFrom('reviewSessionShownVersion')
    .select(['assetId', 'versionId', 'firstShownAt'])
    .where('sessionId', '=', sessionId)
    .orderBy('firstShownAt')
    .orderBy('versionId')
    .execute();

/** The comments made in a session and not removed, oldest first. */
export const listSessionComments = (db: Kysely<Database>, sessionId: string) =>
  db
    .selectFrom('comment')
    .selectAll()
    .where('reviewSessionId', '=', sessionId)
    .where('deleted', '=', false)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

/**
 * Sessions ended since `since` whose summary has not gone by mail yet, the earliest ended first.
 * Older ones are never mailed: they ended before summaries were (or a rebuild replays them).
 */
export const listUnmailedSummaries = (db: Kysely<Database>, since: Date, limit: number) =>
  db
    .selectFrom('reviewSession')
    .selectAll()
    .where('endedAt', '>=', since)
    .where('summaryMailedAt', 'is', null)
    .orderBy('endedAt')
    .limit(limit)
    .execute();

/** Sessions under way the person was invited to and has not joined, the newest invitation first. */
export const listInvitations = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('reviewSession')
    .innerJoin('reviewSessionInvitation as invitation', 'invitation.sessionId', 'reviewSession.id')
    .selectAll('reviewSession')
    .where('invitation.userId', '=', userId)
    .where('reviewSession.endedAt', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reviewSessionParticipant as participant')
            .select('participant.userId')
            .whereRef('participant.sessionId', '=', 'reviewSession.id')
            .where('participant.userId', '=', userId),
        ),
      ),
    )
    .orderBy('invitation.invitedAt', 'desc')
    .execute();

/** Who was invited to a session and never joined it, in the order invited. */
export const listInvitees = (db: Kysely<Database>, sessionId: string) =>
  db
    .selectFrom('reviewSessionInvitation as invitation')
    .select('invitation.userId')
    .where('invitation.sessionId', '=', sessionId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reviewSessionParticipant as participant')
            .select('participant.userId')
            .whereRef('participant.sessionId', '=', 'invitation.sessionId')
            .whereRef('participant.userId', '=', 'invitation.userId'),
        ),
      ),
    )
    .orderBy('invitation.invitedAt')
    .execute();
