// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen, waitFor, within } from '@testing-library/react';
import type { Variables } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { screenRoute } from '../../test/failing-relay.tsx';
import { errorRoute, renderRoutes } from '../../test/render.tsx';
import { answeringData, scriptedEnvironment } from '../../test/scripted-relay.tsx';
import * as searchScreen from './SearchScreen.tsx';

const counts = { all: 3, users: 0, projects: 0, folders: 0, assets: 2, shares: 1, capped: [] };
const none = { all: 0, users: 0, projects: 0, folders: 0, assets: 0, shares: 0, capped: [] };
/** More assets than the server counts. */
const many = { all: 1001, users: 0, projects: 0, folders: 0, assets: 1000, shares: 1 };

const take = (id: string, name: string) => ({
  __typename: 'Asset',
  __isNode: 'Asset',
  id,
  displayName: name,
  name,
  type: 'VIDEO',
  project: { id: 'p1', name: 'Night Shoot' },
  folder: { id: 'f1', name: 'Day 12' },
  newestVersion: {
    id: `${id}-v1`,
    duration: 1000,
    isProcessing: false,
    thumbnailUrl: null,
    processingJob: null,
    thumbnailSprite: null,
  },
});

const edge = (id: string, object: Record<string, unknown>, matches: unknown[]) => ({
  cursor: `cursor-${id}`,
  node: {
    __typename: 'SearchHit',
    id: `hit-${id}`,
    path: [
      { __typename: 'Project', __isSearchPathPart: 'Project', id: 'p1', name: 'Night Shoot' },
      { __typename: 'Folder', __isSearchPathPart: 'Folder', id: 'f1', name: 'Day 12' },
    ],
    matches,
    object,
  },
});

const firstPage = [
  edge('a1', take('a1', '19A / 3'), [
    { field: 'slate', text: '19A / 3', highlights: [{ start: 0, length: 7 }] },
    { field: 'metadata:Camera', text: 'ARRI Alexa', highlights: [{ start: 5, length: 5 }] },
  ]),
  edge(
    'l1',
    {
      __typename: 'ShareLink',
      __isNode: 'ShareLink',
      id: 'l1',
      name: 'Dailies',
      url: 'https://rushes.test/share/abc',
    },
    [{ field: 'share', text: 'Dailies', highlights: [{ start: 0, length: 7 }] }],
  ),
];

type Counts = Omit<typeof counts, 'capped'> & { capped: string[] };

const searchOf = (counted: Counts, edges: unknown[], hasNextPage: boolean) => ({
  search: {
    counts: counted,
    hits: { edges, pageInfo: { hasNextPage, endCursor: 'cursor-l1' } },
  },
});

/** A server that finds the two hits of the first page, then one more take. */
function searchServer(counted: Counts = counts) {
  return scriptedEnvironment(
    answeringData({
      SearchScreenQuery: (variables: Variables) =>
        searchOf(counted, counted.all === 0 ? [] : firstPage, variables.kind === null),
      SearchHitsPaginationQuery: () =>
        searchOf(counted, [edge('a2', take('a2', '19A / 4'), [])], false),
    }),
  );
}

const routesOf = (environment: ReturnType<typeof searchServer>['environment']) => [
  screenRoute('/search', searchScreen, environment),
  { path: '/projects/:projectId/:folderId/:assetId', element: <p>the viewer</p> },
  errorRoute,
];

describe('the search results screen', () => {
  it("says 'Please enter a search term.' without text, and asks nothing", async () => {
    const { environment, calls } = searchServer();
    renderRoutes(routesOf(environment), '/search?q=%20%20');
    expect(await screen.findByText('Please enter a search term.')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it("says 'No Results have been found.' when nothing matches", async () => {
    const { environment } = searchServer(none);
    renderRoutes(routesOf(environment), '/search?q=zzz');
    expect(await screen.findByText('No Results have been found.')).toBeVisible();
  });

  it('shows each group with its count, and the hits under their group, matches marked', async () => {
    const { environment, calls } = searchServer();
    renderRoutes(routesOf(environment), '/search?q=19A%2F3');
    const groups = await screen.findByRole('navigation', { name: 'Result groups' });
    expect(within(groups).getByRole('button', { name: 'Show All 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(groups).getByRole('button', { name: 'Assets 2' })).toBeVisible();
    expect(within(groups).getByRole('button', { name: 'Users 0' })).toBeVisible();
    expect(calls[0]).toEqual({
      name: 'SearchScreenQuery',
      variables: { text: '19A/3', kind: null, count: 20 },
    });
    const assets = screen.getByRole('region', { name: 'Assets' });
    expect(within(assets).getByText('Night Shoot › Day 12')).toBeVisible();
    const slate = within(assets).getAllByText('19A / 3', { selector: 'mark' });
    expect(slate).toHaveLength(1);
    expect(within(assets).getByText('Alexa', { selector: 'mark' })).toBeVisible();
    expect(within(assets).getByRole('link', { name: '19A / 3' })).toHaveAttribute(
      'href',
      '/projects/p1/f1/a1',
    );
    const share = screen.getByRole('link', { name: 'Open Dailies in a new tab' });
    expect(share).toHaveAttribute('href', 'https://rushes.test/share/abc');
    expect(share).toHaveAttribute('target', '_blank');
  });

  it('shows a group counted no further with a plus, and Show All too', async () => {
    const { environment } = searchServer({ ...many, capped: ['ASSET'] });
    renderRoutes(routesOf(environment), '/search?q=alexa');
    const groups = await screen.findByRole('navigation', { name: 'Result groups' });
    expect(within(groups).getByRole('button', { name: 'Show All 1001+' })).toBeVisible();
    expect(within(groups).getByRole('button', { name: 'Assets 1000+' })).toBeVisible();
    expect(within(groups).getByRole('button', { name: 'Shares 1' })).toBeVisible();
  });

  it('filters to a group through the address, the counts still whole', async () => {
    const { environment, calls } = searchServer();
    const { user, router } = renderRoutes(routesOf(environment), '/search?q=19A');
    await user.click(await screen.findByRole('button', { name: 'Assets 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=19A&group=assets'));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        name: 'SearchScreenQuery',
        variables: { text: '19A', kind: 'ASSET', count: 20 },
      }),
    );
    // the new hits show once they are in
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Assets 2' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    expect(screen.queryByRole('region', { name: 'Shares' })).toBeNull();
  });

  it('loads more hits after the last one, and opens an asset in the viewer', async () => {
    const { environment, calls } = searchServer();
    const { user } = renderRoutes(routesOf(environment), '/search?q=19A');
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('link', { name: '19A / 4' })).toBeVisible();
    expect(calls.at(-1)).toMatchObject({
      name: 'SearchHitsPaginationQuery',
      variables: { text: '19A', kind: null, count: 20, cursor: 'cursor-l1' },
    });
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    await user.click(screen.getByRole('link', { name: '19A / 3' }));
    expect(await screen.findByText('the viewer')).toBeVisible();
  });
});
