import { pathTo } from '../routes/route-table.ts';
import {
  type CallResult,
  field,
  type Hello,
  type IssuedToken,
  type SessionApi,
  type SignedIn,
  type VerificationFactors,
} from './session-api.ts';

/** The invite form's answer; only the setup link asks for an e-mail. */
export interface InviteAnswer {
  name: string;
  email?: string;
  password: string;
}

import { isStale, refreshDelay } from './refresh-timing.ts';
import { readToken, type StoredToken, TOKEN_KEY, writeToken } from './token-storage.ts';

/** Reload after the tab was hidden this long (access-and-shell section 9). */
export const INACTIVITY_RELOAD_MS = 24 * 60 * 60 * 1000;

export type StartError = 'internal' | 'invalid-license';

export interface SessionState {
  initialised: boolean;
  /** The signed-in user's token; never a verification token. */
  token: StoredToken | null;
  /**
   * A sign-in that still needs its second factor: the verification token (10 minutes), kept in
   * memory only. Signed in once verified.
   */
  verification: IssuedToken | null;
  hello: Hello | null;
  startError: StartError | null;
}

/**
 * How signing in went; `limited`: too many wrong passwords (or codes) of late, the user must wait;
 * `refused`: so many that only a password reset lets them in again.
 */
export type LoginResult = CallResult<IssuedToken>['kind'] | 'limited' | 'refused';

/** How a second-factor call went, as a sign-in's (`user`: a wrong code or an unknown factor). */
export type FactorResult = LoginResult;

export interface Session {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** hello, and a refresh when a token is stored (access-and-shell section 4, start-up). */
  init(): Promise<void>;
  /** A token exists, it has not expired, and no second factor is awaited (section 4). */
  isAuthenticated(): boolean;
  /** A sign-in awaits its second factor, and its verification token has not expired. */
  needsVerification(): boolean;
  /** The active factors the verification may use; null when they could not be loaded. */
  factors(): Promise<VerificationFactors | null>;
  /** Sends a code to an SMS factor. */
  triggerFactor(id: string): Promise<FactorResult>;
  /** Checks a factor's code (or a recovery code, `RECOVERY_FACTOR`): signed in on 'none'. */
  verify(id: string, code: string): Promise<FactorResult>;
  /** A token fit for a request, refreshed first when it is about to expire; null when signed out. */
  freshToken(): Promise<string | null>;
  login(email: string, password: string): Promise<LoginResult>;
  /**
   * A sign-in the server completed on the OpenID provider's return, which left only the refresh
   * cookie: its access token, by a refresh. false when there is none.
   */
  resumeSignIn(): Promise<boolean>;
  /** The invite link's form (an invitation, or the first-superuser setup link): signs in on success. */
  acceptInvite(token: string, body: InviteAnswer): Promise<LoginResult>;
  /** Asks for a reset link by mail: 'none' when the server took the request. */
  requestPasswordReset(email: string): Promise<LoginResult>;
  /** The reset link's form: sets the new password and signs in on success. */
  resetPassword(token: string, password: string): Promise<LoginResult>;
  /** false when the server could not sign out: the caller shows 'Failed To Sign Out'. */
  logout(): Promise<boolean>;
  /** A 401 from the API: sign out whatever the server says. */
  onUnauthenticated(): void;
  /** A 503 from the API: back to '/'. */
  onUnavailable(): void;
  dispose(): void;
}

/** The parts of `window` the session uses. */
export interface SessionWindow {
  location: { pathname: string; assign(url: string): void; reload(): void };
  navigator: { locks?: LockManager };
  document: {
    visibilityState: DocumentVisibilityState;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

export interface SessionDeps {
  api: SessionApi;
  storage: Storage;
  window: SessionWindow;
  now?: () => number;
}

export function createSession({ api, storage, window: win, now = Date.now }: SessionDeps): Session {
  let state: SessionState = {
    initialised: false,
    token: readToken(storage),
    verification: null,
    hello: null,
    startError: null,
  };
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let refreshing: Promise<boolean> | null = null;
  let hiddenAt: number | null = null;
  let leaving = false;
  let signingOut = false;

  const set = (patch: Partial<SessionState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const schedule = () => {
    clearTimeout(timer);
    if (state.token) timer = setTimeout(refresh, refreshDelay(state.token.expiresAt, now()));
  };

  const setToken = (token: StoredToken | null) => {
    writeToken(storage, token);
    set({ token });
    schedule();
  };

  /** A sign-in's answer: signed in, or a second factor is awaited first. */
  const signIn = (result: CallResult<SignedIn>) => {
    if (result.kind !== 'none') return;
    const { token, expiresAt, needsVerification } = result.value;
    if (needsVerification) set({ verification: { token, expiresAt } });
    else {
      set({ verification: null });
      setToken({ token, expiresAt });
    }
  };

  const kindOf = (result: CallResult<unknown>): LoginResult =>
    result.kind !== 'user' || result.code !== 'RATE_LIMITED'
      ? result.kind
      : field(result.data, 'retryAfterSeconds') === null
        ? 'refused'
        : 'limited';

  /** The verification token, while it is good. */
  const verificationToken = () =>
    state.verification && state.verification.expiresAt > now() ? state.verification.token : null;

  /** A 401 on a second-factor call: the verification token expired; sign in again. */
  const dropExpired = (result: CallResult<unknown>) => {
    if (result.kind === 'user' && result.status === 401) set({ verification: null });
  };

  const leave = (path: string) => {
    if (leaving) return;
    leaving = true;
    clearTimeout(timer);
    win.location.assign(path);
  };

  async function refreshOnce(): Promise<boolean> {
    // another tab may have refreshed already: its token is ours too
    const stored = readToken(storage);
    if (stored && stored.token !== state.token?.token && !isStale(stored.expiresAt, now())) {
      set({ token: stored });
      schedule();
      return true;
    }
    const result = await api.refresh();
    if (result.kind !== 'none') return false; // a failed refresh is ignored
    setToken(result.value);
    return true;
  }

  /** One refresh at a time across the browser's tabs: they share the rotating refresh cookie. */
  async function exclusive(run: () => Promise<boolean>): Promise<boolean> {
    const locks = win.navigator.locks;
    return locks ? await locks.request('rushes.refresh', run) : run();
  }

  function refresh(): Promise<boolean> {
    if (refreshing) return refreshing;
    const pending = exclusive(refreshOnce).finally(() => {
      refreshing = null;
    });
    refreshing = pending;
    return pending;
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKEN_KEY) return;
    const stored = readToken(storage);
    if (!stored && state.token) leave(pathTo('home'));
    else if (stored) {
      set({ token: stored });
      schedule();
    }
  };

  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') {
      hiddenAt = now();
      return;
    }
    if (
      hiddenAt !== null &&
      now() - hiddenAt >= INACTIVITY_RELOAD_MS &&
      session.isAuthenticated()
    ) {
      win.location.reload();
    }
    hiddenAt = null;
  };

  /**
   * A stored token is refreshed beside the hello rather than after it, and one still good serves
   * the first requests while its refresh is under way: opening an address costs one round trip.
   */
  async function startUp(): Promise<void> {
    const stored = state.token;
    const refreshed = stored ? refresh() : null;
    const hello = await api.hello();
    if (hello.kind !== 'none') {
      // A failed hello leaves the session signed out (access-and-shell section 4): a refresh
      // already under way settles first, so it cannot sign the session in afterwards.
      await refreshed;
      clearTimeout(timer);
      return set({ token: null, startError: 'internal' });
    }
    set({ hello: hello.value });
    if (!hello.value.license.active) return set({ startError: 'invalid-license' });
    if (!stored || !refreshed) return;
    if (isStale(stored.expiresAt, now()) && !(await refreshed)) setToken(null);
  }

  const session: Session = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async init() {
      await startUp();
      set({ initialised: true });
      schedule();
      win.addEventListener('storage', onStorage);
      win.document.addEventListener('visibilitychange', onVisibility);
    },
    isAuthenticated: () => state.token !== null && state.token.expiresAt > now(),
    needsVerification: () => verificationToken() !== null,
    async factors() {
      const token = verificationToken();
      if (!token) return null;
      const result = await api.factors(token);
      dropExpired(result);
      return result.kind === 'none' ? result.value : null;
    },
    async triggerFactor(id) {
      const token = verificationToken();
      if (!token) return 'user';
      const result = await api.triggerFactor(token, id);
      dropExpired(result);
      return kindOf(result);
    },
    async verify(id, code) {
      const token = verificationToken();
      if (!token) return 'user';
      const result = await api.verify(token, id, code);
      dropExpired(result);
      if (result.kind === 'none') {
        set({ verification: null });
        setToken(result.value);
      }
      return kindOf(result);
    },
    async freshToken() {
      if (state.token && isStale(state.token.expiresAt, now())) await refresh();
      return session.isAuthenticated() ? (state.token?.token ?? null) : null;
    },
    async login(email, password) {
      const result = await api.login(email, password);
      signIn(result);
      return kindOf(result);
    },
    resumeSignIn: () => refresh(),
    async acceptInvite(token, body) {
      const result = await api.acceptInvite(token, body);
      if (result.kind === 'none') setToken(result.value);
      return result.kind;
    },
    async requestPasswordReset(email) {
      return (await api.requestPasswordReset(email)).kind;
    },
    async resetPassword(token, password) {
      const result = await api.resetPassword(token, password);
      signIn(result);
      return result.kind;
    },
    async logout() {
      const result = await api.logout(state.token?.token ?? verificationToken());
      // a 4xx means the server holds no session for us any more: signed out all the same
      if (result.kind === 'server' || result.kind === 'unknown') return false;
      set({ verification: null });
      setToken(null);
      leave(pathTo('home'));
      return true;
    },
    onUnauthenticated() {
      if (signingOut || leaving) return;
      signingOut = true;
      void api.logout(state.token?.token ?? verificationToken()).finally(() => {
        set({ verification: null });
        setToken(null);
        leave(pathTo('home'));
      });
    },
    onUnavailable() {
      const path = win.location.pathname;
      if (path !== pathTo('home') && path !== pathTo('projects-index')) leave(pathTo('home'));
    },
    dispose() {
      clearTimeout(timer);
      win.removeEventListener('storage', onStorage);
      win.document.removeEventListener('visibilitychange', onVisibility);
    },
  };
  return session;
}
