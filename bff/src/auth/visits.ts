import { randomUUID } from 'node:crypto';
import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { AppError } from '../errors.ts';
import type { AccessToken, AccessTokens } from './access-token.ts';
import type { RequestOrigin } from './accounts.ts';
import { linkPasswordLimit } from './attempt-limits.ts';
import { failedAttempts, secretSubject } from './failed-attempts.ts';
import { hasOpenedFrom } from './known-address.queries.ts';
import { verifyPassword } from './password.ts';
import { insertVisit, touchVisit } from './visit.queries.ts';
import { hasExpired, type LinkDirectory, type OpenLink, type Visitor } from './visitor.ts';

/** A visitor's token lasts this long at most; the link's expiry ends it sooner. */
export const VISIT_SECONDS = 12 * 3600;

/** What a visitor gives to open a link: its password when it has one, and who they are. */
export interface VisitAnswer {
  password?: string;
  email?: string;
}

export interface Visits {
  /**
   * Opens a visit of the link the token names, records it, and answers the visitor's access
   * token; throws LINK_INVALID, LINK_EXPIRED, UNAUTHENTICATED (a missing or wrong password) or
   * RATE_LIMITED.
   */
  open(linkToken: string, answer: VisitAnswer, request: RequestOrigin): Promise<AccessToken>;
  /** The visitor of a token whose visit, link and password still hold; null otherwise. */
  authenticate(token: string): Promise<{ visitor: Visitor; expiresAt: Date } | null>;
  /** The visit a visitor's token names, whatever became of it since: logout reads it. */
  visitOf(token: string): Promise<string | null>;
  /** The link a token names, for `hello`: null when there is none. */
  link(linkToken: string): Promise<OpenLink | null>;
}

/**
 * Share-link visits: sessions of their own (`visit`), with tokens of their own audience, so a
 * visitor's token never passes for a user's. Each request checks the visit, the link (not
 * deleted, not expired) and that its password is the one the visitor gave.
 */
export function createVisits(deps: {
  db: Kysely<Database>;
  links: LinkDirectory;
  tokens: AccessTokens;
}): Visits {
  const { db, links, tokens } = deps;
  const attempts = failedAttempts(db);
  return {
    async open(linkToken, answer, request) {
      const now = new Date();
      const clientIp = request.clientIp ?? '';
      const link = await links.byToken(linkToken);
      if (!link) throw new AppError('LINK_INVALID', null, 'no such link');
      if (hasExpired(link.expiresAt, now)) throw new AppError('LINK_EXPIRED', null, 'link expired');
      if (link.passwordHash) {
        // a new password starts the counts afresh
        const attempt = {
          scope: 'link',
          subject: secretSubject(link.id, link.passwordHash),
          clientIp,
        };
        const guesser = {
          known: await hasOpenedFrom(db, link.id, link.passwordHash, clientIp, now),
        };
        await attempts.check(linkPasswordLimit, attempt, guesser, now);
        if (!(await verifyPassword(link.passwordHash, answer.password ?? ''))) {
          await attempts.fail(linkPasswordLimit, attempt, now);
          throw new AppError('UNAUTHENTICATED', null, 'wrong link password');
        }
        await attempts.clear(attempt);
      }
      const latest = now.getTime() + VISIT_SECONDS * 1000;
      const expiresAt = new Date(Math.min(latest, link.expiresAt?.getTime() ?? latest));
      const visitor = {
        visitId: randomUUID(),
        linkId: link.id,
        projectId: link.projectId,
        email: answer.email?.trim() || null,
      };
      await insertVisit(db, {
        id: visitor.visitId,
        linkId: link.id,
        email: visitor.email,
        clientIp,
        passwordHash: link.passwordHash,
        expiresAt,
      });
      await links.recordVisit(visitor, request);
      return tokens.sign({ subject: link.id, sessionId: visitor.visitId }, now, expiresAt);
    },
    async authenticate(token) {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const now = new Date();
      const visit = await touchVisit(db, claims.sessionId, now);
      if (!visit || visit.linkId !== claims.subject) return null;
      const link = await links.byId(visit.linkId);
      if (!link || hasExpired(link.expiresAt, now) || link.passwordHash !== visit.passwordHash)
        return null;
      const visitor = {
        visitId: visit.id,
        linkId: link.id,
        projectId: link.projectId,
        email: visit.email,
      };
      return { visitor, expiresAt: claims.expiresAt };
    },
    visitOf: async (token) => (await tokens.verify(token))?.sessionId ?? null,
    link: async (linkToken) => (await links.byToken(linkToken)) ?? null,
  };
}
