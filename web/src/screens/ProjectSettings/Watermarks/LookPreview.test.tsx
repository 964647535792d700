// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { defaultOverlay, defaultWatermarks } from '@rushes/rules';
import { fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import type { LookPreviewTestQuery } from '../../../__generated__/LookPreviewTestQuery.graphql.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { ProjectLook } from '../../../watermark/look.ts';
import { LookPreview } from './LookPreview.tsx';

const look: ProjectLook = {
  watermarks: {
    ...defaultWatermarks,
    enabled: true,
    items: [
      { position: 'TOPLEFT', type: 'CLIPNAME', text: '' },
      { position: 'BOTTOMRIGHT', type: 'PROJECT', text: '' },
    ],
  },
  overlay: defaultOverlay,
  imageUrl: null,
};

const facts = {
  viewer: 'Mia Manager',
  clip: '',
  slate: '',
  folder: 'Feature',
  project: 'Feature',
  production: '',
};

/** A still of the project, as the transcoder left it. */
const still = {
  __typename: 'Asset',
  id: 'a1',
  name: 'Still 1.png',
  type: 'IMAGE',
  newestVersion: {
    __typename: 'Version',
    id: 'v1',
    framesPerSecond: null,
    timecodeOffset: null,
    isProcessing: false,
    streamUrl: null,
    posterUrl: 'https://cdn.test/still-1.jpg',
    sourceUrl: null,
    originalUrl: null,
    waveformUrl: null,
    mimetype: 'image/png',
    levels: [],
    processingJob: null,
    watermarking: null,
    playerSprite: null,
  },
};

/** A server whose folder's random asset is `randomAsset`. */
const serverPicking = (randomAsset: typeof still | null) =>
  new Environment({
    network: Network.create(async () => ({
      data: { folder: { __typename: 'Folder', id: 'f1', randomAsset } },
    })),
    store: new Store(new RecordSource()),
  });

function Preview() {
  const data = useLazyLoadQuery<LookPreviewTestQuery>(
    graphql`
      query LookPreviewTestQuery {
        folder(id: "f1") {
          randomAsset {
            ...LookPreview_asset
          }
        }
      }
    `,
    {},
  );
  return <LookPreview asset={data.folder?.randomAsset} look={look} facts={facts} />;
}

const renderPreview = (randomAsset: typeof still | null) =>
  renderWithProviders(
    <RelayEnvironmentProvider environment={serverPicking(randomAsset)}>
      <Suspense>
        <Preview />
      </Suspense>
    </RelayEnvironmentProvider>,
  );

const drawn = (position: string) =>
  screen.getByTestId(`watermark-${position}`).getAttribute('data-text');

describe("the Watermarks tab's preview", () => {
  it('draws the watermark over a still of the project, once the still shows', async () => {
    const { container } = renderPreview(still);
    // the stage's picture is decoration (no alt text), so it is found by its address
    const picture = await vi.waitFor(() => {
      const image = container.querySelector('img[src="https://cdn.test/still-1.jpg"]');
      if (!image) throw new Error('no still yet');
      return image;
    });
    expect(screen.queryByTestId('watermark-layer')).toBeNull();
    fireEvent.load(picture);
    expect(await screen.findByTestId('watermark-layer')).toBeInTheDocument();
    expect(drawn('TOPLEFT')).toBe('Still 1.png');
    expect(drawn('BOTTOMRIGHT')).toBe('Feature');
  });

  it('draws it over an empty stage when the project has no clip or still', async () => {
    renderPreview(null);
    expect(await screen.findByText('No clip or still in the project to preview on')).toBeVisible();
    expect(screen.getByTestId('watermark-layer')).toBeInTheDocument();
    expect(drawn('BOTTOMRIGHT')).toBe('Feature');
  });
});
