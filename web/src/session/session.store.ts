import { pathTo } from '../routes/route-table.ts';
import type { CallResult, Hello, IssuedToken, SessionApi } from './session-api.ts';

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
  token: StoredToken | null;
  hello: Hello | null;
  startError: StartError | null;
}

/** How signing in went; `limited`: too many wrong passwords of late, the user must wait. */
export type LoginResult = CallResult<IssuedToken>['kind'] | 'limited';

export interface Session {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** hello, then a refresh when a token is stored (access-and-shell section 4, start-up). */
  init(): Promise<void>;
  isAuthenticated(): boolean;
  /** A token fit for a request, refreshed first when it is about to expire; null when signed out. */
  freshToken(): Promise<string | null>;
  login(email: string, password: string): Promise<LoginResult>;
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

  async function startUp(): Promise<void> {
    const hello = await api.hello();
    if (hello.kind !== 'none') return set({ startError: 'internal' });
    set({ hello: hello.value });
    if (!hello.value.license.active) return set({ startError: 'invalid-license' });
    const stored = state.token;
    if (!stored) return;
    const refreshed = await refresh();
    if (!refreshed && isStale(stored.expiresAt, now())) setToken(null);
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
    async freshToken() {
      if (state.token && isStale(state.token.expiresAt, now())) await refresh();
      return session.isAuthenticated() ? (state.token?.token ?? null) : null;
    },
    async login(email, password) {
      const result = await api.login(email, password);
      if (result.kind === 'none') setToken(result.value);
      if (result.kind === 'user' && result.code === 'RATE_LIMITED') return 'limited';
      return result.kind;
    },
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
      if (result.kind === 'none') setToken(result.value);
      return result.kind;
    },
    async logout() {
      const result = await api.logout(state.token?.token ?? null);
      // a 4xx means the server holds no session for us any more: signed out all the same
      if (result.kind === 'server' || result.kind === 'unknown') return false;
      setToken(null);
      leave(pathTo('home'));
      return true;
    },
    onUnauthenticated() {
      if (signingOut || leaving) return;
      signingOut = true;
      void api.logout(state.token?.token ?? null).finally(() => {
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
