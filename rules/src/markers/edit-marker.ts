/** Where a marker file came from: the three an edit suite writes. */
export type MarkerFormat = 'MEDIA_COMPOSER' | 'RESOLVE_EDL' | 'CMX_EDL';

/**
 * A marker as an edit suite wrote it: at a timecode of the cut (a sequence's or a clip's, as the
 * suite shows it), with the name or user the suite gave it, its colour, its text and how many
 * frames it spans (1: a point).
 */
export interface EditMarker {
  /** The line of the file it starts on, from 1. */
  line: number;
  timecode: string;
  /** Drop-frame: `;` before the frames, or the EDL's `FCM: DROP FRAME`. */
  dropFrame: boolean;
  user: string | null;
  /** Lower case, as Media Composer names them (`red`, `green`…); Resolve's without `ResolveColor`. */
  colour: string | null;
  text: string;
  durationFrames: number;
}

/** A line that looked like a marker but could not be read, and why. */
export interface UnreadMarker {
  line: number;
  reason: string;
}

export interface MarkerFile {
  format: MarkerFormat;
  markers: EditMarker[];
  unread: UnreadMarker[];
}

/**
 * A file's text: UTF-8 when its bytes are (a BOM dropped), else Windows-1252, which Media
 * Composer on Windows writes.
 */
export function markerText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
