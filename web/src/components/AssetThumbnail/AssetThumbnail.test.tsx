// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { AssetThumbnailTestQuery } from '../../__generated__/AssetThumbnailTestQuery.graphql.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { answeringData, scriptedEnvironment } from '../../test/scripted-relay.tsx';
import { AssetThumbnail } from './AssetThumbnail.tsx';

/** A Live asset's newest version: waiting for its feed unless told otherwise. */
const liveAsset = (version: { isLive?: boolean; isProcessing?: boolean } = {}) => ({
  __typename: 'Asset',
  id: 'a1',
  name: 'Camera A',
  type: 'LIVE',
  newestVersion: {
    id: 'v1',
    duration: null,
    isLive: false,
    isProcessing: false,
    thumbnailUrl: null,
    thumbnailSprite: null,
    processingJob: null,
    ...version,
  },
});

function Thumbnail() {
  const { asset } = useLazyLoadQuery<AssetThumbnailTestQuery>(
    graphql`
      query AssetThumbnailTestQuery {
        asset(id: "a1") {
          ...AssetThumbnail_asset
        }
      }
    `,
    {},
  );
  return asset ? <AssetThumbnail asset={asset} /> : null;
}

function renderThumbnail(asset: ReturnType<typeof liveAsset>) {
  const { environment } = scriptedEnvironment(
    answeringData({ AssetThumbnailTestQuery: () => ({ asset }) }),
  );
  return renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense>
        <Thumbnail />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
}

describe("a Live asset's thumbnail", () => {
  it('says LIVE, in words, while its feed plays', async () => {
    renderThumbnail(liveAsset({ isLive: true }));
    expect(await screen.findByText('LIVE')).toBeVisible();
  });

  it('shows the broadcast icon while it waits for its feed, and no LIVE', async () => {
    const { container } = renderThumbnail(liveAsset());
    await waitFor(() => expect(container.querySelector('.tabler-icon-broadcast')).not.toBeNull());
    expect(screen.queryByText('LIVE')).toBeNull();
  });

  it('follows the processing of its recording once the feed has ended', async () => {
    renderThumbnail(liveAsset({ isProcessing: true }));
    expect(await screen.findByRole('progressbar')).toBeVisible();
    expect(screen.queryByText('LIVE')).toBeNull();
  });
});
