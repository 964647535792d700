import { pathTo } from '../routes/route-table.ts';
import { safeRedirect } from '../validation/validation.ts';
import type { LinkApi, LinkCredentials, LinkInfo } from './link-api.ts';
import { readToken, type StoredToken, writeToken } from './token-storage.ts';

/**
 * A visitor's token is kept per tab in session storage (access-and-shell section 4), under its
 * link's own key: it never replaces the signed-in user's token, nor another link's.
 */
export const visitorKey = (linkToken: string) => `rushes.share.${linkToken}`;

/** The error pages a link can end on. */
type LinkErrorPage = 'link-invalid' | 'link-expired' | 'internal';

/** What opening a link leads to: its pages, an error page, or its sign-in. */
export type LinkGate =
  | { kind: 'in' }
  | { kind: 'error'; error: LinkErrorPage }
  | { kind: 'signin'; link: LinkInfo };

/** The hello answer's verdict: no link, an expired one, one asking a password, an open one. */
export function linkEntry(
  link: LinkInfo | null,
  now: number,
): 'link-invalid' | 'link-expired' | 'password' | 'open' {
  if (!link) return 'link-invalid';
  if (link.expired || (link.expiresAt !== null && link.expiresAt <= now)) return 'link-expired';
  return link.hasPassword ? 'password' : 'open';
}

/** After a visitor signs in: the redirect query, else the link's share page (section 4). */
export function afterLinkSignIn(linkToken: string, redirectQuery: string | null): string {
  return safeRedirect(redirectQuery) ?? pathTo('share-index', { linkToken });
}

/** A sign-in's outcome: in ('none'), the link gone or expired meanwhile, or the login kinds. */
export type VisitorSignIn =
  | 'none'
  | 'link-invalid'
  | 'link-expired'
  | 'user'
  | 'server'
  | 'unknown';

export interface Visitor {
  readonly linkToken: string;
  isSignedIn(): boolean;
  /** The route guard of share routes: signed in, or hello decides (an open link signs in). */
  open(): Promise<LinkGate>;
  signIn(credentials: LinkCredentials): Promise<VisitorSignIn>;
  /**
   * Whether the visitor signed in on link-signin (a password or e-mail): only they can sign out,
   * since a link without a password lets its visitor in again at once.
   */
  canSignOut(): boolean;
  /**
   * Ends the visit (logout with the visitor's token), forgets the token and goes to link-signin;
   * false when the server could not be asked (the visitor stays in).
   */
  signOut(): Promise<boolean>;
  /** The bearer of the link's API calls; null once expired (no refresh: sign in again). */
  freshToken(): Promise<string | null>;
  /** A 401 or the token's end: back to link-signin, then to the page the visitor was on. */
  onUnauthenticated(): void;
  /** A 503 from the API: back to the link's first page. */
  onUnavailable(): void;
}

export interface VisitorDeps {
  linkToken: string;
  api: LinkApi;
  storage: Storage;
  window: { location: { pathname: string; search: string; assign(url: string): void } };
  now?: () => number;
}

const MAX_TIMER_MS = 2 ** 31 - 1;

export function createVisitor({
  linkToken,
  api,
  storage,
  window: win,
  now = Date.now,
}: VisitorDeps): Visitor {
  const key = visitorKey(linkToken);
  let token: StoredToken | null = readToken(storage, key);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let opening: Promise<LinkGate> | null = null;
  let leaving = false;

  const setToken = (value: StoredToken | null) => {
    token = value;
    writeToken(storage, value, key);
    clearTimeout(timer);
    if (value) {
      const remaining = Math.min(MAX_TIMER_MS, Math.max(0, value.expiresAt - now()));
      timer = setTimeout(() => visitor.onUnauthenticated(), remaining);
    }
  };

  const leave = (path: string) => {
    if (leaving) return;
    leaving = true;
    clearTimeout(timer);
    win.location.assign(path);
  };

  const isSignedIn = () => token !== null && token.expiresAt > now();

  async function openOnce(): Promise<LinkGate> {
    if (isSignedIn()) return { kind: 'in' };
    const hello = await api.hello(linkToken);
    if (hello.kind !== 'none') return { kind: 'error', error: 'internal' };
    const entry = linkEntry(hello.value, now());
    if (entry === 'link-invalid' || entry === 'link-expired')
      return { kind: 'error', error: entry };
    if (entry === 'password' && hello.value) return { kind: 'signin', link: hello.value };
    // a link without a password signs in at once: no form
    const result = await visitor.signIn({});
    if (result === 'none') return { kind: 'in' };
    if (result === 'link-invalid' || result === 'link-expired') {
      return { kind: 'error', error: result };
    }
    return { kind: 'error', error: 'internal' };
  }

  const visitor: Visitor = {
    linkToken,
    isSignedIn,
    open() {
      // the layout's and the page's loaders ask together: one hello, one sign-in
      opening ??= openOnce().finally(() => {
        opening = null;
      });
      return opening;
    },
    async signIn(credentials) {
      const result = await api.login(linkToken, credentials);
      if (result.kind === 'none') {
        const asked = Boolean(credentials.password || credentials.email);
        setToken(asked ? { ...result.value, viaSignIn: true } : result.value);
        return 'none';
      }
      if (result.kind === 'user' && result.code === 'LINK_INVALID') return 'link-invalid';
      if (result.kind === 'user' && result.code === 'LINK_EXPIRED') return 'link-expired';
      return result.kind;
    },
    canSignOut: () => isSignedIn() && token?.viaSignIn === true,
    async signOut() {
      if (token) {
        const result = await api.logout(token.token);
        // a 4xx means the server holds no visit for us any more: signed out all the same
        if (result.kind === 'server' || result.kind === 'unknown') return false;
      }
      setToken(null);
      leave(pathTo('link-signin', { linkToken }));
      return true;
    },
    async freshToken() {
      if (isSignedIn()) return token?.token ?? null;
      if (token) visitor.onUnauthenticated();
      return null;
    },
    onUnauthenticated() {
      setToken(null);
      const { pathname, search } = win.location;
      const share = pathTo('share-index', { linkToken });
      const signin = pathTo('link-signin', { linkToken });
      const onLink = pathname === share || pathname.startsWith(`${share}/`);
      const back = onLink && pathname !== signin ? { redirect: pathname + search } : undefined;
      leave(pathTo('link-signin', { linkToken }, back));
    },
    onUnavailable() {
      const share = pathTo('share-index', { linkToken });
      if (win.location.pathname !== share) leave(share);
    },
  };
  if (token) setToken(isSignedIn() ? token : null);
  return visitor;
}
