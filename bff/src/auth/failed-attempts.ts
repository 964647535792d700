import type { Database } from '@rushes/migrations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../errors.ts';
import { type AttemptLimit, keptMs, waitSeconds } from './attempt-limits.ts';

type Db = Kysely<Database>;

/** A guess at one secret: what kind (`scope`), at what (`subject`), from which client. */
export interface Attempt {
  scope: string;
  subject: string;
  clientIp: string;
}

const timesOf = (rows: { at: Date }[]) => rows.map((row) => row.at);

async function failuresOf(db: Db, limit: AttemptLimit, attempt: Attempt, now: Date) {
  const since = (ms: number) => new Date(now.getTime() - ms);
  const recent = db
    .selectFrom('failedAttempt')
    .select('at')
    .where('scope', '=', attempt.scope)
    .orderBy('at');
  const [ofSubject, ofClient] = await Promise.all([
    recent.where('subject', '=', attempt.subject).where('at', '>', since(limit.windowMs)).execute(),
    recent
      .where('clientIp', '=', attempt.clientIp)
      .where('at', '>', since(limit.clientWindowMs))
      .execute(),
  ]);
  return { ofSubject: timesOf(ofSubject), ofClient: timesOf(ofClient) };
}

/**
 * Wrong guesses kept in the database (`failed_attempt`), so their limits hold across every BFF
 * and a restart. Check before evaluating a guess, so a refused one is never evaluated.
 */
export function failedAttempts(db: Db) {
  return {
    /** RATE_LIMITED, with the seconds to wait, while the subject or the client must wait. */
    async check(limit: AttemptLimit, attempt: Attempt, now = new Date()): Promise<void> {
      const wait = waitSeconds(limit, await failuresOf(db, limit, attempt, now), now);
      if (wait > 0) throw new AppError('RATE_LIMITED', { retryAfterSeconds: wait });
    },
    /** Keeps a wrong guess, and forgets the scope's that left the window. */
    async fail(limit: AttemptLimit, attempt: Attempt, now = new Date()): Promise<void> {
      await db
        .insertInto('failedAttempt')
        .values({ ...attempt, at: now })
        .execute();
      await db
        .deleteFrom('failedAttempt')
        .where('scope', '=', attempt.scope)
        .where('at', '<=', new Date(now.getTime() - keptMs(limit)))
        .execute();
    },
    /** Forgets the subject's wrong guesses: the right one was given. */
    async clear(attempt: Pick<Attempt, 'scope' | 'subject'>): Promise<void> {
      await db
        .deleteFrom('failedAttempt')
        .where('scope', '=', attempt.scope)
        .where('subject', '=', attempt.subject)
        .execute();
    },
  };
}

export type FailedAttempts = ReturnType<typeof failedAttempts>;

/**
 * Limits guesses at the links of a route plugin (`/…/:token`): a client whose links were not
 * found too often of late is refused before the next is looked up; each one not found counts.
 */
export function limitLinkGuesses(app: FastifyInstance, scope: string, limit: AttemptLimit): void {
  const attempts = failedAttempts(app.services.db);
  const attemptOf = (request: FastifyRequest) => ({ scope, subject: '', clientIp: request.ip });
  const namesLink = (request: FastifyRequest) =>
    typeof (request.params as { token?: unknown } | undefined)?.token === 'string';
  app.addHook('preHandler', async (request) => {
    if (namesLink(request)) await attempts.check(limit, attemptOf(request));
  });
  // before the answer leaves, so the client's next guess already meets it
  app.addHook('onSend', async (request, reply, payload) => {
    if (namesLink(request) && reply.statusCode === 404) {
      await attempts.fail(limit, attemptOf(request));
    }
    return payload;
  });
}
