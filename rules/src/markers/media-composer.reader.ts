import { readTimecode } from '../timecode/timecode.ts';
import type { EditMarker, MarkerFile, UnreadMarker } from './edit-marker.ts';

/**
 * Avid Media Composer's marker text (the Markers window's Export Markers): a marker a line,
 * tab-separated,
 *
 *   user<TAB>01:00:02:05<TAB>V1<TAB>red<TAB>comment<TAB>1[<TAB><TAB>Red]
 *
 * the marker's name (its user), timecode, track, colour, comment and duration in frames (older
 * exports stop after the comment). A comment may hold a bare CR (a line break typed in it):
 * markers are split on LF only.
 */
export function readMediaComposerMarkers(text: string): MarkerFile {
  const markers: EditMarker[] = [];
  const unread: UnreadMarker[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    const record = raw.replace(/\r$/, '');
    if (record.trim() === '') return;
    const [user = '', timecode = '', , colour = '', comment = '', duration = ''] =
      record.split('\t');
    const label = readTimecode(timecode);
    if (!label) {
      unread.push({ line, reason: `${timecode.trim() || 'no timecode'} is no timecode` });
      return;
    }
    const frames = Number(duration.trim() || '1');
    markers.push({
      line,
      timecode: timecode.trim(),
      dropFrame: label.dropFrame,
      user: user.trim() || null,
      colour: colour.trim().toLowerCase() || null,
      text: comment.replace(/\r\n?/g, '\n').trim(),
      durationFrames: Number.isInteger(frames) && frames > 0 ? frames : 1,
    });
  });
  return { format: 'MEDIA_COMPOSER', markers, unread };
}

/** Whether a file reads as Media Composer's markers: its first line has a timecode second. */
export function looksLikeMediaComposer(text: string): boolean {
  const first = text.split('\n').find((line) => line.trim() !== '') ?? '';
  const fields = first.split('\t');
  return fields.length >= 5 && readTimecode(fields[1] ?? '') !== null;
}
