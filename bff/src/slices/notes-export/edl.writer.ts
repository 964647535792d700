import { formatTimecode } from '@rushes/rules';
import { type NotesExport, oneLine } from './notes.ts';
import {
  DEFAULT_FPS,
  frameOf,
  lengthInFrames,
  rateOf,
  sourceStart,
  timecodeOf,
} from './version-timecode.ts';

/** CMX 3600 allows 8 characters of reel name; the clip name goes in a comment. */
const reelOf = (index: number) => `AX${String(index + 1).padStart(3, '0')}`.padEnd(8);

/** The locator colour of every note. */
const LOCATOR_COLOUR = 'RED';

/**
 * The notes as a CMX 3600 EDL: one video cut event per version, its source in/out the version's
 * source timecodes, laid one after another on the record side from the first version's source
 * start (so one version's record timecodes are its source timecodes), and each positioned
 * comment a locator on its event at the record timecode of its frame:
 *
 *   001  AX001    V     C        01:00:00:00 01:00:10:00 01:00:00:00 01:00:10:00
 *   * FROM CLIP NAME: shot.mov
 *   * LOC: 01:00:02:05 RED     note text
 *
 * `FCM: DROP FRAME` and `;` before the frames when the first version's timecode drops frames.
 */
export function notesEdl(notes: NotesExport): Buffer {
  const [first] = notes.versions;
  const rate = first ? rateOf(first) : DEFAULT_FPS;
  const { frames: recordStart, dropFrame } = first
    ? sourceStart(first)
    : { frames: 0, dropFrame: false };
  const recordTc = (frames: number) => formatTimecode(frames, rate, { dropFrame });
  const lines = [
    `TITLE: ${oneLine(notes.title).slice(0, 70)}`,
    `FCM: ${dropFrame ? 'DROP FRAME' : 'NON-DROP FRAME'}`,
    '',
  ];
  let record = recordStart;
  notes.versions.forEach((version, index) => {
    const length = lengthInFrames(version);
    // The record side counts at the first version's rate, whatever the rate of this one.
    const onRecord = (frames: number) => Math.round((frames * rate) / rateOf(version));
    const event = String(index + 1).padStart(3, '0');
    lines.push(
      `${event}  ${reelOf(index)} V     C        ${timecodeOf(version, 0)} ${timecodeOf(version, length)} ${recordTc(record)} ${recordTc(record + onRecord(length))}`,
      `* FROM CLIP NAME: ${oneLine(version.filename)}`,
    );
    for (const note of version.notes) {
      if (note.start === null || note.text === '') continue;
      const at = record + onRecord(Math.min(frameOf(version, note.start), length - 1));
      lines.push(`* LOC: ${recordTc(at)} ${LOCATOR_COLOUR.padEnd(7)} ${oneLine(note.text)}`);
    }
    lines.push('');
    record += onRecord(length);
  });
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}
