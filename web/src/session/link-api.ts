/**
 * The REST calls of a share link's visitor (access-and-shell section 7): hello with the link
 * parameter, login with the link's token, logout with the visitor's bearer.
 */
import {
  asIssuedToken,
  asNothing,
  type CallResult,
  call,
  field,
  type IssuedToken,
  type Parse,
  parseExpiry,
} from './session-api.ts';

/** What hello tells about a link (access-and-shell section 3, share-link visitor info). */
export interface LinkInfo {
  name: string;
  hasPassword: boolean;
  /** Epoch milliseconds; null for a link that never expires. */
  expiresAt: number | null;
  expired: boolean;
  userIP: string;
}

/** The visitor's answer on link-signin: the password when the link has one, who they are. */
export interface LinkCredentials {
  password?: string;
  email?: string;
}

export interface LinkApi {
  /** null: no such link, or deleted. */
  hello(linkToken: string): Promise<CallResult<LinkInfo | null>>;
  login(linkToken: string, credentials: LinkCredentials): Promise<CallResult<IssuedToken>>;
  logout(token: string): Promise<CallResult<null>>;
}

const asLinkHello: Parse<LinkInfo | null> = (body) => {
  const link = field(body, 'link');
  if (link === null) return null;
  const name = field(link, 'name');
  if (typeof name !== 'string') return undefined;
  const userIP = field(link, 'userIP');
  return {
    name,
    hasPassword: field(link, 'hasPassword') === true,
    expiresAt: parseExpiry(field(link, 'expiresAt')),
    expired: field(link, 'expired') === true,
    userIP: typeof userIP === 'string' ? userIP : '',
  };
};

export function createLinkApi(fetchFn: typeof fetch = (...args) => fetch(...args)): LinkApi {
  return {
    hello: (linkToken) =>
      call(fetchFn, 'GET', `hello?link=${encodeURIComponent(linkToken)}`, asLinkHello),
    login: (linkToken, credentials) =>
      call(fetchFn, 'POST', 'login', asIssuedToken, { body: { token: linkToken, ...credentials } }),
    logout: (token) => call(fetchFn, 'POST', 'logout', asNothing, { token }),
  };
}
