import type { RequestOrigin } from './accounts.ts';

/**
 * A share link as its visitors meet it: what signing in with its token checks, and what each of
 * their requests checks again (the links slice provides it).
 */
export interface OpenLink {
  id: string;
  projectId: string;
  name: string;
  /** argon2id; null for a link without password. */
  passwordHash: string | null;
  expiresAt: Date | null;
}

/** The share links as the visitor routes see them; a deleted link is none. */
export interface LinkDirectory {
  byToken(token: string): Promise<OpenLink | undefined>;
  byId(id: string): Promise<OpenLink | undefined>;
  /** Records that a visitor came in (an event with their address and who they said they are). */
  recordVisit(visitor: Visitor, request: RequestOrigin): Promise<void>;
}

/**
 * Someone who opened a share link: their requests reach what the link holds and nothing else,
 * for as long as the visit, the link and its password last.
 */
export interface Visitor {
  visitId: string;
  linkId: string;
  projectId: string;
  /** What they said they are, when they said it. */
  email: string | null;
}

/** Whether a share link stops working before `now` (one without an expiry never does). */
export const hasExpired = (expiresAt: string | Date | null, now: Date): boolean =>
  expiresAt !== null && new Date(expiresAt).getTime() <= now.getTime();
