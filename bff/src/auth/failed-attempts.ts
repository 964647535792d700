import { createHash } from 'node:crypto';
import type { Database } from '@rushes/migrations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../errors.ts';
import { type AttemptLimit, type Guesser, keptMs, waitSeconds } from './attempt-limits.ts';

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
  const recent = (windowMs: number) =>
    db
      .selectFrom('failedAttempt')
      .select('at')
      .where('scope', '=', attempt.scope)
      .where('at', '>', since(windowMs))
      .orderBy('at');
  const [ofPair, ofSubject, ofClient] = await Promise.all([
    recent(limit.pairWindowMs)
      .where('subject', '=', attempt.subject)
      .where('clientIp', '=', attempt.clientIp)
      .execute(),
    recent(limit.subjectWindowMs)
      .where('subject', '=', attempt.subject)
      .where('inRun', '=', true)
      .execute(),
    recent(limit.clientWindowMs).where('clientIp', '=', attempt.clientIp).execute(),
  ]);
  return { ofPair: timesOf(ofPair), ofSubject: timesOf(ofSubject), ofClient: timesOf(ofClient) };
}

/**
 * The subject of guesses at a secret that can change (a password): `base` with a fingerprint of
 * the secret's hash, so a new secret starts its counts afresh.
 */
export const secretSubject = (base: string, secretHash: string) =>
  `${base}#${createHash('sha256').update(secretHash).digest('base64url').slice(0, 16)}`;

/**
 * Wrong guesses kept in the database (`failed_attempt`), so their limits hold across every BFF
 * and a restart. Check before evaluating a guess, so a refused one is never evaluated.
 */
export function failedAttempts(db: Db) {
  return {
    /**
     * RATE_LIMITED while the pair, the subject's run or the client must wait, with the seconds to
     * wait (null when waiting will not do: the run reached its refusal).
     */
    async check(
      limit: AttemptLimit,
      attempt: Attempt,
      guesser: Guesser = { known: false },
      now = new Date(),
    ): Promise<void> {
      const wait = waitSeconds(limit, await failuresOf(db, limit, attempt, now), now, guesser);
      if (wait === Number.POSITIVE_INFINITY)
        throw new AppError('RATE_LIMITED', { retryAfterSeconds: null }, 'refused until reset');
      if (wait > 0) throw new AppError('RATE_LIMITED', { retryAfterSeconds: wait });
    },
    /** Keeps a wrong guess, and forgets the scope's that no longer count. */
    async fail(limit: AttemptLimit, attempt: Attempt, now = new Date()): Promise<void> {
      const before = (ms: number) => new Date(now.getTime() - ms);
      await db
        .insertInto('failedAttempt')
        .values({ ...attempt, at: now })
        .execute();
      await db
        .deleteFrom('failedAttempt')
        .where('scope', '=', attempt.scope)
        .where((eb) =>
          eb.or([
            eb('at', '<=', before(keptMs(limit))),
            eb.and([
              eb('inRun', '=', false),
              eb('at', '<=', before(Math.max(limit.pairWindowMs, limit.clientWindowMs))),
            ]),
          ]),
        )
        .execute();
    },
    /**
     * The right guess from this client: forgets the pair's wrong guesses and ends the subject's
     * run. Other clients' failures still count for their pairs.
     */
    async clear(attempt: Attempt): Promise<void> {
      const { scope, subject, clientIp } = attempt;
      await db
        .deleteFrom('failedAttempt')
        .where('scope', '=', scope)
        .where('subject', '=', subject)
        .where('clientIp', '=', clientIp)
        .execute();
      await db
        .updateTable('failedAttempt')
        .set({ inRun: false })
        .where('scope', '=', scope)
        .where('subject', '=', subject)
        .where('inRun', '=', true)
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
