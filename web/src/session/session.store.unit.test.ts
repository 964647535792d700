import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memory-storage.ts';
import { createSession, INACTIVITY_RELOAD_MS, type SessionWindow } from './session.store.ts';
import type { CallResult, Hello, IssuedToken, SessionApi, SignedIn } from './session-api.ts';
import { readToken, TOKEN_KEY, writeToken } from './token-storage.ts';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 22, 9);
const hello: Hello = {
  api: { version: '1', buildId: 'b', buildTime: '' },
  license: { active: true, reason: null },
  setupRequired: false,
  supportEmail: null,
  externalLogin: { domains: [], url: null },
};

function fakeWindow(pathname = '/projects') {
  const listeners = {
    storage: [] as ((event: StorageEvent) => void)[],
    visibility: [] as (() => void)[],
  };
  const win = {
    location: { pathname, assign: vi.fn(), reload: vi.fn() },
    navigator: {},
    document: {
      visibilityState: 'visible' as DocumentVisibilityState,
      addEventListener: (_: 'visibilitychange', listener: () => void) =>
        listeners.visibility.push(listener),
      removeEventListener: () => {},
    },
    addEventListener: (_: 'storage', listener: (event: StorageEvent) => void) =>
      listeners.storage.push(listener),
    removeEventListener: () => {},
  } satisfies SessionWindow;
  const setVisibility = (state: DocumentVisibilityState) => {
    win.document.visibilityState = state;
    for (const listener of listeners.visibility) listener();
  };
  return { win, setVisibility };
}

const ok = <T>(value: T): CallResult<T> => ({ kind: 'none', value });
const refused: CallResult<never> = { kind: 'user', status: 401, code: 'UNAUTHENTICATED' };

function fakeApi(overrides: Partial<SessionApi> = {}): SessionApi {
  return {
    hello: vi.fn(async () => ok(hello)),
    login: vi.fn(async () => refused),
    refresh: vi.fn(async () => refused),
    logout: vi.fn(async () => ok(null)),
    getInvite: vi.fn(async () => refused),
    acceptInvite: vi.fn(async () => refused),
    requestPasswordReset: vi.fn(async () => ok(null)),
    getPasswordReset: vi.fn(async () => refused),
    resetPassword: vi.fn(async () => refused),
    factors: vi.fn(async () => refused),
    triggerFactor: vi.fn(async () => refused),
    verify: vi.fn(async () => refused),
    ...overrides,
  };
}

function setUp(
  options: { api?: SessionApi; stored?: IssuedToken; pathname?: string; at?: number } = {},
) {
  let clock = options.at ?? T0;
  const storage = memoryStorage();
  if (options.stored) writeToken(storage, options.stored);
  const { win, setVisibility } = fakeWindow(options.pathname);
  const api = options.api ?? fakeApi();
  const session = createSession({ api, storage, window: win, now: () => clock });
  const advance = (ms: number) => {
    clock += ms;
  };
  return { session, storage, win, api, setVisibility, advance, now: () => clock };
}

afterEach(() => vi.useRealTimers());

describe('session start-up', () => {
  it('goes to the internal error when hello fails', async () => {
    const { session } = setUp({ api: fakeApi({ hello: async () => ({ kind: 'unknown' }) }) });
    await session.init();
    expect(session.getState()).toMatchObject({ initialised: true, startError: 'internal' });
    expect(session.isAuthenticated()).toBe(false);
  });

  it('leaves a session with a good stored token signed out when hello fails', async () => {
    const fresh = { token: 'new', expiresAt: T0 + 15 * MINUTE };
    const api = fakeApi({
      hello: async () => ({ kind: 'server', status: 500, code: 'INTERNAL' }),
      refresh: vi.fn(async () => ok(fresh)),
    });
    const { session } = setUp({ api, stored: { token: 'old', expiresAt: T0 + MINUTE } });
    await session.init();
    expect(session.getState()).toMatchObject({ initialised: true, startError: 'internal' });
    expect(session.isAuthenticated()).toBe(false);
  });

  it('goes to invalid-license when the license is inactive', async () => {
    const inactive = { ...hello, license: { active: false, reason: 'expired' } };
    const { session } = setUp({ api: fakeApi({ hello: async () => ok(inactive) }) });
    await session.init();
    expect(session.getState().startError).toBe('invalid-license');
  });

  it('refreshes a stored token beside the hello, and a good one serves before it answers', async () => {
    const fresh = { token: 'new', expiresAt: T0 + 15 * MINUTE };
    let answer: (result: CallResult<IssuedToken>) => void = () => {};
    let answerHello: (result: CallResult<Hello>) => void = () => {};
    const api = fakeApi({
      hello: vi.fn(() => new Promise<CallResult<Hello>>((resolve) => (answerHello = resolve))),
      refresh: vi.fn(() => new Promise<CallResult<IssuedToken>>((resolve) => (answer = resolve))),
    });
    const { session, storage } = setUp({ api, stored: { token: 'old', expiresAt: T0 + MINUTE } });
    const started = session.init();
    await vi.waitFor(() => expect(api.refresh).toHaveBeenCalled());
    answerHello(ok(hello));
    await started;
    expect(session.isAuthenticated()).toBe(true);
    expect(await session.freshToken()).toBe('old');
    answer(ok(fresh));
    await vi.waitFor(() => expect(readToken(storage)).toEqual(fresh));
    expect(await session.freshToken()).toBe('new');
  });

  it('waits for the refresh of a stored token that has expired', async () => {
    const fresh = { token: 'new', expiresAt: T0 + 15 * MINUTE };
    const api = fakeApi({ refresh: vi.fn(async () => ok(fresh)) });
    const { session } = setUp({ api, stored: { token: 'old', expiresAt: T0 - MINUTE } });
    await session.init();
    expect(session.isAuthenticated()).toBe(true);
    expect(await session.freshToken()).toBe('new');
  });

  it('keeps a valid token when the refresh fails, and drops an expired one', async () => {
    const valid = setUp({ stored: { token: 't', expiresAt: T0 + MINUTE } });
    await valid.session.init();
    expect(valid.session.isAuthenticated()).toBe(true);

    const expired = setUp({ stored: { token: 't', expiresAt: T0 - MINUTE } });
    await expired.session.init();
    expect(expired.session.isAuthenticated()).toBe(false);
    expect(expired.storage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('a sign-in refused for wrong passwords', () => {
  const answering = (data: unknown) =>
    fakeApi({
      login: vi.fn(
        async (): Promise<CallResult<SignedIn>> => ({
          kind: 'user',
          status: 429,
          code: 'RATE_LIMITED',
          data,
        }),
      ),
    });

  it('is limited while a wait is named, refused when only a reset helps', async () => {
    const waiting = setUp({ api: answering({ retryAfterSeconds: 30 }) });
    expect(await waiting.session.login('ana@studio.tv', 'x')).toBe('limited');
    const refused = setUp({ api: answering({ retryAfterSeconds: null }) });
    expect(await refused.session.login('ana@studio.tv', 'x')).toBe('refused');
  });
});

describe('session use', () => {
  it('signs in and reports the result kind', async () => {
    const issued = { token: 't', expiresAt: T0 + 15 * MINUTE };
    const api = fakeApi({ login: vi.fn(async () => ok({ ...issued, needsVerification: false })) });
    const { session, storage } = setUp({ api });
    await session.init();
    expect(await session.login('ana@studio.tv', 'secret1')).toBe('none');
    expect(session.needsVerification()).toBe(false);
    expect(readToken(storage)).toEqual(issued);
    expect(await setUp().session.login('ana@studio.tv', 'wrong')).toBe('user');
    const limited: CallResult<never> = { kind: 'user', status: 429, code: 'RATE_LIMITED' };
    const waiting = setUp({ api: fakeApi({ login: vi.fn(async () => limited) }) });
    expect(await waiting.session.login('ana@studio.tv', 'secret1')).toBe('limited');
  });

  it('takes up a sign-in the server completed, with the refresh cookie it left', async () => {
    const fresh = { token: 'from-the-provider', expiresAt: T0 + 15 * MINUTE };
    const { session, storage } = setUp({ api: fakeApi({ refresh: vi.fn(async () => ok(fresh)) }) });
    await session.init();
    expect(session.isAuthenticated()).toBe(false);
    expect(await session.resumeSignIn()).toBe(true);
    expect(session.isAuthenticated()).toBe(true);
    expect(readToken(storage)?.token).toBe('from-the-provider');

    const none = setUp();
    await none.session.init();
    expect(await none.session.resumeSignIn()).toBe(false);
    expect(none.session.isAuthenticated()).toBe(false);
  });

  it('signs in with the new password a reset link set', async () => {
    const issued = { token: 't', expiresAt: T0 + 15 * MINUTE };
    const resetPassword = vi.fn(async () => ok({ ...issued, needsVerification: false }));
    const { session, storage } = setUp({ api: fakeApi({ resetPassword }) });
    await session.init();
    expect(await session.resetPassword('link-token', 'secret1')).toBe('none');
    expect(resetPassword).toHaveBeenCalledWith('link-token', 'secret1');
    expect(readToken(storage)).toEqual(issued);
    expect(await setUp().session.resetPassword('spent', 'secret1')).toBe('user');
  });

  it('refreshes a little before the token expires', async () => {
    vi.useFakeTimers();
    const refresh = vi.fn(async () => ok({ token: 'next', expiresAt: T0 + 15 * MINUTE }));
    const { session } = setUp({
      api: fakeApi({ refresh }),
      stored: { token: 't', expiresAt: T0 + 15 * MINUTE },
    });
    await session.init();
    refresh.mockClear();
    await vi.advanceTimersByTimeAsync(14 * MINUTE - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledOnce();
    session.dispose();
  });

  it('signs out: server first, then clears and reloads at /', async () => {
    const { session, storage, win } = setUp({ stored: { token: 't', expiresAt: T0 + MINUTE } });
    await session.init();
    expect(await session.logout()).toBe(true);
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(win.location.assign).toHaveBeenCalledWith('/');
  });

  it('stays signed in when the server cannot sign out', async () => {
    const api = fakeApi({
      logout: async () => ({ kind: 'server', status: 500, code: 'INTERNAL' }),
    });
    const { session, win } = setUp({ api, stored: { token: 't', expiresAt: T0 + MINUTE } });
    await session.init();
    expect(await session.logout()).toBe(false);
    expect(session.isAuthenticated()).toBe(true);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('signs out once on a 401 from the API', async () => {
    const { session, api, win } = setUp({ stored: { token: 't', expiresAt: T0 + MINUTE } });
    await session.init();
    session.onUnauthenticated();
    session.onUnauthenticated();
    await vi.waitFor(() => expect(win.location.assign).toHaveBeenCalledWith('/'));
    expect(api.logout).toHaveBeenCalledOnce();
  });

  it('goes to / on a 503, unless the home page itself failed', async () => {
    const away = setUp({ pathname: '/workspaces' });
    away.session.onUnavailable();
    expect(away.win.location.assign).toHaveBeenCalledWith('/');
    const home = setUp({ pathname: '/projects' });
    home.session.onUnavailable();
    expect(home.win.location.assign).not.toHaveBeenCalled();
  });

  it('reloads when the tab comes back after 24 hours hidden', async () => {
    const stored = { token: 't', expiresAt: T0 + 48 * 60 * MINUTE };
    const { session, win, setVisibility, advance } = setUp({ stored });
    await session.init();
    setVisibility('hidden');
    advance(INACTIVITY_RELOAD_MS - 1);
    setVisibility('visible');
    expect(win.location.reload).not.toHaveBeenCalled();
    setVisibility('hidden');
    advance(INACTIVITY_RELOAD_MS);
    setVisibility('visible');
    expect(win.location.reload).toHaveBeenCalledOnce();
    session.dispose();
  });
});

describe('two-factor sign-in', () => {
  const verification = { token: 'v', expiresAt: T0 + 10 * MINUTE, needsVerification: true };
  const signedIn = { token: 's', expiresAt: T0 + 15 * MINUTE };
  const app = { id: 'f1', type: 'App' as const, recipient: null, mustTrigger: false };
  const factors = { factors: [{ ...app, triggeredAt: null }], recoveryCodesLeft: 10 };

  async function awaitingCode(overrides: Partial<SessionApi> = {}) {
    const api = fakeApi({ login: vi.fn(async () => ok(verification)), ...overrides });
    const setup = setUp({ api });
    await setup.session.init();
    expect(await setup.session.login('ana@studio.tv', 'secret1')).toBe('none');
    return setup;
  }

  it('keeps the verification token apart: not signed in until verified', async () => {
    const { session, storage } = await awaitingCode();
    expect(session.isAuthenticated()).toBe(false);
    expect(session.needsVerification()).toBe(true);
    expect(session.getState()).toMatchObject({ token: null, verification: { token: 'v' } });
    expect(readToken(storage)).toBeNull();
    expect(await session.freshToken()).toBeNull();
  });

  it('asks a reset link too for the second factor', async () => {
    const api = fakeApi({ resetPassword: vi.fn(async () => ok(verification)) });
    const { session } = setUp({ api });
    expect(await session.resetPassword('link-token', 'secret1')).toBe('none');
    expect(session.needsVerification()).toBe(true);
    expect(session.isAuthenticated()).toBe(false);
  });

  it('loads the factors and sends a code with the verification token', async () => {
    const triggerFactor = vi.fn(async () => ok({ triggeredAt: '2026-11-22T09:00:00Z' }));
    const { session, api } = await awaitingCode({
      factors: vi.fn(async () => ok(factors)),
      triggerFactor,
    });
    expect(await session.factors()).toEqual(factors);
    expect(api.factors).toHaveBeenCalledWith('v');
    expect(await session.triggerFactor('f2')).toBe('none');
    expect(triggerFactor).toHaveBeenCalledWith('v', 'f2');
  });

  it('signs in once the code is right', async () => {
    const verify = vi.fn(async () => ok(signedIn));
    const { session, storage } = await awaitingCode({ verify });
    expect(await session.verify('f1', '123456')).toBe('none');
    expect(verify).toHaveBeenCalledWith('v', 'f1', '123456');
    expect(session.isAuthenticated()).toBe(true);
    expect(session.needsVerification()).toBe(false);
    expect(readToken(storage)).toEqual(signedIn);
  });

  it('stays unverified after a wrong code, and says when too many were tried', async () => {
    const invalid: CallResult<never> = { kind: 'user', status: 400, code: 'INVALID_CODE' };
    const verify = vi.fn(async () => invalid);
    const { session } = await awaitingCode({ verify });
    expect(await session.verify('f1', '000000')).toBe('user');
    expect(session.isAuthenticated()).toBe(false);
    expect(session.needsVerification()).toBe(true);
    verify.mockResolvedValue({ kind: 'user', status: 429, code: 'RATE_LIMITED' });
    expect(await session.verify('f1', '000000')).toBe('limited');
  });

  it('forgets a verification token that expired, by the clock or the server', async () => {
    const { session, advance } = await awaitingCode();
    advance(10 * MINUTE);
    expect(session.needsVerification()).toBe(false);
    expect(await session.verify('f1', '123456')).toBe('user');

    const refusing = await awaitingCode({ verify: vi.fn(async () => refused) });
    expect(await refusing.session.verify('f1', '123456')).toBe('user');
    expect(refusing.session.getState().verification).toBeNull();
  });

  it('signs out a pending verification too', async () => {
    const { session, api, win } = await awaitingCode();
    expect(await session.logout()).toBe(true);
    expect(api.logout).toHaveBeenCalledWith('v');
    expect(session.getState().verification).toBeNull();
    expect(win.location.assign).toHaveBeenCalledWith('/');
  });
});
