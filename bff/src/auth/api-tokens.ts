import type { Database } from '@rushes/migrations';
import { isApiTokenScope } from '@rushes/rules';
import type { Kysely } from 'kysely';
import { findLiveApiToken, insertApiTokenSecret, markApiTokenUsed } from './api-token.queries.ts';
import { createApiTokenCache } from './api-token-cache.ts';
import type { Machine } from './machine.ts';
import { hashSecretToken, newSecretToken } from './secret-token.ts';
import type { Sessions } from './sessions.ts';

/**
 * What starts every API token's secret: it tells a machine's token from a session's access token
 * (a JWT) before anything is verified, and secret scanners find it.
 */
export const API_TOKEN_PREFIX = 'rsh_';

export const isApiTokenSecret = (token: string): boolean => token.startsWith(API_TOKEN_PREFIX);

/** How long a BFF trusts what it read of a token when no revocation was announced. */
const CACHE_MS = 5_000;
const CACHE_MAX = 10_000;
/** Last use is a hint for the settings screen: written at most this often per token and BFF. */
const LAST_USE_EVERY_MS = 60_000;

/** What the API token slice asks of the tokens' secrets and their revocation. */
export interface ApiTokenKeeper {
  /** A fresh secret for the token, its hash stored: shown once to its maker, kept nowhere. */
  issue(tokenId: string): Promise<string>;
  /** A token was revoked: every BFF forgets it at once and closes what follows it. */
  revoked(tokenId: string): Promise<void>;
}

export interface ApiTokens extends ApiTokenKeeper {
  /**
   * The machine a secret names while its token works; null for anything else. Its use is
   * recorded, at most once a minute per token on this BFF.
   */
  authenticate(secret: string, now?: Date): Promise<Machine | null>;
}

/**
 * The API tokens as one BFF checks them: a request's secret is hashed and looked up (remembered
 * a few seconds); a revocation is announced through the sessions' channel, the token's id
 * standing for its session, so every BFF forgets it at once (and whatever follows that id hears
 * the end).
 */
export function createApiTokens(deps: {
  db: Kysely<Database>;
  sessions: Pick<Sessions, 'announceEnded' | 'onEnded'>;
  logger: { warn(data: object, message: string): void };
}): ApiTokens & { close(): void } {
  const { db, sessions, logger } = deps;
  const cache = createApiTokenCache({ ttlMs: CACHE_MS, max: CACHE_MAX });
  const lastUseWritten = new Map<string, number>();
  const stop = sessions.onEnded((id) => cache.revoked(id));

  async function markUsed(tokenId: string, now: Date) {
    const written = lastUseWritten.get(tokenId);
    if (written !== undefined && now.getTime() - written < LAST_USE_EVERY_MS) return;
    lastUseWritten.delete(tokenId);
    lastUseWritten.set(tokenId, now.getTime());
    const oldest = lastUseWritten.keys().next();
    if (lastUseWritten.size > CACHE_MAX && !oldest.done) lastUseWritten.delete(oldest.value);
    try {
      await markApiTokenUsed(db, tokenId, now);
    } catch (error) {
      logger.warn({ err: error, tokenId }, "could not record an API token's last use");
    }
  }

  async function lookUp(secretHash: string, now: Date): Promise<Machine | null> {
    const known = cache.get(secretHash);
    if (known) return known;
    const row = await findLiveApiToken(db, secretHash, now);
    if (!row) return null;
    const machine: Machine = {
      tokenId: row.id,
      workspaceId: row.workspaceId,
      scopes: row.scopes.filter(isApiTokenScope),
      expiresAt: row.expiresAt,
    };
    cache.remember(secretHash, machine);
    return machine;
  }

  return {
    async issue(tokenId) {
      const secret = `${API_TOKEN_PREFIX}${newSecretToken()}`;
      await insertApiTokenSecret(db, tokenId, hashSecretToken(secret));
      return secret;
    },
    revoked: (tokenId) => sessions.announceEnded([tokenId]),
    async authenticate(secret, now = new Date()) {
      if (!isApiTokenSecret(secret)) return null;
      const machine = await lookUp(hashSecretToken(secret), now);
      if (!machine || (machine.expiresAt !== null && machine.expiresAt <= now)) return null;
      await markUsed(machine.tokenId, now);
      return machine;
    },
    close: stop,
  };
}
