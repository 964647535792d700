import { describe, expect, it } from 'vitest';
import { parseAle } from '../metadata/ale.ts';
import { writeAle } from '../metadata/ale.writer.ts';
import { testText } from '../metadata/test-data.fixture.ts';
import { type AleClip, avidRate, clipsSheet } from './clips-ale.ts';

const clip = (overrides: Partial<AleClip>): AleClip => ({
  name: 'A001C001',
  filename: 'A001C001.mov',
  video: true,
  fps: 25,
  timecode: '10:00:00:00',
  durationMs: 4_000,
  height: 1080,
  hasAudio: true,
  slate: null,
  circled: false,
  reviewStatus: null,
  metadata: [],
  custom: {},
  ...overrides,
});

const takes = [
  clip({
    name: '12A-3',
    slate: { scene: '12A', take: '3', cameraAngle: 'A' },
    circled: true,
    reviewStatus: 'changes_requested',
    metadata: [
      { key: 'Tape', value: 'A001' },
      { key: 'Scene', value: '12A' },
      { key: 'Shoot Date', value: '07/21/14' },
    ],
  }),
  clip({
    name: 'A002C004',
    filename: 'A002C004.mxf',
    fps: 30000 / 1001,
    timecode: '00:59:59;28',
    durationMs: 1_001,
    reviewStatus: 'approved',
    metadata: [{ key: 'Camroll', value: 'A002' }],
  }),
  clip({ name: 'Boom 1', filename: 'boom1.wav', video: false, height: null, timecode: null }),
];

describe("a folder's clips as an ALE", () => {
  it('gives each clip its source timecodes, rate, tracks, slate and review status', () => {
    const { heading, columns, rows } = clipsSheet(takes);
    expect(heading).toEqual([
      ['VIDEO_FORMAT', '1080'],
      ['AUDIO_FORMAT', '48khz'],
      ['FPS', '25'],
    ]);
    expect(columns.slice(-3)).toEqual(['Tape', 'Shoot Date', 'Camroll']);
    expect(rows[0]).toMatchObject({
      Name: '12A-3',
      Tracks: 'VA1',
      Start: '10:00:00:00',
      End: '10:00:04:00',
      Duration: '00:00:04:00',
      FPS: '25',
      'Source File': 'A001C001.mov',
      Scene: '12A',
      Take: '3',
      Camera: 'A',
      Circled: 'Yes',
      'Review Status': 'Changes Requested',
      Tape: 'A001',
      Camroll: '',
    });
    // 29.97 drop-frame: a second of 30 frames crosses the minute, where frames 0 and 1 are dropped.
    expect(rows[1]).toMatchObject({
      Start: '00:59:59;28',
      End: '01:00:00;28',
      FPS: '29.97',
      'Review Status': 'Approved',
      Camroll: 'A002',
    });
    expect(rows[2]).toMatchObject({ Tracks: 'A1', Start: '00:00:00:00', Circled: '' });
  });

  it('reads back through Rushes’ ALE reader as the clips it was written from', () => {
    const { records } = parseAle(writeAle(clipsSheet(takes)).toString('utf8'));
    expect(
      records.map(({ clipName, reel, sourceStart, sourceEnd, fps }) => ({
        clipName,
        reel,
        sourceStart,
        sourceEnd,
        fps,
      })),
    ).toEqual([
      {
        clipName: '12A-3',
        reel: 'A001',
        sourceStart: '10:00:00:00',
        sourceEnd: '10:00:04:00',
        fps: 25,
      },
      {
        clipName: 'A002C004',
        reel: 'A002',
        sourceStart: '00:59:59;28',
        sourceEnd: '01:00:00;28',
        fps: 29.97,
      },
      {
        clipName: 'Boom 1',
        reel: null,
        sourceStart: '00:00:00:00',
        sourceEnd: '00:00:04:00',
        fps: 25,
      },
    ]);
    expect(records[0]?.slate).toEqual({ scene: '12A', take: '3', cameraAngle: 'A', circled: true });
    expect(records[0]?.columns['Shoot Date']).toBe('07/21/14');
  });

  it('carries the custom fields, in their order, through a round trip', () => {
    const rated = [
      { ...takes[0], custom: { Rating: '4', 'Shot at': '2026-12-12T09:30:00.000Z', tape: 'A009' } },
      { ...takes[1], custom: { Camera: 'B', Rating: '2', Graded: 'Yes' } },
      takes[2],
    ] as AleClip[];
    const fields = ['Camera', 'Rating', 'Graded', 'tape', 'Shot at', 'Duration'];
    const sheet = clipsSheet(rated, fields);
    expect(sheet.columns.slice(-6)).toEqual([
      'Tape',
      'Shoot Date',
      'Camroll',
      'Rating',
      'Graded',
      'Shot at',
    ]);
    const { records } = parseAle(writeAle(sheet).toString('utf8'));
    expect(records.map((record) => record.columns.Rating)).toEqual(['4', '2', '']);
    expect(records[0]?.columns['Shot at']).toBe('2026-12-12T09:30:00.000Z');
    expect(records[1]?.columns.Graded).toBe('Yes');
    // A value set in Rushes fills the column of the same name, slate's or metadata file's...
    expect(records[0]?.columns.Tape).toBe('A009');
    expect(records[1]?.slate.cameraAngle).toBe('B');
    expect(records[0]?.slate.cameraAngle).toBe('A');
    // ...but never one that makes the clip.
    expect(records[0]?.columns.Duration).toBe('00:00:04:00');
  });

  it('names its columns as Media Composer’s own exports do', () => {
    const exported = ['sample', 'sample2', 'sampleUHD', 'sample_cdl'].flatMap((name) =>
      Object.keys(parseAle(testText(`ale/otio-ale-adapter-${name}.ale`)).records[0]?.columns ?? {}),
    );
    const ours = clipsSheet(takes).columns.filter(
      (name) =>
        !['Episode', 'Shot', 'Circled', 'Review Status', 'Tape', 'Shoot Date', 'Camroll'].includes(
          name,
        ),
    );
    expect(ours.filter((name) => !exported.includes(name))).toEqual([]);
  });

  it('writes rates as Avid names them', () => {
    expect([24000 / 1001, 24, 25, 30000 / 1001, 50, 60000 / 1001].map(avidRate)).toEqual([
      '23.976',
      '24',
      '25',
      '29.97',
      '50',
      '59.94',
    ]);
  });
});
