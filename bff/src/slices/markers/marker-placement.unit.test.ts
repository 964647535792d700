import type { EditMarker } from '@rushes/rules';
import { describe, expect, it } from 'vitest';
import type { TimedVersion } from '../notes-export/version-timecode.ts';
import { commentTextOf, placeMarkers } from './marker-placement.ts';

const marker = (timecode: string, fields: Partial<EditMarker> = {}): EditMarker => ({
  line: 1,
  timecode,
  dropFrame: timecode.includes(';'),
  user: 'Dana',
  colour: 'red',
  text: 'note',
  durationFrames: 1,
  ...fields,
});

const video = (fps: number, timecode: string | null, seconds: number): TimedVersion => ({
  video: true,
  fps,
  timecode,
  durationMs: seconds * 1000,
});

const starts = (markers: EditMarker[], version: TimedVersion) =>
  placeMarkers(markers, version).placed.map(({ start, end }) => [start, end]);

describe('placing markers on a version', () => {
  it('counts from the version’s source timecode at 25 fps, keeping a span to its end', () => {
    const version = video(25, '10:00:00:00', 10);
    expect(
      starts(
        [
          marker('10:00:00:00'),
          marker('10:00:09:24'),
          marker('10:00:02:00', { durationFrames: 25 }),
          marker('10:00:09:00', { durationFrames: 100 }),
        ],
        version,
      ),
    ).toEqual([
      [0, null],
      [249, null],
      [50, 74],
      [225, 249],
    ]);
  });

  it('counts 23.976 fps in 24 labels a second', () => {
    expect(
      starts([marker('01:00:01:00'), marker('01:00:02:12')], video(23.976, '01:00:00:00', 60)),
    ).toEqual([
      [24, null],
      [60, null],
    ]);
  });

  it('counts 29.97 drop-frame across a minute whose first two labels are skipped', () => {
    // from 00:00:59;00, thirty frames on is 00:01:00;02: ;00 and ;01 do not exist
    const version = video(29.97, '00:00:59;00', 10);
    expect(starts([marker('00:01:00;02'), marker('00:01:00;03')], version)).toEqual([
      [30, null],
      [31, null],
    ]);
  });

  it('counts from 00:00:00:00 on a version without a timecode', () => {
    expect(starts([marker('00:00:04:10')], video(25, null, 10))).toEqual([[110, null]]);
  });

  it('places markers on audio in milliseconds', () => {
    const audio = { video: false, fps: 25, timecode: null, durationMs: 5000 };
    expect(starts([marker('00:00:01:00'), marker('00:00:02:05')], audio)).toEqual([
      [1000, null],
      [2200, null],
    ]);
  });

  it('leaves out a marker before the first frame or past the last, saying where the version lies', () => {
    const version = video(25, '01:00:00:00', 10);
    const { placed, leftOut } = placeMarkers(
      [marker('00:59:58:00'), marker('01:00:10:00'), marker('01:00:05:00')],
      version,
    );
    expect(placed).toHaveLength(1);
    expect(leftOut.map(({ marker, reason }) => [marker.timecode, reason])).toEqual([
      ['00:59:58:00', 'outside the version (01:00:00:00–01:00:09:24)'],
      ['01:00:10:00', 'outside the version (01:00:00:00–01:00:09:24)'],
    ]);
  });

  it('leaves out a label the version’s rate cannot have', () => {
    const { leftOut } = placeMarkers([marker('01:00:00:27')], video(25, '01:00:00:00', 10));
    expect(leftOut[0]?.reason).toBe('01:00:00:27 is no timecode at 25 fps');
  });
});

it('writes a marker without words as its colour’s marker', () => {
  expect(commentTextOf(marker('01:00:00:00', { text: '' }))).toBe('Marker (red)');
  expect(commentTextOf(marker('01:00:00:00', { text: ' ', colour: null }))).toBe('Marker');
  expect(commentTextOf(marker('01:00:00:00', { text: 'Fix' }))).toBe('Fix');
});
