import { randomUUID } from 'node:crypto';
import type { SessionEndReason } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import type { Message, MQEmitter } from 'mqemitter';
import type { AccessToken, AccessTokens } from './access-token.ts';
import type { Accounts } from './accounts.ts';
import { deleteExpiredRefreshTokens } from './refresh-token.queries.ts';
import { type IssuedRefreshToken, issueRefreshToken } from './refresh-tokens.ts';
import {
  deleteExpiredSessions,
  endSessions,
  insertSession,
  lapseOf,
  type SessionLimits,
  type SessionSelection,
  touchSession,
} from './session.queries.ts';
import { createSessionCache } from './session-cache.ts';
import type { SignInRecords } from './sign-in-records.ts';
import type { Viewer } from './viewer.ts';
import { endVisits, type VisitSelection } from './visit.queries.ts';

/** How long a BFF trusts what it read of a session when no end was announced. */
const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;
/** Every BFF hears here of the sessions that ended, wherever they ended. */
export const SESSIONS_ENDED_TOPIC = 'rushes/sessions/ended';

/**
 * What code outside auth may do to sessions: a password change, a reset, a removed user; and to
 * share-link visits: a logout, a link deleted or given another password or expiry.
 */
export interface SessionEnder {
  /**
   * Ends every session of a user but `except` (the one that asks, when it stays signed in), for
   * `reason` (a new password unless said).
   */
  endSessionsOf(
    userId: string,
    options?: { except?: string; reason?: SessionEndReason },
  ): Promise<void>;
  /** Ends one session (its refresh tokens too), announced to every BFF; a logout unless said. */
  end(sessionId: string, reason?: SessionEndReason): Promise<void>;
  /** Ends the visits selected, announced as sessions' ends are, so their sockets close too. */
  endVisits(selection: VisitSelection): Promise<void>;
}

/** A request's access token, checked: who asks, as the read models say, and in which session. */
export interface Authenticated {
  viewer: Viewer;
  sessionId: string;
  expiresAt: Date;
}

/** Where a sign-in comes from: the browser's user agent (cut to size) and the client's address. */
export interface Device {
  userAgent: string | null;
  clientIp: string | null;
}

export interface Sessions extends SessionEnder {
  /** How long a session lasts unused, and at all. */
  limits: SessionLimits;
  /** A sign-in: a new session, its first refresh token and an access token naming it. */
  start(
    userId: string,
    device?: Device,
    now?: Date,
  ): Promise<{ access: AccessToken; refresh: IssuedRefreshToken; sessionId: string }>;
  /** An access token for a session the caller knows is live (after a refresh). */
  accessFor(userId: string, sessionId: string, now?: Date): Promise<AccessToken>;
  /** Null for a bad or expired token, a session that ended, or a user who no longer exists. */
  authenticate(token: string): Promise<Authenticated | null>;
  /** The session of a token even if it expired no longer matters: logout reads it. */
  sessionOf(token: string): Promise<string | null>;
  /**
   * Tells every BFF (this one too) that these ended, for what ends outside the sessions table: an
   * API token revoked, whose id stands for its session.
   */
  announceEnded(ids: readonly string[]): Promise<void>;
  /** Called on this BFF for each session that ended on any BFF. */
  onEnded(listener: (sessionId: string) => void): () => void;
  close(): Promise<void>;
}

/**
 * Server-side sessions for one BFF. Each request checks that its token's session is live
 * (remembered a few seconds) and reads the user's row; an end is written to the database and
 * announced on the shared emitter, so every BFF forgets the session at once and closes its
 * sockets. Resolves once it listens on the emitter.
 */
export async function createSessions(deps: {
  db: Kysely<Database>;
  emitter: MQEmitter;
  accounts: Pick<Accounts, 'find'>;
  tokens: AccessTokens;
  refreshTokenTtl: number;
  limits: SessionLimits;
  records: Pick<SignInRecords, 'sessionEnded'>;
}): Promise<Sessions> {
  const { db, emitter, accounts, tokens, records } = deps;
  const cache = createSessionCache({ ttlMs: SESSION_CACHE_MS, max: SESSION_CACHE_MAX });
  const listeners = new Set<(sessionId: string) => void>();

  const heardEnded = (sessionIds: readonly string[]) => {
    for (const id of sessionIds) {
      cache.ended(id);
      for (const listener of listeners) listener(id);
    }
  };
  const onMessage = (message: Message, done: () => void) => {
    const { sessionIds } = message;
    if (Array.isArray(sessionIds)) heardEnded(sessionIds.filter((id) => typeof id === 'string'));
    done();
  };
  await new Promise<void>((resolve) => emitter.on(SESSIONS_ENDED_TOPIC, onMessage, resolve));

  const announce = (sessionIds: readonly string[]) =>
    new Promise<void>((resolve, reject) => {
      emitter.emit({ topic: SESSIONS_ENDED_TOPIC, sessionIds }, (error) =>
        error ? reject(error) : resolve(),
      );
    });

  async function announceEnded(ended: readonly string[]): Promise<void> {
    if (ended.length === 0) return;
    heardEnded(ended);
    await announce(ended);
  }
  /** Ends the sessions selected, announces their end and records why. */
  async function endWhere(selection: SessionSelection, reason: SessionEndReason) {
    const ended = await endSessions(db, selection, new Date());
    await announceEnded(ended.map(({ id }) => id));
    for (const { id, userId } of ended) {
      await records.sessionEnded({ sessionId: id, userId }, reason);
    }
  }

  async function isLive(sessionId: string, userId: string): Promise<boolean> {
    let known = cache.get(sessionId);
    if (!known) {
      const row = await touchSession(db, sessionId, deps.limits);
      known = { userId: row?.userId ?? '', live: row !== undefined };
      // unused or old past its limits: it ends now, everywhere, its refresh tokens too
      if (!row) await endWhere({ id: sessionId }, await lapseOf(db, sessionId, deps.limits));
      cache.remember(sessionId, known);
    }
    return known.live && known.userId === userId;
  }

  return {
    limits: deps.limits,
    async start(userId, device = { userAgent: null, clientIp: null }, now = new Date()) {
      const sessionId = randomUUID();
      await deleteExpiredSessions(db, userId, now);
      await deleteExpiredRefreshTokens(db, userId, now);
      const row = { id: sessionId, userId, expiresAt: now, ...device };
      await insertSession(db, row);
      const refresh = await issueRefreshToken(db, {
        userId,
        sessionId,
        ttlSeconds: deps.refreshTokenTtl,
        now,
      });
      const access = await tokens.sign({ subject: userId, sessionId }, now);
      return { refresh, access, sessionId };
    },
    accessFor: (userId, sessionId, now) => tokens.sign({ subject: userId, sessionId }, now),
    async authenticate(token) {
      const claims = await tokens.verify(token);
      if (!claims || !(await isLive(claims.sessionId, claims.subject))) return null;
      const user = await accounts.find(claims.subject);
      if (!user) return null;
      return {
        viewer: { userId: user.id, isSuperuser: user.isSuperuser },
        sessionId: claims.sessionId,
        expiresAt: claims.expiresAt,
      };
    },
    async sessionOf(token) {
      return (await tokens.verify(token))?.sessionId ?? null;
    },
    end: (sessionId, reason = 'logout') => endWhere({ id: sessionId }, reason),
    endSessionsOf: (userId, options = {}) =>
      endWhere({ userId, except: options.except }, options.reason ?? 'password_changed'),
    endVisits: async (selection) => announceEnded(await endVisits(db, selection, new Date())),
    announceEnded,
    onEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // Not waiting for the emitter: one already closed (or its Redis gone) might never answer.
    async close() {
      listeners.clear();
      emitter.removeListener(SESSIONS_ENDED_TOPIC, onMessage);
    },
  };
}
