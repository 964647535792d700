import { randomUUID } from 'node:crypto';
import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import {
  findRefreshToken,
  findRefreshTokenForUpdate,
  insertRefreshToken,
  markRefreshTokenUsed,
  type RefreshTokenRow,
  revokeRefreshFamily,
} from './refresh-token.queries.ts';
import { hashSecretToken, newSecretToken } from './secret-token.ts';
import { extendSession, type SessionLimits, sessionStateForShare } from './session.queries.ts';

/**
 * How long a refresh token, once exchanged, may still be exchanged: two tabs refreshing at the
 * same moment both present it, and both must stay signed in.
 */
export const REFRESH_GRACE_MS = 10_000;

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

export type RotateOutcome =
  | { kind: 'rotated'; userId: string; sessionId: string; refresh: IssuedRefreshToken }
  /** Unknown, expired or revoked. */
  | { kind: 'invalid' }
  /** Exchanged before the grace period: someone replays it, so its session must end. */
  | { kind: 'reused'; sessionId: string }
  /** Its session went unused, or lasted, past its limits: the session must end. */
  | { kind: 'stale'; sessionId: string };

type Presented = Pick<RefreshTokenRow, 'expiresAt' | 'usedAt' | 'revokedAt'>;

/**
 * What presenting a refresh token does: `rotate` a fresh one; `grace` rotate one already
 * exchanged within the grace period (a racing tab); `reuse` replay of a spent one; `invalid`.
 */
export function refreshVerdict(
  row: Presented | undefined,
  now: Date,
  graceMs = REFRESH_GRACE_MS,
): 'rotate' | 'grace' | 'reuse' | 'invalid' {
  if (!row || row.revokedAt || row.expiresAt <= now) return 'invalid';
  if (!row.usedAt) return 'rotate';
  return now.getTime() - row.usedAt.getTime() < graceMs ? 'grace' : 'reuse';
}

/** A refresh token of a session's family; the session lasts as long as its newest token. */
export async function issueRefreshToken(
  db: Kysely<Database>,
  request: { userId: string; sessionId: string; ttlSeconds: number; now: Date },
): Promise<IssuedRefreshToken> {
  const token = newSecretToken();
  const expiresAt = new Date(request.now.getTime() + request.ttlSeconds * 1000);
  await insertRefreshToken(db, {
    id: randomUUID(),
    familyId: request.sessionId,
    userId: request.userId,
    tokenHash: hashSecretToken(token),
    expiresAt,
  });
  await extendSession(db, request.sessionId, expiresAt);
  return { token, expiresAt };
}

/**
 * Exchanges a refresh token for a successor in the same family and marks it used. Within the
 * grace period a used token gets another successor; after it, presenting it revokes the family
 * (the caller ends the session, so its access tokens stop too).
 */
export function rotateRefreshToken(
  db: Kysely<Database>,
  token: string,
  settings: { ttlSeconds: number; limits: SessionLimits },
  now: Date = new Date(),
): Promise<RotateOutcome> {
  const { ttlSeconds, limits } = settings;
  return db.transaction().execute(async (trx): Promise<RotateOutcome> => {
    const row = await findRefreshTokenForUpdate(trx, hashSecretToken(token));
    const verdict = refreshVerdict(row, now);
    if (!row || verdict === 'invalid') return { kind: 'invalid' };
    const sessionId = row.familyId;
    // a refresh is no use of the session: it keeps the page signed in, not the person active
    const state = await sessionStateForShare(trx, sessionId, limits, now);
    if (state === 'ended') return { kind: 'invalid' };
    if (state === 'stale') return { kind: 'stale', sessionId };
    if (verdict === 'reuse') {
      await revokeRefreshFamily(trx, sessionId, now);
      return { kind: 'reused', sessionId };
    }
    if (verdict === 'rotate') await markRefreshTokenUsed(trx, row.id, now);
    const refresh = await issueRefreshToken(trx, {
      userId: row.userId,
      sessionId,
      ttlSeconds,
      now,
    });
    return { kind: 'rotated', userId: row.userId, sessionId, refresh };
  });
}

/** The session a refresh token belongs to, whatever its state; undefined for an unknown one. */
export async function sessionOfRefreshToken(
  db: Kysely<Database>,
  token: string,
): Promise<string | undefined> {
  return (await findRefreshToken(db, hashSecretToken(token)))?.familyId;
}
