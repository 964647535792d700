import { setTimeout as sleep } from 'node:timers/promises';
import { systemOrigin } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { type Kysely, sql } from 'kysely';
import type { Services } from '../../services.ts';
import { sessionCommands } from './review-session.binding.ts';

/** Notes that the person's page follows the session now (operational state, not an event). */
export const markPresent = (db: Kysely<Database>, sessionId: string, userId: string) =>
  db
    .insertInto('reviewSessionPresence')
    // the database's clock, which the sweep compares with
    .values({ sessionId, userId, seenAt: sql<Date>`now()` })
    .onConflict((conflict) =>
      conflict.columns(['sessionId', 'userId']).doUpdateSet({ seenAt: sql<Date>`now()` }),
    )
    .execute();

/** Who is in a session under way but whose page has not followed it for `dropMs`. */
export const listDropped = (db: Kysely<Database>, dropMs: number) =>
  db
    .selectFrom('reviewSessionParticipant as participant')
    .innerJoin('reviewSession as session', 'session.id', 'participant.sessionId')
    .leftJoin('reviewSessionPresence as presence', (join) =>
      join
        .onRef('presence.sessionId', '=', 'participant.sessionId')
        .onRef('presence.userId', '=', 'participant.userId'),
    )
    .select(['participant.sessionId', 'participant.userId'])
    .where('session.endedAt', 'is', null)
    .where('participant.leftAt', 'is', null)
    .where(
      sql<Date>`greatest(presence.seen_at, participant.joined_at)`,
      '<',
      sql<Date>`now() - make_interval(secs => ${dropMs / 1000})`,
    )
    .execute();

/** Presence kept for sessions that ended: nobody follows them any more. */
const forgetEnded = (db: Kysely<Database>) =>
  db
    .deleteFrom('reviewSessionPresence')
    .where(
      'sessionId',
      'in',
      db.selectFrom('reviewSession').select('id').where('endedAt', 'is not', null),
    )
    .execute();

/**
 * Every BFF, every third of `RUSHES_REVIEW_SESSION_DROP_MS`: someone whose page stopped following
 * a session that long leaves it, as Rushes decides; a presenter's control goes to whoever joined
 * first (the decider's rule). Two BFFs deciding the same leave append it once.
 */
export function startPresenceSweep(services: Services) {
  const dropMs = services.config.reviewSessionDropMs;
  const stopping = new AbortController();
  const origin = systemOrigin('review-sessions');
  const sweep = async () => {
    await forgetEnded(services.db);
    for (const { sessionId, userId } of await listDropped(services.db, dropMs)) {
      const command = { type: 'LeaveSession' as const, sessionId, userId };
      await sessionCommands.run(services, origin, sessionId, command);
    }
  };
  const run = async () => {
    while (!stopping.signal.aborted) {
      try {
        await sweep();
      } catch (error) {
        if (!stopping.signal.aborted) {
          services.logger.error({ err: error }, 'review sessions: a sweep of dropped pages failed');
        }
      }
      await sleep(dropMs / 3, undefined, { signal: stopping.signal }).catch(() => {});
    }
  };
  const running = run();
  return async () => {
    stopping.abort();
    await running;
  };
}
