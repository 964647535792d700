import { Text } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { LookPreview_asset$key } from '../../../__generated__/LookPreview_asset.graphql.ts';
import { messages } from '../../../messages/messages.ts';
import { mediaKindOf, PlayerProvider } from '../../../player/PlayerContext.tsx';
import { PlayerFrame } from '../../../player/PlayerFrame.tsx';
import { AssetViewer } from '../../../viewer/AssetViewer.tsx';
import type { ProjectLook } from '../../../watermark/look.ts';
import { type StillFacts, WatermarkLayer } from '../../../watermark/WatermarkLayer.tsx';

interface LookPreviewProps {
  /** A clip or still of the project picked at random; null when it has none. */
  asset: LookPreview_asset$key | null | undefined;
  look: ProjectLook;
  facts: StillFacts;
}

/**
 * The settings as they are typed, over a clip or a still of the project (a picture that fails to
 * load leaves the stage empty); without one, over an empty stage, so the places still show.
 */
export function LookPreview({ asset: key, look, facts }: LookPreviewProps) {
  const asset = useFragment(
    graphql`
      fragment LookPreview_asset on Asset {
        name
        type
        newestVersion {
          id
          framesPerSecond
          timecodeOffset
          ...AssetViewer_version
        }
      }
    `,
    key,
  );
  if (!asset) {
    return (
      <PlayerProvider kind="video" framesPerSecond={null} timecodeOffset={null}>
        <PlayerFrame>
          <WatermarkLayer look={look} facts={facts} />
        </PlayerFrame>
        <Text c="dimmed" size="sm" mt="xs">
          {messages.watermarks.noPreview}
        </Text>
      </PlayerProvider>
    );
  }
  const version = asset.newestVersion;
  return (
    <PlayerProvider
      key={version.id}
      kind={mediaKindOf(asset.type)}
      framesPerSecond={version.framesPerSecond ?? null}
      timecodeOffset={version.timecodeOffset ?? null}
    >
      <AssetViewer
        version={version}
        autoPlay={false}
        overlay={<WatermarkLayer look={look} facts={{ ...facts, clip: asset.name }} />}
      />
    </PlayerProvider>
  );
}
