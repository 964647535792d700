// @vitest-environment jsdom
import '../test/jsdom.ts';
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import type { CollectionAssetsTestQuery } from '../__generated__/CollectionAssetsTestQuery.graphql.ts';
import { renderRoutes } from '../test/render.tsx';
import { answeringData, scriptedEnvironment } from '../test/scripted-relay.tsx';
import { CollectionAssets } from './CollectionAssets.tsx';

/** An asset as the folder list shows it, in the folder `folderId`. */
const take = (id: string, name: string, folderId: string) => ({
  __typename: 'Asset',
  id,
  name,
  displayName: name,
  type: 'VIDEO',
  sceneTake: '12A / 1',
  circled: true,
  createdAt: '2026-12-12T09:00:00.000Z',
  archiveFormat: null,
  allowedTo: { edit: false, delete: false, share: false, download: false },
  project: { id: 'p1' },
  folder: { id: folderId },
  customFields: [],
  newestVersion: {
    id: `${id}-v1`,
    number: 1,
    size: 1000,
    duration: 10,
    isProcessing: false,
    processingJob: null,
    reviewStatus: null,
    thumbnailUrl: null,
    thumbnailSprite: null,
  },
});

const collection = (edges: unknown[]) => ({
  collection: {
    __typename: 'Collection',
    id: 'c1',
    project: { id: 'p1', name: 'Feature' },
    assets: {
      totalCount: edges.length,
      edges,
      pageInfo: { hasNextPage: false, endCursor: null },
    },
  },
});

function List() {
  const data = useLazyLoadQuery<CollectionAssetsTestQuery>(
    graphql`
      query CollectionAssetsTestQuery {
        collection(id: "c1") {
          ...CollectionAssets_collection
        }
      }
    `,
    {},
  );
  return data.collection && <CollectionAssets collection={data.collection} />;
}

const render = (environment: Environment) =>
  renderRoutes(
    [
      {
        path: '/c',
        element: (
          <RelayEnvironmentProvider environment={environment}>
            <Suspense>
              <List />
            </Suspense>
          </RelayEnvironmentProvider>
        ),
      },
      { path: '/projects/:projectId/:folderId/:assetId', element: <p>the viewer</p> },
    ],
    '/c',
  );

describe('a collection’s assets', () => {
  it('lists them with where each lives, and opens one in the viewer in its folder', async () => {
    const { environment, subscriptions } = scriptedEnvironment(
      answeringData({
        CollectionAssetsTestQuery: () =>
          collection([
            {
              cursor: 'a',
              path: [{ id: 'f1', name: 'Day 1' }],
              node: take('a1', 'A012C001.mov', 'f1'),
            },
            {
              cursor: 'b',
              path: [
                { id: 'f1', name: 'Day 1' },
                { id: 'f2', name: 'Camera A' },
              ],
              node: take('a2', 'A012C002.mov', 'f2'),
            },
            { cursor: 'c', path: [], node: take('a3', 'A012C003.mov', 'root') },
          ]),
      }),
    );
    const { user } = render(environment);
    expect(await screen.findByText('3 assets')).toBeVisible();
    // live: the project's changes read the list again
    expect(subscriptions).toEqual([
      { name: 'useCollectionsChangedSubscription', variables: { projectId: 'p1' } },
    ]);
    const row = screen.getByRole('link', { name: 'A012C002.mov' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Day 1 › Camera A')).toBeVisible();
    expect(screen.getByText('Top level')).toBeVisible();
    expect(screen.getByRole('link', { name: 'A012C002.mov' })).toHaveAttribute(
      'href',
      '/projects/p1/f2/a2',
    );
    await user.click(screen.getByRole('link', { name: 'A012C001.mov' }));
    expect(await screen.findByText('the viewer')).toBeVisible();
  });

  it('says so when nothing matches yet', async () => {
    const { environment } = scriptedEnvironment(
      answeringData({ CollectionAssetsTestQuery: () => collection([]) }),
    );
    render(environment);
    expect(await screen.findByText('No asset matches this collection')).toBeVisible();
    expect(screen.getByText('Assets appear here as soon as they match its search.')).toBeVisible();
  });
});
