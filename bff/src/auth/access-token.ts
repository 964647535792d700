import { jwtVerify, SignJWT } from 'jose';
import type { Viewer } from './viewer.ts';

const issuer = 'rushes';
const audience = 'rushes-api';

export interface AccessToken {
  token: string;
  /** ISO-8601 */
  expiresAt: string;
}

export interface AccessTokens {
  sign(viewer: Viewer, now?: Date): Promise<AccessToken>;
  /** The viewer a token speaks for, or null when it is invalid or expired. */
  verify(token: string): Promise<Viewer | null>;
}

/** Short-lived HS256 tokens carrying the user id (`sub`) and the superuser flag (`su`). */
export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(viewer, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = issuedAt + ttlSeconds;
      const token = await new SignJWT({ su: viewer.isSuperuser })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(viewer.userId)
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
        if (typeof payload.sub !== 'string') return null;
        return { userId: payload.sub, isSuperuser: payload.su === true };
      } catch {
        return null;
      }
    },
  };
}
