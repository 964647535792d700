import type { Environment, RequestParameters } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkApi } from '../session/link-api.ts';
import { visitorKey } from '../session/visitor.store.ts';
import { memoryStorage } from '../test/memory-storage.ts';
import { createLinkScopes } from './link-scopes.ts';

const sharedLink: RequestParameters = {
  id: null,
  cacheID: 'SharedLinkName',
  name: 'SharedLinkName',
  operationKind: 'query',
  text: 'query SharedLinkName { sharedLink { name } }',
  metadata: {},
};

const noCalls: LinkApi = {
  hello: async () => ({ kind: 'unknown' }),
  login: async () => ({ kind: 'unknown' }),
  logout: async () => ({ kind: 'unknown' }),
};

function setUp() {
  const storage = memoryStorage();
  const visit = { token: 'visit-k3y', expiresAt: Date.now() + 3_600_000 };
  storage.setItem(visitorKey('k3y'), JSON.stringify(visit));
  const win = { location: { pathname: '/share/k3y/browse/f1', search: '', assign: vi.fn() } };
  const links = createLinkScopes({ api: noCalls, storage, window: win });
  return { links, win };
}

/** Runs the query through a scope's network; the request fetch was given. */
async function ask(environment: Environment) {
  await new Promise<void>((resolve) => {
    environment
      .getNetwork()
      .execute(sharedLink, {}, {})
      .subscribe({
        complete: resolve,
        error: () => resolve(),
      });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('a share link scope', () => {
  it("sends the link's visitor token, and keeps one scope per link", async () => {
    const fetch = vi.fn(async () => Response.json({ data: { sharedLink: { name: 'Dailies' } } }));
    vi.stubGlobal('fetch', fetch);
    const { links } = setUp();
    expect(links('k3y')).toBe(links('k3y'));
    expect(links('other').environment).not.toBe(links('k3y').environment);
    await ask(links('k3y').environment);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ authorization: 'Bearer visit-k3y' });
  });

  it('goes back to link-signin when the API answers 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ errors: [] }, { status: 401 })),
    );
    const { links, win } = setUp();
    await ask(links('k3y').environment);
    expect(win.location.assign).toHaveBeenCalledWith(
      '/share/k3y/signin?redirect=%2Fshare%2Fk3y%2Fbrowse%2Ff1',
    );
  });
});
