import { stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { makePrivateFolder } from '@rushes/runtime';
import type { ObjectStorage } from '@rushes/storage';
import { videoRunArgs } from './ffmpeg-args.ts';
import { plannedEntry, publishGrowingLevel } from './growing-level.ts';
import { type LevelPlan, planLadder, type VideoSource } from './ladder.ts';
import { MediaError } from './media-error.ts';
import { mediaMessages } from './media-messages.ts';
import { outputKey, outputLayout } from './output-layout.ts';
import { parseProbe } from './probe.ts';
import { runFfmpeg, runFfprobe } from './run-ffmpeg.ts';

/** A live level's segments: short, so a viewer is a few seconds behind the set. */
const LIVE_SEGMENT_SECONDS = 1;
/** The live level is at most this tall: one encode a feed, affordable beside the transcoder. */
export const LIVE_MAX_HEIGHT = 720;
/** The live level's name, its folder under the feed's `hls/`. */
export const LIVE_LEVEL_NAME = 'live';
/** What the feed is recorded to, in its work folder: a transport stream reads even if cut off. */
export const LIVE_RECORDING = 'recording.ts';

/** What a feed carries, as its first frames tell. */
export interface LiveFeedProbe {
  width: number;
  height: number;
  fps: number | null;
  timecode: string | null;
}

export interface LiveRelayOptions {
  ffmpegPath: string;
  ffprobePath: string;
  /** The feed as ffmpeg reads it (the ingest server's playback URL). */
  input: string;
  /** A private folder of the feed's own: its segments and recording. */
  workDir: string;
  storage: ObjectStorage;
  /** Where its live level goes in storage (`<version folder>live/`). */
  outputPrefix: string;
  /** Aborting kills the relay at once (Rushes stopping). */
  signal: AbortSignal;
  /** Aborted when the feed has ended: the relay finishes its level and recording. */
  ended: AbortSignal;
  /** The first segment and the master are in storage: the feed plays from here. */
  onPlayable(feed: LiveFeedProbe & { masterKey: string; playlistKey: string }): Promise<void>;
}

export interface LiveRecording {
  /** The feed's recording on local disk (its codecs as sent). */
  path: string;
  durationMs: number;
}

/** The live level: the ladder's highest up to 720p, a keyframe every segment. */
function liveLevel(source: Omit<VideoSource, 'range'>): LevelPlan {
  const fitting = planLadder({ ...source, range: 'SDR' }).filter(
    (level) => level.height <= LIVE_MAX_HEIGHT,
  );
  const level = fitting.at(-1) ?? planLadder({ ...source, range: 'SDR' })[0];
  if (!level) throw new MediaError(mediaMessages.undecodable, 'no level for the feed');
  const gopFrames = Math.max(1, Math.round((source.fps ?? 25) * LIVE_SEGMENT_SECONDS));
  return { ...level, name: LIVE_LEVEL_NAME, gopFrames };
}

/** Reading a feed or its growing recording: stream facts from its first second, not five. */
const QUICK_PROBE = ['-analyzeduration', '1000000', '-probesize', '500000'];
/** The live level follows the recording as it grows; this long without a byte, it has ended. */
const FOLLOW_TIMEOUT_US = 3_000_000;

/**
 * Reading a recording as it grows, to its end. Not seekable: ffmpeg would read to the file's end
 * for its duration, so wait for the feed's.
 */
export const FOLLOW_RECORDING = [
  ...['-follow', '1', '-seekable', '0', '-rw_timeout', `${FOLLOW_TIMEOUT_US}`],
  ...QUICK_PROBE,
];
const PROBE_EVERY_MS = 200;

/** The feed recorded as sent (codecs copied) to a transport stream, flushed packet by packet. */
const recordArgs = (input: string, recording: string) => [
  ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-progress', 'pipe:1'],
  ...[...QUICK_PROBE, '-i', input, '-map', '0', '-c', 'copy'],
  ...['-f', 'mpegts', '-flush_packets', '1', '-y', recording],
];

/** What the recording holds once its first frames are in; null while they are not. */
async function probeRecording(ffprobePath: string, recording: string, signal: AbortSignal) {
  const probed = await runFfprobe(ffprobePath, recording, signal);
  if (!probed.ok) return null;
  const media = parseProbe(probed.json);
  return media.picture && media.probe.fps !== null ? media : null;
}

/**
 * Relays a live feed (decision 0137) with two ffmpeg: one records the feed as sent, from its
 * first frame, to a transport stream; the other follows that recording as it grows and encodes
 * the live level (H.264, 1 s segments, a growing `event` playlist published to storage as it is
 * written, as an upload's first level is). The level and the recording start at the same frame,
 * so a time in the live level is the same frame in the recorded version. Resolves once the feed
 * has ended, the recording is closed and the level is whole (`#EXT-X-ENDLIST`); to null when it
 * was ended before it sent anything.
 */
export async function relayLiveFeed(options: LiveRelayOptions): Promise<LiveRecording | null> {
  const { ffmpegPath, ffprobePath, input, workDir, storage, outputPrefix, signal } = options;
  const recording = `${workDir}/${LIVE_RECORDING}`;
  let durationMs = 0;
  const recorder = runFfmpeg(ffmpegPath, recordArgs(input, recording), {
    ...{ signal, durationMs: null, finish: options.ended },
    onTime: (ms) => {
      durationMs = Math.max(durationMs, Math.round(ms));
    },
  });
  let recorded = false;
  // its failure is thrown where it is awaited, below
  recorder
    .finally(() => {
      recorded = true;
    })
    .catch(() => undefined);
  let media = null;
  while (!media && !recorded) {
    await sleep(PROBE_EVERY_MS, undefined, { signal });
    // a listener waiting for its caller has written nothing yet: nothing to probe
    const written = await stat(recording).then(
      (file) => file.size > 0,
      () => false,
    );
    if (written) media = await probeRecording(ffprobePath, recording, signal);
  }
  const picture = media?.picture;
  if (!media || !picture) {
    await recorder;
    // ended before it sent anything (a listener stopped while it waited): nothing to relay
    if (options.ended.aborted && !(await stat(recording).catch(() => null))) return null;
    throw new MediaError(mediaMessages.undecodable, 'the feed sent no picture');
  }
  const { fps, timecode } = media.probe;
  const hasAudio = media.audio !== null;
  const level = liveLevel({ width: picture.width, height: picture.height, fps, hasAudio });
  await makePrivateFolder(`${workDir}/${outputLayout.levelDir(level.name)}`);
  const args = videoRunArgs({
    ...{ input: `file:${recording}`, outDir: workDir, videoStream: picture.streamIndex },
    ...{ audioStream: media.audio?.streamIndex ?? null, range: media.range, hdr10: null },
    ...{ deinterlace: picture.interlaced, durationMs: null, levels: [level] },
    ...{ sprites: [], stills: null, playlistType: 'event' as const },
    segmentSeconds: LIVE_SEGMENT_SECONDS,
    inputOptions: FOLLOW_RECORDING,
  });
  const failed = new AbortController();
  const relaying = AbortSignal.any([signal, failed.signal]);
  const growing = publishGrowingLevel({
    ...{ storage, outDir: workDir, outputPrefix, signal: relaying },
    entry: plannedEntry(level),
    onPlayable: (masterKey) =>
      options.onPlayable({
        ...{ width: level.width, height: level.height, fps, timecode, masterKey },
        playlistKey: outputKey(outputPrefix, outputLayout.levelPlaylist(level.name)),
      }),
    onError: (error) => failed.abort(error),
  });
  try {
    await Promise.all([
      recorder,
      runFfmpeg(ffmpegPath, args, { signal: relaying, durationMs: null }),
    ]);
  } catch (error) {
    growing.stop();
    throw error;
  }
  await growing.finish();
  return { path: recording, durationMs };
}
