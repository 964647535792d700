// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { AssetCardTestQuery } from '../../__generated__/AssetCardTestQuery.graphql.ts';
import { renderRoutes } from '../../test/render.tsx';
import { answeringData, scriptedEnvironment } from '../../test/scripted-relay.tsx';
import { FolderPathsProvider, projectPaths } from '../folder-paths.ts';
import type { MenuItemTarget } from '../ItemMenu/organise-rules.ts';
import { type CustomColumn, FolderColumnsContext, fitColumns } from '../List/folder-columns.ts';
import { AssetCard } from './AssetCard.tsx';
import type { IconSize } from './grid-sizes.ts';

/** A take whose Camera is B, shot on 2026-11-05, that no one rated yet. */
const take = {
  __typename: 'Asset',
  id: 'a1',
  name: 'A003C012.mov',
  displayName: 'A003C012.mov',
  type: 'VIDEO',
  sceneTake: null,
  circled: false,
  createdAt: '2026-12-12T09:00:00.000Z',
  archiveFormat: null,
  allowedTo: { edit: false, delete: false, share: false, download: false },
  project: { id: 'p1' },
  newestVersion: {
    id: 'v1',
    number: 1,
    size: 1000,
    duration: 12,
    isProcessing: false,
    thumbnailUrl: null,
    thumbnailSprite: null,
    processingJob: null,
    reviewStatus: null,
  },
  customFields: [
    { field: { id: 'camera' }, text: 'B', dateTime: null, boolean: null },
    { field: { id: 'shot' }, text: '2026-11-05', dateTime: null, boolean: null },
    { field: { id: 'rating' }, text: null, dateTime: null, boolean: null },
    { field: { id: 'notes' }, text: 'Not in the list', dateTime: null, boolean: null },
  ],
};

/** The fields the list shows, in their order (Notes is not one of them). */
const shown: CustomColumn[] = [
  { id: 'camera', name: 'Camera', type: 'TEXT' },
  { id: 'shot', name: 'Shot Date', type: 'DATE' },
  { id: 'rating', name: 'Rating', type: 'NUMBER' },
];

const item: MenuItemTarget = {
  kind: 'asset',
  id: 'a1',
  name: 'A003C012.mov',
  projectId: 'p1',
  allowedTo: take.allowedTo,
  parentId: 'f1',
};

function Card({ size }: { size: IconSize }) {
  const { asset } = useLazyLoadQuery<AssetCardTestQuery>(
    graphql`
      query AssetCardTestQuery {
        asset(id: "a1") {
          ...AssetRow_asset
        }
      }
    `,
    {},
  );
  return asset ? <AssetCard item={item} asset={asset} size={size} /> : null;
}

function renderCard(size: IconSize) {
  const { environment } = scriptedEnvironment(
    answeringData({ AssetCardTestQuery: () => ({ asset: take }) }),
  );
  const columns = fitColumns({ selected: false, scene: false, status: false, custom: shown }, 0);
  const card = (
    <RelayEnvironmentProvider environment={environment}>
      <FolderPathsProvider value={projectPaths('p1', 'f1')}>
        <FolderColumnsContext value={columns}>
          <Suspense>
            <Card size={size} />
          </Suspense>
        </FolderColumnsContext>
      </FolderPathsProvider>
    </RelayEnvironmentProvider>
  );
  return renderRoutes(
    [{ path: '/projects/:projectId/:folderId', element: card }],
    '/projects/p1/f1',
  );
}

describe("an asset's card in the grid", () => {
  it('shows the values of the fields shown in the list, each after its name', async () => {
    renderCard(4);
    const card = await screen.findByTestId('grid-item');
    const names = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    // a field without a value takes no line; one not shown in the list none either
    expect(names).toEqual(['Camera:', 'Shot Date:']);
    expect(values).toEqual(['B', '2026-11-05']);
  });

  it('shows none on a small card, which has room for its name only', async () => {
    renderCard(2);
    const card = await screen.findByTestId('grid-item');
    expect(within(card).getByText('A003C012.mov')).toBeVisible();
    expect(within(card).queryByRole('term')).toBeNull();
  });
});
