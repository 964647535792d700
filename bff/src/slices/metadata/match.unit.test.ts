import { describe, expect, it } from 'vitest';
import { matchRecord, recordMatcher } from './match.ts';
import { parseMetadataFile } from './metadata-file.ts';
import type { MetadataRecord } from './metadata-record.ts';
import { testData } from './test-data.fixture.ts';

const records = (path: string) =>
  parseMetadataFile(path.split('/').pop() ?? '', testData(path)).records;
const ale = (name: string) => records(`ale/otio-ale-adapter-${name}.ale`);

describe('matching metadata to clips', () => {
  it("matches by name: the clip's file name, with or without extension, in any case", () => {
    const blanks = ale('sample_blanks');
    expect(matchRecord(blanks, { filename: 'A020C003_150905_E2XZ.mov' })).toBe(blanks[0]);
    expect(matchRecord(blanks, { filename: 'a020c003_150905_e2xz.MXF' })).toBe(blanks[0]);
    const uhd = ale('sampleUHD');
    expect(matchRecord(uhd, { filename: 'A118_C029_1102JR_001.R3D' })).toBe(uhd[0]);
    expect(matchRecord(uhd, { filename: 'uploads/A118_C029_1102JR.mov' })).toBe(uhd[0]);
  });

  it('matches by the Tape, Filename or Source File an ALE names the clip by', () => {
    const rows = ale('sample_no_blanks');
    const clip = matchRecord(rows, { filename: 'A_0076C002_230511_184540_h1CTJ.mov' });
    expect(clip?.clipName).toBe('469C-4-2');
    expect(matchRecord(rows, { filename: 'A_0076C006_230511_190946_a1CTJ.ari' })?.clipName).toBe(
      '469C-4-6',
    );
    const aaf = ale('sample');
    expect(matchRecord(aaf, { filename: 'output.mxf' })?.clipName).toBe('Something');
  });

  it('picks, of records of one name, the one whose timecode holds the clip', () => {
    const cdl = ale('sample_cdl');
    const clip = (startTimecode?: string) =>
      matchRecord(cdl, { filename: 'A005_C010_0501J0.R3D', startTimecode })?.sourceStart;
    expect(clip('17:49:55:19')).toBe('17:49:55:19');
    expect(clip('17:50:22:00')).toBe('17:50:21:23');
    expect(clip('10:00:00:00')).toBe('17:49:33:01');
    expect(clip()).toBe('17:49:33:01');
  });

  it('matches by reel and source timecode where the names differ', () => {
    const rows = ale('sample2');
    const clip = (reel: string | null, startTimecode: string | null) =>
      matchRecord(rows, { filename: 'renamed.mov', reel, startTimecode })?.clipName ?? null;
    expect(clip('3NY004', '04:00:10:00')).toBe('19A-1xa');
    expect(clip('3ny004', '04:00:50:00')).toBe('19A-2xa');
    expect(clip('3NY004', '04:00:46:16')).toBe('19A-2xa');
    expect(clip('3NY004', '04:00:00:00')).toBe('19A-1xa');
    expect(clip('XA007', '04:00:10:00')).toBe('19A-1xa');
    expect(clip('3NY004', '04:01:37:08')).toBeNull();
    expect(clip('3NY004', '03:59:59:23')).toBeNull();
    expect(clip('OTHER', '04:00:10:00')).toBeNull();
    expect(clip(null, '04:00:10:00')).toBeNull();
    expect(clip('3NY004', null)).toBeNull();
  });

  it('matches clips to camera sidecars and FCP7 clip logs', () => {
    const sony = records('xml/C0001M01.XML');
    expect(matchRecord(sony, { filename: 'C0001.MP4' })).toBe(sony[0]);
    expect(matchRecord(sony, { filename: 'C0002.MP4' })).toBeNull();
    const log = records('xml/fcp7-clip-log.xml');
    expect(matchRecord(log, { filename: 'B002C001.mxf' })?.clipName).toBe('B002C001');
    const renamed = { filename: 'take.mov', reel: 'b002', startTimecode: '01:00:30;00' };
    expect(matchRecord(log, renamed)?.clipName).toBe('B002C001');
    expect(matchRecord(log, { ...renamed, startTimecode: '01:01:00;02' })).toBeNull();
  });

  it('matches a range that runs past midnight', () => {
    const night: MetadataRecord = {
      clipName: 'night',
      reel: 'N001',
      sourceStart: '23:59:50:00',
      sourceEnd: '00:00:10:00',
      fps: 25,
      columns: {},
      slate: {},
    };
    const clip = (startTimecode: string) =>
      matchRecord([night], { filename: 'x.mov', reel: 'N001', startTimecode });
    expect(clip('23:59:55:00')).toBe(night);
    expect(clip('00:00:05:00')).toBe(night);
    expect(clip('00:00:10:00')).toBeNull();
    expect(clip('12:00:00:00')).toBeNull();
  });

  it('matches nothing that is not named so, and takes no decimal for an extension', () => {
    expect(matchRecord(ale('sample_cdl'), { filename: 'unrelated.mov' })).toBeNull();
    expect(matchRecord([], { filename: 'A.mov' })).toBeNull();
    const scene: MetadataRecord = {
      clipName: 'Scene 1.2',
      reel: null,
      sourceStart: null,
      sourceEnd: null,
      fps: null,
      columns: {},
      slate: {},
    };
    expect(matchRecord([scene], { filename: 'Scene 1.3.mov' })).toBeNull();
    expect(matchRecord([scene], { filename: 'Scene 1.2.mov' })).toBe(scene);
  });
});

describe('matching many clips at once', () => {
  it('finds for each clip the record matchRecord finds, by name or by reel and timecode', () => {
    const all = [
      'sample',
      'sample2',
      'sampleUHD',
      'sample_blanks',
      'sample_cdl',
      'sample_no_blanks',
    ].flatMap(ale);
    const match = recordMatcher(all);
    const clips = [
      { filename: 'A005_C010_0501J0.mov', startTimecode: '17:49:56:00' },
      { filename: 'A_0076C002_230511_184540_h1CTJ.mov' },
      { filename: 'take.mov', reel: '3NY004', startTimecode: '04:00:50:00' },
      { filename: 'output.mxf' },
      { filename: 'nothing-like-it.mov' },
    ];
    for (const clip of clips) expect(match(clip)).toBe(matchRecord(all, clip));
    expect(match(clips[2] ?? { filename: '' })?.clipName).toBe('19A-2xa');
  });
});
