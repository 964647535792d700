import { type EditMarker, formatTimecode, parseTimecode } from '@rushes/rules';
import {
  lengthInFrames,
  sourceStart,
  type TimedVersion,
} from '../notes-export/version-timecode.ts';

/** A marker at its place on the version: frames for video, milliseconds otherwise. */
export interface PlacedMarker {
  marker: EditMarker;
  start: number;
  /** The last frame (or millisecond) of a marker spanning more than one frame; else null. */
  end: number | null;
}

export interface MarkerLeftOut {
  marker: EditMarker;
  reason: string;
}

/** Frame `frame` of the version as a position of its comments (frames, or ms for audio). */
const positionOf = (version: TimedVersion, frame: number) =>
  version.video ? frame : Math.round((frame * 1000) / version.fps);

/** The version's first and last timecodes, as the reason a marker outside them gives. */
function spanOf(version: TimedVersion): string {
  const start = sourceStart(version);
  const last = start.frames + lengthInFrames(version) - 1;
  const write = (frame: number) =>
    formatTimecode(frame, version.fps, { dropFrame: start.dropFrame });
  return `${write(start.frames)}–${write(last)}`;
}

/**
 * Where each marker falls on the version: its timecode less the version's first (the source
 * timecode it carries, 00:00:00:00 without one), at the version's picture rate; a span keeps its
 * length, cut at the version's end. A marker before the first frame or past the last is left
 * out with the version's timecodes as the reason.
 */
export function placeMarkers(
  markers: readonly EditMarker[],
  version: TimedVersion,
): { placed: PlacedMarker[]; leftOut: MarkerLeftOut[] } {
  const first = sourceStart(version).frames;
  const length = lengthInFrames(version);
  const placed: PlacedMarker[] = [];
  const leftOut: MarkerLeftOut[] = [];
  for (const marker of markers) {
    const at = parseTimecode(marker.timecode, version.fps, { dropFrame: marker.dropFrame });
    if (at === null) {
      leftOut.push({ marker, reason: `${marker.timecode} is no timecode at ${version.fps} fps` });
      continue;
    }
    const frame = at - first;
    if (frame < 0 || frame >= length) {
      leftOut.push({ marker, reason: `outside the version (${spanOf(version)})` });
      continue;
    }
    const last = Math.min(frame + marker.durationFrames - 1, length - 1);
    placed.push({
      marker,
      start: positionOf(version, frame),
      end: last > frame ? positionOf(version, last) : null,
    });
  }
  return { placed, leftOut };
}

/** A marker's comment text: its own, else its colour's name (a marker needs no words). */
export const commentTextOf = (marker: EditMarker): string =>
  marker.text.trim() || (marker.colour ? `Marker (${marker.colour})` : 'Marker');
