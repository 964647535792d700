import { jwtVerify, SignJWT } from 'jose';

const issuer = 'rushes';
const audience = 'rushes-api';

export interface AccessToken {
  token: string;
  /** ISO-8601 */
  expiresAt: string;
}

/** What a token says: whose it is and which session it belongs to. Nothing about rights. */
export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export interface VerifiedAccess extends AccessClaims {
  expiresAt: Date;
}

export interface AccessTokens {
  sign(claims: AccessClaims, now?: Date): Promise<AccessToken>;
  /** What a token claims, or null when it is invalid, expired or names no session. */
  verify(token: string): Promise<VerifiedAccess | null>;
}

/**
 * Short-lived HS256 tokens carrying the user id (`sub`) and the session id (`sid`). Who the user
 * is (superuser or not) is read from the read models on each request, never from the token.
 */
export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, sessionId }, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = issuedAt + ttlSeconds;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
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
        return { userId: sub, sessionId: sid, expiresAt: new Date(exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}
