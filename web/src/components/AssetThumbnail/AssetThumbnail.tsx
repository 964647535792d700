import { Box, Center, RingProgress } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBroadcast,
  IconFile,
  IconFileText,
  IconMovie,
  IconMusic,
  IconPhoto,
} from '@tabler/icons-react';
import { type MouseEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type {
  AssetThumbnail_asset$data,
  AssetThumbnail_asset$key,
} from '../../__generated__/AssetThumbnail_asset.graphql.ts';
import { LiveBadge } from '../LiveBadge/LiveBadge.tsx';
import { type SpriteTile, tileAt, tileStyle } from '../sprites/sprite-sheet.ts';
import { Tooltip } from '../Tooltip/Tooltip.tsx';

type AssetType = AssetThumbnail_asset$data['type'];

const formatIcons: Record<AssetType, typeof IconFile> = {
  VIDEO: IconMovie,
  AUDIO: IconMusic,
  IMAGE: IconPhoto,
  DOCUMENT: IconFileText,
  OTHER: IconFile,
  LIVE: IconBroadcast,
};

interface AssetThumbnailProps {
  asset: AssetThumbnail_asset$key;
  width?: number;
}

/**
 * The newest version's thumbnail with a hover scrub from its sprite; while it is processing a
 * progress circle following the job; while its feed plays, LIVE; without a thumbnail the
 * format's icon.
 */
export function AssetThumbnail({ asset, width = 64 }: AssetThumbnailProps) {
  const data = useFragment(
    graphql`
      fragment AssetThumbnail_asset on Asset {
        name
        type
        newestVersion {
          duration
          isLive
          isProcessing
          thumbnailUrl
          processingJob {
            state
            progress
            reason
          }
          thumbnailSprite {
            urls
            columns
            rows
            tileWidth
            tileHeight
            frameCount
            intervalMs
          }
        }
      }
    `,
    asset,
  );
  const height = Math.round((width * 9) / 16);
  return (
    <Box
      w={width}
      h={height}
      bg="dark.6"
      style={{ borderRadius: 4, overflow: 'hidden', flexShrink: 0, position: 'relative' }}
    >
      <ThumbnailContent data={data} width={width} />
    </Box>
  );
}

function ThumbnailContent({ data, width }: { data: AssetThumbnail_asset$data; width: number }) {
  const version = data.newestVersion;
  const job = version.processingJob;
  if (job?.state === 'FAILED') {
    return (
      <Center h="100%">
        <Tooltip label={job.reason ?? ''} disabled={!job.reason}>
          <IconAlertTriangle size={20} color="var(--mantine-color-red-6)" />
        </Tooltip>
      </Center>
    );
  }
  // a feed has no picture of its own until its recording is processed
  if (version.isLive) {
    return (
      <Center h="100%">
        <LiveBadge size={width < 100 ? 'xs' : 'md'} />
      </Center>
    );
  }
  if (version.isProcessing) {
    const progress = job?.progress ?? 0;
    return (
      <Center h="100%" aria-label={`${progress}%`} role="progressbar" aria-valuenow={progress}>
        <RingProgress
          size={30}
          thickness={3}
          roundCaps
          sections={[{ value: progress, color: 'blue' }]}
        />
      </Center>
    );
  }
  if (version.thumbnailUrl) {
    return (
      <ScrubImage
        src={version.thumbnailUrl}
        alt={data.name}
        width={width}
        sprite={version.thumbnailSprite}
        durationMs={version.duration}
      />
    );
  }
  const Icon = formatIcons[data.type];
  return (
    <Center h="100%">
      <Icon size={20} color="var(--mantine-color-gray-5)" />
    </Center>
  );
}

interface ScrubImageProps {
  src: string;
  alt: string;
  width: number;
  sprite: AssetThumbnail_asset$data['newestVersion']['thumbnailSprite'];
  durationMs: number | null | undefined;
}

/** The still; with a sprite, the pointer's position across it shows the tile of that time. */
function ScrubImage({ src, alt, width, sprite, durationMs }: ScrubImageProps) {
  const [tile, setTile] = useState<SpriteTile | null>(null);
  const duration = durationMs ?? (sprite ? sprite.frameCount * sprite.intervalMs : 0);
  const move = (event: MouseEvent<HTMLDivElement>) => {
    if (!sprite) return;
    const box = event.currentTarget.getBoundingClientRect();
    setTile(tileAt(sprite, { x: event.clientX - box.left, width: box.width }, duration));
  };
  return (
    <Box h="100%" onMouseMove={move} onMouseLeave={() => setTile(null)} data-testid="thumbnail">
      {sprite && tile ? (
        <Box h="100%" style={tileStyle(sprite, tile, width, window.devicePixelRatio)} />
      ) : (
        <img
          src={src}
          alt={alt}
          width="100%"
          height="100%"
          loading="lazy"
          style={{ objectFit: 'cover', display: 'block' }}
        />
      )}
    </Box>
  );
}
