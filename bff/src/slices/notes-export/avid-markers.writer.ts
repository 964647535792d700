import { type NotesExport, oneLine } from './notes.ts';
import { frameOf, timecodeOf } from './version-timecode.ts';

/** The marker colour of every note (Media Composer's names, lower case). */
const MARKER_COLOUR = 'red';

/**
 * The notes as Avid Media Composer marker text, which the Markers window imports onto a clip or
 * sequence (Import Markers): one marker a line, tab-separated fields,
 *
 *   user<TAB>01:00:02:05<TAB>V1<TAB>red<TAB>comment<TAB>1
 *
 * that is the marker's name (the author), its source timecode (`;` before the frames for
 * drop-frame), the track, the colour (red, green, blue, cyan, magenta, yellow, black, white),
 * the comment on one line and the duration in frames (1: a marker, not a span). Lines end with
 * CR LF. Comments without a position are left out (a marker needs a frame), and removed ones.
 */
export function avidMarkers(notes: NotesExport): Buffer {
  const field = (text: string) => oneLine(text).replace(/\t/g, ' ');
  const lines = notes.versions.flatMap((version) =>
    version.notes
      .filter((note) => note.start !== null && note.text !== '')
      .map((note) =>
        [
          field(note.author),
          timecodeOf(version, frameOf(version, note.start ?? 0)),
          'V1',
          MARKER_COLOUR,
          field(note.text),
          '1',
        ].join('\t'),
      ),
  );
  return Buffer.from(lines.map((line) => `${line}\r\n`).join(''), 'utf8');
}
