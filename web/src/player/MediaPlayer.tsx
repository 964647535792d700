import { Box, Loader } from '@mantine/core';
import {
  useElementSize,
  useFullscreenElement,
  useLocalStorage,
  useMergedRef,
} from '@mantine/hooks';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { PlayerControls } from './controls/PlayerControls.tsx';
import { useClickTiming } from './controls/useClickTiming.ts';
import { useControlsHiding } from './controls/useControlsHiding.ts';
import type { PlayerAction } from './keys/shortcuts.ts';
import { useKeyboardShortcuts } from './keys/useKeyboardShortcuts.ts';
import { usePlayModeRules } from './modes/usePlayModeRules.ts';
import { usePlayer } from './PlayerContext.tsx';
import { BrokenHeart } from './PlayerStates.tsx';
import {
  DEFAULT_RATE,
  DEFAULT_VOLUME,
  frameStepTime,
  toggleMute,
  VIEWER_MAX_WIDTH,
  type VolumeState,
} from './playback.ts';
import { WaveformProgress } from './seek/WaveformProgress.tsx';
import type { OriginalFile } from './stream/original-file.ts';
import { attachWarmStream } from './stream/stream-warmup.ts';
import { useStream } from './stream/useStream.ts';
import { useMediaState } from './useMediaState.ts';
import { usePlayback } from './usePlayback.ts';

export interface MediaPlayerProps {
  streamUrl: string;
  posterUrl: string | null;
  waveformUrl: string | null;
  levels: readonly { width: number; height: number; hdr: boolean }[];
  /** The uploaded file, for the Original quality; null for those who may not download it. */
  original?: OriginalFile | null;
  /** The user's setting: whether the media starts playing when it opens (default true). */
  autoPlay?: boolean;
  /** Drawn over the picture, beneath the controls: the project's watermark and overlay. */
  overlay?: ReactNode;
  /** A Live asset's feed playing now: it opens at its live edge. */
  live?: boolean;
}

/** Video, or audio over its waveform, from the version's HLS stream, with controls and keys. */
export function MediaPlayer({
  streamUrl,
  posterUrl,
  waveformUrl,
  levels,
  original = null,
  autoPlay = true,
  overlay,
  live = false,
}: MediaPlayerProps) {
  const player = usePlayer();
  const audio = player.kind === 'audio';
  const [media, setMedia] = useState<HTMLVideoElement | null>(null);
  const source = useRef(streamUrl);
  source.current = streamUrl;
  const attach = useCallback(
    (element: HTMLVideoElement | null) => {
      player.media.current = element;
      if (element) attachWarmStream(source.current, element);
      setMedia(element);
    },
    [player.media],
  );
  const state = useMediaState(media, player.clock);
  const stream = useStream(media, streamUrl, levels, original, live);
  const stills = player.playMode === 'stills';
  const playback = usePlayback(media, state.ready && !stream.failed, autoPlay && !stills);
  usePlayModeRules(media, state.ready, player);
  const failed = stream.failed || playback.rejected;
  const [volume, setVolume] = useLocalStorage<VolumeState>({
    key: 'rushes.player.volume',
    defaultValue: { volume: DEFAULT_VOLUME, lastVolume: DEFAULT_VOLUME },
    getInitialValueInEffect: false,
  });
  const [rate, setRate] = useState(DEFAULT_RATE);
  useEffect(() => {
    if (media) media.volume = volume.volume / 100;
  }, [media, volume.volume]);
  useEffect(() => {
    if (media && state.ready) media.playbackRate = rate;
  }, [media, rate, state.ready]);

  const fullscreen = useFullscreenElement();
  const size = useElementSize();
  const frameRef = useMergedRef(fullscreen.ref, size.ref);
  const clicks = useClickTiming(playback.toggle, fullscreen.toggle);

  const run = (action: PlayerAction) => {
    const { fps } = player.timing;
    switch (action.type) {
      case 'toggle-play':
        return playback.toggle();
      case 'step': {
        const { pictureDuration } = stream;
        const span = {
          now: player.clock.now(),
          fps,
          pictureDuration,
          duration: state.duration,
          live,
        };
        return player.seek(frameStepTime(action.frames, span));
      }
      case 'skip':
        return player.goTo(player.clock.now() + action.seconds);
      case 'mute':
        return setVolume(toggleMute);
      case 'fullscreen':
        return void fullscreen.toggle();
    }
  };
  useKeyboardShortcuts({ playing: !state.paused, audio, stills }, run);

  const hideControls = useControlsHiding(fullscreen.fullscreen && !state.paused);
  return (
    <Box
      ref={frameRef}
      maw={fullscreen.fullscreen ? undefined : VIEWER_MAX_WIDTH}
      w="100%"
      mx="auto"
      bg="black"
      style={{
        display: 'flex',
        flexDirection: 'column',
        cursor: hideControls ? 'none' : undefined,
      }}
      data-testid="media-player"
    >
      <Box
        pos="relative"
        style={fullscreen.fullscreen ? { flex: 1, minHeight: 0 } : { aspectRatio: '16 / 9' }}
      >
        {/* biome-ignore lint/a11y/useMediaCaption: review copies carry no caption files */}
        <video
          ref={attach}
          poster={posterUrl ?? undefined}
          playsInline
          onClick={audio ? undefined : clicks.click}
          style={{
            width: '100%',
            height: '100%',
            display: 'block',
            objectFit: 'contain',
            visibility: audio ? 'hidden' : 'visible',
          }}
        />
        {audio && <WaveformProgress url={waveformUrl} duration={state.duration} />}
        {!audio && overlay}
        {failed && <BrokenHeart />}
        {!failed && (!state.ready || state.waiting) && (
          <Loader
            color="gray.4"
            pos="absolute"
            top="50%"
            left="50%"
            style={{ translate: '-50% -50%', pointerEvents: 'none' }}
          />
        )}
      </Box>
      {!hideControls && (
        <PlayerControls
          width={size.width}
          paused={state.paused}
          duration={state.duration}
          onTogglePlay={playback.toggle}
          volume={volume.volume}
          onVolume={(next) => setVolume((current) => ({ ...current, volume: next }))}
          onToggleMute={() => setVolume(toggleMute)}
          rate={{ rate, onRate: setRate }}
          quality={{
            options: stream.options,
            selected: stream.selected,
            playing: stream.playing,
            onSelect: stream.select,
          }}
          fullscreen={fullscreen.fullscreen}
          onToggleFullscreen={fullscreen.toggle}
        />
      )}
    </Box>
  );
}
