import { formatTimecode, parseTimecode } from '@rushes/rules';
import {
  lengthInFrames,
  sourceStart,
  type TimedVersion,
} from '../notes-export/version-timecode.ts';

/** How a carried comment finds its place on the new version (GraphQL's CarryTiming). */
export type CarryTiming = 'SAME_FRAME' | 'OFFSET' | 'SOURCE_TIMECODE';

/** A comment's place: frames for video, milliseconds for audio and pictures. */
export interface CommentPlace {
  start: number;
  end: number | null;
}

/** Where a position lies, as the version counts: its length in frames, or in ms. */
const lengthOf = (version: TimedVersion) =>
  version.video ? lengthInFrames(version) : Math.max(1, version.durationMs ?? 1);

/**
 * Frame `frame` of `from` as the frame of `to` with the same source timecode (the label, read at
 * `to`'s rate), or null when `to` has no such label (a frame number its rate does not count to).
 */
function sameTimecode(frame: number, from: TimedVersion, to: TimedVersion): number | null {
  const start = sourceStart(from);
  const label = formatTimecode(start.frames + frame, from.fps, { dropFrame: start.dropFrame });
  const target = sourceStart(to);
  const at = parseTimecode(label, to.fps, { dropFrame: target.dropFrame });
  return at === null ? null : at - target.frames;
}

/** A position of `from` in milliseconds moved by the difference of the two source starts. */
function sameTimecodeMs(ms: number, from: TimedVersion, to: TimedVersion): number {
  const seconds = (version: TimedVersion) => sourceStart(version).frames / version.fps;
  return Math.round(ms + (seconds(from) - seconds(to)) * 1000);
}

/**
 * Where a comment of `from` goes on `to`: at the same frame (or millisecond), moved by `offset`,
 * or at the same source timecode (both versions carry one: the caller checked). A range keeps its
 * length, cut at the version's end; a place before its start or past its end is no place, with
 * the reason.
 */
export function carriedPlace(
  place: CommentPlace,
  from: TimedVersion,
  to: TimedVersion,
  timing: { kind: CarryTiming; offset: number },
): CommentPlace | { reason: string } {
  const move = (position: number): number | null => {
    switch (timing.kind) {
      case 'SAME_FRAME':
        return position;
      case 'OFFSET':
        return position + timing.offset;
      case 'SOURCE_TIMECODE':
        return to.video && from.video
          ? sameTimecode(position, from, to)
          : sameTimecodeMs(position, from, to);
    }
  };
  const start = move(place.start);
  if (start === null) return { reason: 'its timecode is not one of the new version’s' };
  const length = lengthOf(to);
  if (start < 0 || start >= length) return { reason: 'outside the new version' };
  const end = place.end === null ? null : move(place.end);
  return { start, end: end === null ? null : Math.min(Math.max(end, start), length - 1) };
}
