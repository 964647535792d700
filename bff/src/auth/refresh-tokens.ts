import { randomUUID } from 'node:crypto';
import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import {
  deleteExpiredRefreshTokens,
  findRefreshToken,
  findRefreshTokenForUpdate,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeRefreshFamily,
} from './refresh-token.queries.ts';
import { hashSecretToken, newSecretToken } from './secret-token.ts';

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

export type RotateOutcome =
  | { kind: 'rotated'; userId: string; refresh: IssuedRefreshToken }
  /** Unknown, expired or revoked. */
  | { kind: 'invalid' }
  /** Already exchanged once: someone replays it, so its whole family was revoked. */
  | { kind: 'reused' };

/** A refresh token; a login starts a new family, a rotation continues the old one. */
export async function issueRefreshToken(
  db: Kysely<Database>,
  request: { userId: string; ttlSeconds: number; now: Date; familyId?: string },
): Promise<IssuedRefreshToken> {
  const token = newSecretToken();
  const expiresAt = new Date(request.now.getTime() + request.ttlSeconds * 1000);
  if (!request.familyId) await deleteExpiredRefreshTokens(db, request.userId, request.now);
  await insertRefreshToken(db, {
    id: randomUUID(),
    familyId: request.familyId ?? randomUUID(),
    userId: request.userId,
    tokenHash: hashSecretToken(token),
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * Exchanges a refresh token for its successor in the same family and marks it used. Presenting
 * a token that was already exchanged revokes the family, so the newest token stops working too.
 */
export function rotateRefreshToken(
  db: Kysely<Database>,
  token: string,
  ttlSeconds: number,
  now: Date = new Date(),
): Promise<RotateOutcome> {
  return db.transaction().execute(async (trx): Promise<RotateOutcome> => {
    const row = await findRefreshTokenForUpdate(trx, hashSecretToken(token));
    if (!row || row.revokedAt || row.expiresAt <= now) return { kind: 'invalid' };
    if (row.usedAt) {
      await revokeRefreshFamily(trx, row.familyId, now);
      return { kind: 'reused' };
    }
    await markRefreshTokenUsed(trx, row.id, now);
    const refresh = await issueRefreshToken(trx, {
      userId: row.userId,
      ttlSeconds,
      now,
      familyId: row.familyId,
    });
    return { kind: 'rotated', userId: row.userId, refresh };
  });
}

/** Logout: the token's whole family stops working. Unknown tokens are ignored. */
export async function revokeRefreshToken(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
): Promise<void> {
  const row = await findRefreshToken(db, hashSecretToken(token));
  if (row) await revokeRefreshFamily(db, row.familyId, now);
}
