import { jwtVerify, SignJWT } from 'jose';

const issuer = 'rushes';
/** Users' tokens; a share-link visitor's have their own audience, so neither passes for the other. */
export const USER_AUDIENCE = 'rushes-api';
export const VISITOR_AUDIENCE = 'rushes-share';

export interface AccessToken {
  token: string;
  /** ISO-8601 */
  expiresAt: string;
}

/**
 * What a token says: whose it is (the user, or for a visitor the share link) and which session
 * it belongs to. Nothing about rights.
 */
export interface AccessClaims {
  subject: string;
  sessionId: string;
}

export interface VerifiedAccess extends AccessClaims {
  expiresAt: Date;
}

export interface AccessTokens {
  /** A token for the claims, expiring after the tokens' lifetime or at `until` if sooner. */
  sign(claims: AccessClaims, now?: Date, until?: Date): Promise<AccessToken>;
  /** What a token claims, or null when it is invalid, expired or names no session. */
  verify(token: string): Promise<VerifiedAccess | null>;
}

/**
 * Short-lived HS256 tokens carrying the user id (`sub`) and the session id (`sid`). Who the user
 * is (superuser or not) is read from the read models on each request, never from the token.
 */
export function createAccessTokens(
  secret: string,
  ttlSeconds: number,
  audience: string = USER_AUDIENCE,
): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ subject, sessionId }, now = new Date(), until?: Date) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const latest = until ? Math.floor(until.getTime() / 1000) : Number.POSITIVE_INFINITY;
      const expiresAt = Math.min(issuedAt + ttlSeconds, latest);
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subject)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience,
          algorithms: ['HS256'],
        });
        const { sub, sid, exp } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') {
          return null;
        }
        return { subject: sub, sessionId: sid, expiresAt: new Date(exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}
