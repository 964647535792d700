import { parseExpiry } from './session-api.ts';

export interface StoredToken {
  token: string;
  expiresAt: number;
  /** A share-link visitor who signed in on link-signin (a password or e-mail), so may sign out. */
  viaSignIn?: true;
}

/**
 * The session token lives in local storage (access-and-shell section 4); a share-link visitor's
 * lives in session storage under its link's own key (`visitor.store.ts`).
 */
export const TOKEN_KEY = 'rushes.session';

export function readToken(storage: Storage, key: string = TOKEN_KEY): StoredToken | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const token = Reflect.get(value, 'token');
    const expiresAt = parseExpiry(Reflect.get(value, 'expiresAt'));
    if (typeof token !== 'string' || expiresAt === null) return null;
    return Reflect.get(value, 'viaSignIn') === true
      ? { token, expiresAt, viaSignIn: true }
      : { token, expiresAt };
  } catch {
    return null;
  }
}

export function writeToken(
  storage: Storage,
  value: StoredToken | null,
  key: string = TOKEN_KEY,
): void {
  if (value) storage.setItem(key, JSON.stringify(value));
  else storage.removeItem(key);
}
