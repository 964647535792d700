import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Slider,
  Stack,
  Text,
} from '@mantine/core';
import {
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerTrackNextFilled,
  IconPlayerTrackPrevFilled,
  IconX,
} from '@tabler/icons-react';
import { type CSSProperties, Suspense, useCallback, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type {
  CompareVersionsQuery,
  CompareVersionsQuery$data,
} from '../../../__generated__/CompareVersionsQuery.graphql.ts';
import { messages } from '../../../messages/messages.ts';
import { createMediaClock, useClockValue } from '../../../player/media-clock.ts';
import { BrokenHeart, Transcoding, Unplayable } from '../../../player/PlayerStates.tsx';
import { VIEWER_MAX_WIDTH } from '../../../player/playback.ts';
import { useStream } from '../../../player/stream/useStream.ts';
import { useMediaState } from '../../../player/useMediaState.ts';
import { usePlayback } from '../../../player/usePlayback.ts';
import { formatPosition, timingOf } from '../../../timecode/position-format.ts';
import { frameAtTime, frameCount, seekTimeOfFrame } from '../../../timecode/timecode.ts';
import { useFrameSync } from './frame-sync.ts';
import { WipeDivider } from './WipeDivider.tsx';

const text = messages.viewer.versions;

const query = graphql`
  query CompareVersionsQuery($assetId: ID!) {
    asset(id: $assetId) {
      versions {
        id
        number
        framesPerSecond
        timecodeOffset
        streamUrl
        posterUrl
        levels {
          width
          height
          hdr
        }
      }
    }
  }
`;

type Version = NonNullable<CompareVersionsQuery$data['asset']>['versions'][number];
type Layout = 'side' | 'wipe';

/** Compare: versions A and B of a video, side by side or in an A/B wipe, frame for frame. */
export function CompareVersions(props: {
  assetId: string;
  pair: readonly [number, number];
  onClose: () => void;
}) {
  return (
    <Suspense fallback={<Loader mx="auto" />}>
      <CompareLoaded {...props} />
    </Suspense>
  );
}

function CompareLoaded({
  assetId,
  pair,
  onClose,
}: {
  assetId: string;
  pair: readonly [number, number];
  onClose: () => void;
}) {
  const data = useLazyLoadQuery<CompareVersionsQuery>(query, { assetId });
  const versions = data.asset?.versions ?? [];
  const a = versions.find((version) => version.number === pair[0]);
  const b = versions.find((version) => version.number === pair[1]);
  const [layout, setLayout] = useState<Layout>('side');
  return (
    <Stack gap="xs" maw={VIEWER_MAX_WIDTH} w="100%" mx="auto" data-testid="compare">
      <Group justify="space-between">
        <SegmentedControl
          aria-label={text.layout}
          value={layout}
          onChange={(value) => setLayout(value as Layout)}
          data={[
            { value: 'side', label: text.sideBySide },
            { value: 'wipe', label: text.wipe },
          ]}
        />
        <Button variant="default" size="xs" leftSection={<IconX size={14} />} onClick={onClose}>
          {text.close}
        </Button>
      </Group>
      {a && b ? <ComparePlayers a={a} b={b} layout={layout} /> : <Unplayable />}
    </Stack>
  );
}

/** The two pictures and one transport: A leads, B follows it frame for frame. */
function ComparePlayers({ a, b, layout }: { a: Version; b: Version; layout: Layout }) {
  const [mediaA, setMediaA] = useState<HTMLVideoElement | null>(null);
  const [mediaB, setMediaB] = useState<HTMLVideoElement | null>(null);
  const [wipe, setWipe] = useState(50);
  const clock = useMemo(createMediaClock, []);
  const state = useMediaState(mediaA, clock);
  const playback = usePlayback(mediaA, state.ready, false);
  const timing = timingOf(a.framesPerSecond, a.timecodeOffset, false);
  const { fps } = timing;
  useFrameSync(mediaA, mediaB, { a: fps, b: timingOf(b.framesPerSecond, null, false).fps });
  const last = Math.max(0, frameCount(state.duration, fps) - 1);
  const frame = useClockValue(clock, (seconds) => frameAtTime(seconds, fps));
  const position = useClockValue(clock, (seconds) => formatPosition(seconds, 'timecode', timing));

  const seekFrame = (target: number, pause: boolean) => {
    if (!mediaA) return;
    if (pause) mediaA.pause();
    mediaA.currentTime = seekTimeOfFrame(Math.min(last, Math.max(0, target)), fps);
    clock.set(mediaA.currentTime);
  };
  const wiping = layout === 'wipe';
  // Wiping, both pictures share one cell and B shows right of the divider only.
  const cell: CSSProperties = wiping ? { gridArea: '1 / 1' } : {};
  return (
    <Stack gap={0} bg="black">
      <Box
        pos="relative"
        style={{ display: 'grid', gridTemplateColumns: wiping ? '1fr' : '1fr 1fr', gap: 2 }}
      >
        <ComparePicture version={a} side="A" onMedia={setMediaA} style={cell} />
        <ComparePicture
          version={b}
          side="B"
          onMedia={setMediaB}
          style={wiping ? { ...cell, clipPath: `inset(0 0 0 ${wipe}%)` } : cell}
        />
        {wiping && <WipeDivider position={wipe} onChange={setWipe} />}
      </Box>
      <Group gap="xs" p="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray.0"
          aria-label={text.previousFrame}
          onClick={() => seekFrame(frame - 1, true)}
        >
          <IconPlayerTrackPrevFilled size={18} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray.0"
          aria-label={state.paused ? messages.viewer.play : messages.viewer.pause}
          onClick={playback.toggle}
        >
          {state.paused ? <IconPlayerPlayFilled size={18} /> : <IconPlayerPauseFilled size={18} />}
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray.0"
          aria-label={text.nextFrame}
          onClick={() => seekFrame(frame + 1, true)}
        >
          <IconPlayerTrackNextFilled size={18} />
        </ActionIcon>
        <Text size="sm" ff="monospace" c="white" data-testid="compare-position">
          {position}
        </Text>
        <Slider
          flex={1}
          min={0}
          max={last}
          value={Math.min(frame, last)}
          onChange={(target) => seekFrame(target, false)}
          label={null}
          thumbLabel={messages.viewer.seek}
          color="gray.0"
        />
      </Group>
    </Stack>
  );
}

/** One version's picture with its letter and number over it. */
function ComparePicture({
  version,
  side,
  onMedia,
  style,
}: {
  version: Version;
  side: 'A' | 'B';
  onMedia: (media: HTMLVideoElement | null) => void;
  style: CSSProperties;
}) {
  const label = `${side} · ${messages.viewer.version(version.number)}`;
  return (
    <Box pos="relative" style={{ aspectRatio: '16 / 9', overflow: 'hidden', ...style }}>
      {version.streamUrl ? (
        <CompareVideo version={version} url={version.streamUrl} side={side} onMedia={onMedia} />
      ) : (
        <Transcoding progress={null} />
      )}
      <Badge
        variant="default"
        pos="absolute"
        top={8}
        {...(side === 'A' ? { left: 8 } : { right: 8 })}
        style={{ zIndex: 1 }}
      >
        {label}
      </Badge>
    </Box>
  );
}

/** A version's stream in a video element; B is muted (A's sound plays). */
function CompareVideo({
  version,
  url,
  side,
  onMedia,
}: {
  version: Version;
  url: string;
  side: 'A' | 'B';
  onMedia: (media: HTMLVideoElement | null) => void;
}) {
  const [media, setMedia] = useState<HTMLVideoElement | null>(null);
  const attach = useCallback(
    (element: HTMLVideoElement | null) => {
      setMedia(element);
      onMedia(element);
    },
    [onMedia],
  );
  const stream = useStream(media, url, version.levels);
  return (
    <>
      <video
        ref={attach}
        poster={version.posterUrl ?? undefined}
        muted={side === 'B'}
        playsInline
        data-testid={`compare-video-${side}`}
        style={{ width: '100%', height: '100%', display: 'block', objectFit: 'contain' }}
      />
      {stream.failed && <BrokenHeart />}
    </>
  );
}
