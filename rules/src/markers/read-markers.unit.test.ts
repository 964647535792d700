import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { markerText } from './edit-marker.ts';
import { readMarkers } from './read-markers.ts';

const data = new URL('../../../testing/data/markers/', import.meta.url);
const fileText = async (name: string) => markerText(await readFile(new URL(name, data)));

describe('Media Composer marker text', () => {
  it('reads each marker with its user, timecode, colour, comment and duration', async () => {
    const file = readMarkers(await fileText('media-composer-markers.txt'));
    expect(file?.format).toBe('MEDIA_COMPOSER');
    expect(file?.unread).toEqual([]);
    expect(
      file?.markers.map(({ line, user, timecode, colour, durationFrames }) => ({
        line,
        user,
        timecode,
        colour,
        durationFrames,
      })),
    ).toEqual([
      { line: 1, user: 'Dana Editor', timecode: '01:00:02:05', colour: 'red', durationFrames: 1 },
      { line: 2, user: 'Dana Editor', timecode: '01:00:04:00', colour: 'green', durationFrames: 1 },
      // the 8-field layout: the colour's name again at its end
      {
        line: 3,
        user: 'Sam Assistant',
        timecode: '01:00:06:12',
        colour: 'yellow',
        durationFrames: 25,
      },
      // the older 5-field layout: a point
      {
        line: 4,
        user: 'Sam Assistant',
        timecode: '01:00:09:00',
        colour: 'blue',
        durationFrames: 1,
      },
      { line: 5, user: 'Dana Editor', timecode: '00:59:58:00', colour: 'red', durationFrames: 1 },
    ]);
  });

  it('keeps a line break typed in a comment (a bare CR) inside that marker', async () => {
    const file = readMarkers(await fileText('media-composer-markers.txt'));
    expect(file?.markers[1]?.text).toBe('VFX - remove the boom\ncheck the reflection too');
  });

  it('reads CRLF line ends, drop-frame timecodes and Windows-1252 text', () => {
    const bytes = Buffer.from('Zoë\t00:01:00;02\tV1\tmagenta\tCafé au lait\t1\r\n', 'latin1');
    const [marker] = readMarkers(markerText(bytes))?.markers ?? [];
    expect(marker).toMatchObject({
      user: 'Zoë',
      timecode: '00:01:00;02',
      dropFrame: true,
      text: 'Café au lait',
    });
  });

  it('lists a line whose timecode cannot be read, and reads the rest', () => {
    const file = readMarkers(
      'Dana\t01:00:00:00\tV1\tred\tfine\t1\nDana\t1 o’clock\tV1\tred\tlate\t1\n',
    );
    expect(file?.markers).toHaveLength(1);
    expect(file?.unread).toEqual([{ line: 2, reason: '1 o’clock is no timecode' }]);
  });
});

describe('DaVinci Resolve timeline markers as EDL', () => {
  it('reads a marker from each event: its record in, colour and name', async () => {
    const file = readMarkers(await fileText('resolve-davincitimestamp-Timeline.edl'));
    expect(file?.format).toBe('RESOLVE_EDL');
    expect(file?.markers[0]).toEqual({
      line: 4,
      timecode: '00:00:00:00',
      dropFrame: false,
      user: null,
      colour: 'blue',
      text: 'Test Chapter 1',
      durationFrames: 1,
    });
    expect(file?.markers[1]).toMatchObject({ timecode: '00:00:48:18', text: 'Test Chapter 2' });
  });

  it('takes a marker’s note before its name, across the note’s own line breaks', () => {
    const edl = [
      'TITLE: Reel 1',
      'FCM: NON-DROP FRAME',
      '',
      '001  001      V     C        01:00:05:00 01:00:05:01 01:00:05:00 01:00:05:01',
      'Too dark |C:ResolveColorPurple |M:Marker 1 |D:1',
      '',
      '002  001      V     C        01:00:07:00 01:00:07:01 01:00:07:00 01:00:07:01  ',
      'Sky replacement',
      ' |C:ResolveColorBlue |M:Marker 2 |D:125',
    ].join('\r\n');
    expect(
      readMarkers(edl)?.markers.map(({ text, colour, durationFrames }) => ({
        text,
        colour,
        durationFrames,
      })),
    ).toEqual([
      { text: 'Too dark', colour: 'purple', durationFrames: 1 },
      { text: 'Sky replacement', colour: 'blue', durationFrames: 125 },
    ]);
  });
});

describe('CMX 3600 locators', () => {
  it('reads `*LOC:` at record timecodes, colour and text (pycmx’s example)', async () => {
    const file = readMarkers(await fileText('pycmx-cdl_example01.edl'));
    expect(file?.format).toBe('CMX_EDL');
    expect(file?.markers.slice(0, 2)).toEqual([
      {
        line: 5,
        timecode: '02:13:08:12',
        dropFrame: false,
        user: null,
        colour: 'green',
        text: 'Sc 117 INTERCUT',
        durationFrames: 1,
      },
      expect.objectContaining({
        timecode: '02:13:10:04',
        colour: 'white',
        text: 'VFX  117_GUD_0030 add Norway landscape',
      }),
    ]);
  });

  it('reads `* LOC:` with and without text (OpenTimelineIO’s screening example)', async () => {
    const file = readMarkers(await fileText('otio-cmx3600-screening_example.edl'));
    expect(file?.markers.map(({ timecode, colour, text }) => [timecode, colour, text])).toEqual([
      ['01:00:01:14', 'red', 'ANIM FIX NEEDED'],
      ['01:00:02:14', 'pink', 'ANIM FIX NEEDED'],
      ['01:00:15:13', 'green', ''],
    ]);
  });

  it('makes every timecode drop-frame under `FCM: DROP FRAME`', () => {
    const edl =
      'TITLE: x\nFCM: DROP FRAME\n001  AX  V  C  00:00:00:00 00:00:10:00 00:00:00:00 00:00:10:00\n* LOC: 00:00:01:00 RED note\n';
    expect(readMarkers(edl)?.markers[0]?.dropFrame).toBe(true);
  });
});

it('reads nothing from a file that is no marker file', () => {
  expect(readMarkers('name,take\n19A,3\n')).toBeNull();
});
