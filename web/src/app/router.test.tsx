// @vitest-environment jsdom
import '../test/jsdom.ts';
import { screen } from '@testing-library/react';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { pathTo, type RouteName, routeTable } from '../routes/route-table.ts';
import { createLinkApi } from '../session/link-api.ts';
import { createSessionApi } from '../session/session-api.ts';
import { fakeSession } from '../test/fake-session.ts';
import { memoryStorage } from '../test/memory-storage.ts';
import { renderRoutes } from '../test/render.tsx';
import { requireSignIn } from './guard.ts';
import { createLinkScopes } from './link-scopes.ts';
import { buildRoutes } from './router.tsx';

/**
 * The spec's route table (access-and-shell section 2), with sample params filled in, and the
 * routes of ours beside it (the project's chain of custody, its collections).
 */
const spec: [RouteName, Record<string, string>, string][] = [
  ['home', {}, '/'],
  ['projects-index', {}, '/projects'],
  ['projects-settings', { projectId: 'p' }, '/projects/p/settings'],
  ['projects-settings-watermarks', { projectId: 'p' }, '/projects/p/settings/watermarks'],
  ['projects-settings-notifications', { projectId: 'p' }, '/projects/p/settings/notifications'],
  ['projects-settings-custody', { projectId: 'p' }, '/projects/p/settings/custody'],
  ['projects-stats', { projectId: 'p' }, '/projects/p/stats'],
  ['projects-collection', { projectId: 'p', collectionId: 'c' }, '/projects/p/collections/c'],
  ['projects-folder', { projectId: 'p' }, '/projects/p'],
  ['projects-folder', { projectId: 'p', folderId: 'f' }, '/projects/p/f'],
  ['view', { projectId: 'p', folderId: 'f', assetId: 'a' }, '/projects/p/f/a'],
  ['link-index', { linkToken: 't' }, '/link/t'],
  ['share-index', { linkToken: 't' }, '/share/t'],
  ['link-folder', { linkToken: 't', folderId: 'f' }, '/share/t/browse/f'],
  ['link-view', { linkToken: 't', assetId: 'a' }, '/share/t/view/a'],
  ['link-view', { linkToken: 't', folderId: 'f', assetId: 'a' }, '/share/t/view/f/a'],
  ['users-index', {}, '/users'],
  ['users-project', { projectId: 'p' }, '/users/p'],
  ['users-folder', { projectId: 'p', folderId: 'f' }, '/users/p/f'],
  ['links-index', {}, '/shares'],
  ['links-project', { projectId: 'p' }, '/shares/p'],
  ['workspaces-index', {}, '/workspaces'],
  ['workspaces-settings', { workspaceId: 'w' }, '/workspaces/w'],
  ['workspaces-settings', { workspaceId: 'w', tab: 'users' }, '/workspaces/w/users'],
  ['search', {}, '/search'],
  ['account', {}, '/account'],
  ['account-notifications', {}, '/account/notifications'],
  ['account-preferences', {}, '/account/preferences'],
  ['link-signin', { linkToken: 't' }, '/share/t/signin'],
  ['signin', {}, '/signin'],
  ['verify', {}, '/verify'],
  ['invite', { token: 't' }, '/invite/t'],
  ['reset-password', { token: 't' }, '/reset-password/t'],
  ['password-reset', {}, '/reset-password/'],
  ['error', { error: 'not-found' }, '/error/not-found'],
];

function routes() {
  const environment = new Environment({
    network: Network.create(() => Promise.reject(new Error('no network in this test'))),
    store: new Store(new RecordSource()),
  });
  const preload = () => Promise.reject(new Error('no queries in this test'));
  // hello knows no link
  const api = createLinkApi(async () => Response.json({ link: null }));
  const links = createLinkScopes({ api, storage: memoryStorage(), window });
  return buildRoutes({
    session: fakeSession(),
    api: createSessionApi(),
    environment,
    preload,
    links,
  });
}

describe('route table', () => {
  it('knows every route name of the spec', () => {
    expect(new Set(spec.map(([name]) => name))).toEqual(new Set(Object.keys(routeTable)));
  });

  it.each(spec)('%s with %j is %s', (name, params, path) => {
    expect(pathTo(name, params as never)).toBe(path);
  });

  it('encodes params and adds the query', () => {
    expect(pathTo('projects-folder', { projectId: 'a/b', folderId: 'RjE=' })).toBe(
      '/projects/a%2Fb/RjE%3D',
    );
    expect(pathTo('signin', {}, { redirect: '/projects' })).toBe('/signin?redirect=%2Fprojects');
  });

  it('shows the error screen for a path outside the table', async () => {
    renderRoutes(routes(), '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('shows that a share link was not found', async () => {
    const { router } = renderRoutes(routes(), '/share/n0-such-link/signin');
    expect(
      await screen.findByRole('heading', { name: "This share wasn't found" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error/link-invalid');
    // a visitor has no projects to go to
    expect(screen.queryByRole('link', { name: 'Go to Projects' })).not.toBeInTheDocument();
  });

  it('shows an error page by its key', async () => {
    renderRoutes(routes(), '/error/invalid-license');
    expect(await screen.findByRole('heading', { name: 'Invalid License' })).toBeInTheDocument();
  });

  it('sends a visitor without a session to sign-in with a redirect query', async () => {
    const request = new Request('http://rushes.test/projects/p/f?q=1');
    const refusal = await requireSignIn(fakeSession(), request).then(
      () => null,
      (error: Response) => error,
    );
    expect(refusal?.status).toBe(302);
    expect(refusal?.headers.get('Location')).toBe('/signin?redirect=%2Fprojects%2Fp%2Ff%3Fq%3D1');
  });

  it('lets a signed-in user through', async () => {
    const session = fakeSession({ freshToken: async () => 'token' });
    await expect(requireSignIn(session, new Request('http://rushes.test/projects'))).resolves.toBe(
      undefined,
    );
  });
});
