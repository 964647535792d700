import { afterEach, describe, expect, it, vi } from 'vitest';
import { requireLink } from '../app/guard.ts';
import { memoryStorage } from '../test/memory-storage.ts';
import type { LinkApi, LinkInfo } from './link-api.ts';
import type { CallResult, IssuedToken } from './session-api.ts';
import { readToken, TOKEN_KEY } from './token-storage.ts';
import { createVisitor, linkEntry, visitorKey } from './visitor.store.ts';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 24, 9);
const LINK = 'k3y';
const dailies: LinkInfo = {
  name: 'Dailies for the client',
  hasPassword: true,
  expiresAt: T0 + 7 * 24 * 60 * MINUTE,
  expired: false,
  userIP: '203.0.113.7',
};
const issued: IssuedToken = { token: 'visit', expiresAt: T0 + 12 * 60 * MINUTE };

const ok = <T>(value: T): CallResult<T> => ({ kind: 'none', value });
const refused = (status: number, code: string): CallResult<never> => ({
  kind: 'user',
  status,
  code,
});

function setUp(api: Partial<LinkApi> = {}, options: { stored?: IssuedToken; path?: string } = {}) {
  let clock = T0;
  const storage = memoryStorage();
  if (options.stored) storage.setItem(visitorKey(LINK), JSON.stringify(options.stored));
  const win = {
    location: { pathname: options.path ?? `/share/${LINK}`, search: '', assign: vi.fn() },
  };
  const fullApi: LinkApi = {
    hello: vi.fn(async () => ok<LinkInfo | null>(dailies)),
    login: vi.fn(async () => refused(401, 'UNAUTHENTICATED')),
    logout: vi.fn(async () => ok(null)),
    ...api,
  };
  const visitor = createVisitor({
    linkToken: LINK,
    api: fullApi,
    storage,
    window: win,
    now: () => clock,
  });
  return { visitor, storage, win, api: fullApi, advance: (ms: number) => (clock += ms) };
}

afterEach(() => vi.useRealTimers());

describe('linkEntry: what hello says the visitor meets', () => {
  it('tells a missing, an expired, a protected and an open link apart', () => {
    expect(linkEntry(null, T0)).toBe('link-invalid');
    expect(linkEntry({ ...dailies, expired: true }, T0)).toBe('link-expired');
    expect(linkEntry({ ...dailies, expiresAt: T0 }, T0)).toBe('link-expired');
    expect(linkEntry(dailies, T0)).toBe('password');
    expect(linkEntry({ ...dailies, hasPassword: false, expiresAt: null }, T0)).toBe('open');
  });
});

describe('opening a link', () => {
  it('sends to the error pages when the link is gone or expired, or hello fails', async () => {
    const gone = setUp({ hello: async () => ok(null) });
    expect(await gone.visitor.open()).toEqual({ kind: 'error', error: 'link-invalid' });
    const expired = setUp({ hello: async () => ok({ ...dailies, expired: true }) });
    expect(await expired.visitor.open()).toEqual({ kind: 'error', error: 'link-expired' });
    const down = setUp({ hello: async () => ({ kind: 'server', status: 500, code: 'INTERNAL' }) });
    expect(await down.visitor.open()).toEqual({ kind: 'error', error: 'internal' });
    expect(gone.api.login).not.toHaveBeenCalled();
  });

  it('asks for the password of a protected link', async () => {
    const { visitor, api } = setUp();
    expect(await visitor.open()).toEqual({ kind: 'signin', link: dailies });
    expect(api.hello).toHaveBeenCalledWith(LINK);
    expect(api.login).not.toHaveBeenCalled();
  });

  it('signs in at once to a link without a password, once for loaders asking together', async () => {
    const login = vi.fn(async () => ok(issued));
    const { visitor, api, storage } = setUp({
      hello: vi.fn(async () => ok({ ...dailies, hasPassword: false })),
      login,
    });
    const gates = await Promise.all([visitor.open(), visitor.open()]);
    expect(gates).toEqual([{ kind: 'in' }, { kind: 'in' }]);
    expect(api.hello).toHaveBeenCalledOnce();
    expect(login).toHaveBeenCalledExactlyOnceWith(LINK, {});
    expect(visitor.isSignedIn()).toBe(true);
    // per tab, under the link's key: the signed-in user's token stays where it is
    expect(readToken(storage, visitorKey(LINK))).toEqual(issued);
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('lets a visitor with a valid token in without asking the server', async () => {
    const { visitor, api } = setUp({}, { stored: issued });
    expect(await visitor.open()).toEqual({ kind: 'in' });
    expect(await visitor.freshToken()).toBe('visit');
    expect(api.hello).not.toHaveBeenCalled();
  });
});

describe('signing in to a link', () => {
  it('keeps the token on success and names the failures', async () => {
    const login = vi.fn(async () => ok(issued));
    const { visitor } = setUp({ login });
    expect(await visitor.signIn({ password: 'Reel-42', email: 'eve@client.tv' })).toBe('none');
    expect(login).toHaveBeenCalledWith(LINK, { password: 'Reel-42', email: 'eve@client.tv' });

    const wrong = setUp();
    expect(await wrong.visitor.signIn({ password: 'nope' })).toBe('user');
    expect(wrong.visitor.isSignedIn()).toBe(false);
    const expired = setUp({ login: async () => refused(403, 'LINK_EXPIRED') });
    expect(await expired.visitor.signIn({ password: 'Reel-42' })).toBe('link-expired');
    const gone = setUp({ login: async () => refused(404, 'LINK_INVALID') });
    expect(await gone.visitor.signIn({ password: 'Reel-42' })).toBe('link-invalid');
  });
});

describe('signing out of a link', () => {
  it('is offered only to a visitor who signed in with a password or e-mail, across reloads', async () => {
    const login = vi.fn(async () => ok(issued));
    const open = setUp({ hello: async () => ok({ ...dailies, hasPassword: false }), login });
    await open.visitor.open();
    // a link without a password would let them in again at once
    expect(open.visitor.canSignOut()).toBe(false);
    const asked = setUp({ login });
    await asked.visitor.signIn({ password: 'Reel-42' });
    expect(asked.visitor.canSignOut()).toBe(true);
    const reloaded = createVisitor({
      linkToken: LINK,
      api: asked.api,
      storage: asked.storage,
      window: asked.win,
      now: () => T0,
    });
    expect(reloaded.canSignOut()).toBe(true);
  });

  it('ends the visit at the server, forgets the token and goes to link-signin', async () => {
    const stored = { ...issued, viaSignIn: true as const };
    const { visitor, api, storage, win } = setUp({}, { stored, path: `/share/${LINK}/browse/f1` });
    expect(await visitor.signOut()).toBe(true);
    expect(api.logout).toHaveBeenCalledExactlyOnceWith('visit');
    expect(storage.getItem(visitorKey(LINK))).toBeNull();
    expect(visitor.isSignedIn()).toBe(false);
    expect(win.location.assign).toHaveBeenCalledExactlyOnceWith(`/share/${LINK}/signin`);
  });

  it('stays in when the server cannot be asked', async () => {
    const stored = { ...issued, viaSignIn: true as const };
    const down = async () => ({
      kind: 'server' as const,
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
    const { visitor, storage, win } = setUp({ logout: down }, { stored });
    expect(await visitor.signOut()).toBe(false);
    expect(readToken(storage, visitorKey(LINK))).toEqual(stored);
    expect(win.location.assign).not.toHaveBeenCalled();
  });
});

describe('the end of a visit', () => {
  it('goes back to link-signin on a 401, remembering the page', () => {
    const path = `/share/${LINK}/browse/f1`;
    const { visitor, win, storage } = setUp({}, { stored: issued, path });
    visitor.onUnauthenticated();
    visitor.onUnauthenticated();
    expect(win.location.assign).toHaveBeenCalledExactlyOnceWith(
      `/share/${LINK}/signin?redirect=%2Fshare%2Fk3y%2Fbrowse%2Ff1`,
    );
    expect(storage.getItem(visitorKey(LINK))).toBeNull();
  });

  it('goes back to link-signin when the token expires (no refresh)', async () => {
    vi.useFakeTimers({ now: T0 });
    const { visitor, win, advance } = setUp({}, { stored: issued });
    await vi.advanceTimersByTimeAsync(12 * 60 * MINUTE - 1);
    expect(win.location.assign).not.toHaveBeenCalled();
    advance(12 * 60 * MINUTE);
    await vi.advanceTimersByTimeAsync(1);
    expect(win.location.assign).toHaveBeenCalledWith(
      `/share/${LINK}/signin?redirect=%2Fshare%2Fk3y`,
    );
    expect(await visitor.freshToken()).toBeNull();
  });

  it('forgets a stored token that has expired', async () => {
    const { visitor, storage } = setUp({}, { stored: { token: 'old', expiresAt: T0 - 1 } });
    expect(visitor.isSignedIn()).toBe(false);
    expect(storage.getItem(visitorKey(LINK))).toBeNull();
  });
});

describe('the share routes guard', () => {
  const request = new Request(`http://rushes.test/share/${LINK}/view/a1?t=3`);
  const refusal = (promise: Promise<void>) =>
    promise.then(
      () => null,
      (error: Response) => error.headers.get('Location'),
    );

  it('sends to link-signin with a redirect back, or to the error pages', async () => {
    expect(await refusal(requireLink(setUp().visitor, request))).toBe(
      `/share/${LINK}/signin?redirect=%2Fshare%2Fk3y%2Fview%2Fa1%3Ft%3D3`,
    );
    const gone = setUp({ hello: async () => ok(null) });
    expect(await refusal(requireLink(gone.visitor, request))).toBe('/error/link-invalid');
    const expired = setUp({ hello: async () => ok({ ...dailies, expiresAt: T0 - MINUTE }) });
    expect(await refusal(requireLink(expired.visitor, request))).toBe('/error/link-expired');
  });

  it('lets a signed-in visitor through', async () => {
    const { visitor } = setUp({}, { stored: issued });
    await expect(requireLink(visitor, request)).resolves.toBeUndefined();
  });
});
