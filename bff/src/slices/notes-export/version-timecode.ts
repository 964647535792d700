import { formatTimecode, isDropFrameSource, parseTimecode } from '@rushes/rules';
import type { NotesVersion } from './notes.ts';

/** Used where a version has no picture rate (audio, images, a video not yet probed). */
export const DEFAULT_FPS = 25;

/** What the timecode of a version's frames depends on. */
export type TimedVersion = Pick<NotesVersion, 'video' | 'fps' | 'timecode' | 'durationMs'>;

export const rateOf = (version: TimedVersion): number => version.fps;

/** How a version's stored fields time its comments; `video` when its asset is a Video. */
export const timedVersion = (
  version: { fps: number | null; timecode: string | null; durationMs: number | null },
  video: boolean,
): TimedVersion => ({
  video,
  fps: version.fps ?? DEFAULT_FPS,
  timecode: version.timecode,
  durationMs: version.durationMs,
});

/** A position (frames for video, milliseconds otherwise) as frames from the file's first. */
export const frameOf = (version: TimedVersion, position: number): number =>
  version.video ? position : Math.floor((position * version.fps) / 1000);

/** The version's source start in frames and whether its timecode drops frames. */
export function sourceStart(version: TimedVersion): { frames: number; dropFrame: boolean } {
  const frames = version.timecode ? parseTimecode(version.timecode, version.fps) : null;
  return frames === null
    ? { frames: 0, dropFrame: false }
    : { frames, dropFrame: isDropFrameSource(version.fps, version.timecode) };
}

/** The source timecode of a frame of the version (a frame from the file's first). */
export function timecodeOf(version: TimedVersion, frame: number): string {
  const start = sourceStart(version);
  return formatTimecode(start.frames + frame, version.fps, { dropFrame: start.dropFrame });
}

/** How many frames the version lasts (one at least: an image is one frame). */
export const lengthInFrames = (version: TimedVersion): number =>
  Math.max(1, Math.ceil(((version.durationMs ?? 0) * version.fps) / 1000 - 1e-6));
