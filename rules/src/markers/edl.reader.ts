import { readTimecode } from '../timecode/timecode.ts';
import type { EditMarker, MarkerFile, UnreadMarker } from './edit-marker.ts';

const TIMECODE = String.raw`\d{1,2}[:;.]\d{2}[:;.]\d{2}[:;.]\d{2,3}`;
/** An event: number, reel, track, transition (and its length), source in/out, record in/out. */
const EVENT = new RegExp(
  String.raw`^\s*\d{3,6}\s+\S+\s+\S+\s+\S+(?:\s+\d+)?\s+(${TIMECODE})\s+(${TIMECODE})\s+(${TIMECODE})\s+(${TIMECODE})\s*$`,
);
/** A CMX 3600 locator: `* LOC: 01:00:02:05 RED     text` (the timecode the record side's). */
const LOCATOR = new RegExp(String.raw`^\*\s*LOC:\s*(${TIMECODE})\s*(\w*)\s*(.*)$`, 'i');
/** Resolve's marker line below its event: `[note ]|C:ResolveColorBlue |M:name |D:1`. */
const RESOLVE = /^(.*?)\|C:(\S*)\s*\|M:(.*?)\s*\|D:(\d+)\s*$/;

/**
 * An EDL's markers: DaVinci Resolve's timeline markers (an event a marker at its record in, its
 * colour, name and note on the line below) or CMX 3600 locators (`* LOC:`), in either case at
 * record timecodes, the cut's own. `FCM: DROP FRAME` makes every timecode drop-frame.
 */
export function readEdlMarkers(text: string): MarkerFile {
  const lines = text.split(/\r\n|\n|\r/);
  const dropFrame = lines.some((line) => /^FCM:\s*DROP FRAME/i.test(line.trim()));
  const resolve = lines.some((line) => RESOLVE.test(line.trim()));
  const markers: EditMarker[] = [];
  const unread: UnreadMarker[] = [];
  const isDrop = (timecode: string) => dropFrame || timecode.includes(';');
  let event: { line: number; recordIn: string } | null = null;
  let note: string[] = [];

  lines.forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    const cut = EVENT.exec(raw);
    if (cut) {
      event = { line, recordIn: cut[3] ?? '' };
      note = [];
      return;
    }
    if (resolve) {
      if (!event || trimmed === '') return;
      const marker = RESOLVE.exec(trimmed);
      if (!marker) {
        // a note's own line break: the rest of the note follows on the next line
        note.push(trimmed);
        return;
      }
      const [, before = '', colour = '', name = '', duration = '1'] = marker;
      const opened: { line: number; recordIn: string } = event;
      const text = [...note, before.trim()].filter(Boolean).join('\n') || name.trim();
      markers.push({
        line: opened.line,
        timecode: opened.recordIn,
        dropFrame: isDrop(opened.recordIn),
        user: null,
        colour: colour.replace(/^ResolveColor/, '').toLowerCase() || null,
        text,
        durationFrames: Math.max(1, Number(duration)),
      });
      event = null;
      note = [];
      return;
    }
    const locator = LOCATOR.exec(trimmed);
    if (!locator) return;
    const [, timecode = '', colour = '', comment = ''] = locator;
    if (!readTimecode(timecode)) {
      unread.push({ line, reason: `${timecode} is no timecode` });
      return;
    }
    markers.push({
      line,
      timecode,
      dropFrame: isDrop(timecode),
      user: null,
      colour: colour.toLowerCase() || null,
      text: comment.trim(),
      durationFrames: 1,
    });
  });
  return { format: resolve ? 'RESOLVE_EDL' : 'CMX_EDL', markers, unread };
}

/** Whether a file reads as an EDL: a `TITLE:` or `FCM:` header, or an event line. */
export function looksLikeEdl(text: string): boolean {
  return text
    .split(/\r\n|\n|\r/)
    .slice(0, 20)
    .some((line) => /^(TITLE|FCM):/i.test(line.trim()) || EVENT.test(line));
}
