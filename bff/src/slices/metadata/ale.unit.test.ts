import { describe, expect, it } from 'vitest';
import { parseAle } from './ale.ts';
import { MetadataFileError } from './metadata-record.ts';
import { testText } from './test-data.fixture.ts';

const ale = (name: string) => testText(`ale/otio-ale-adapter-${name}.ale`);

describe('ALE files', () => {
  it('reads every row and column of a Media Composer export', () => {
    const { heading, records } = parseAle(ale('sample'));
    expect(heading).toEqual({
      AUDIO_FORMAT: '48khz',
      FIELD_DELIM: 'TABS',
      FPS: '24',
      VIDEO_FORMAT: '1080',
    });
    expect(records.map((r) => r.clipName)).toEqual([
      'test_017056',
      'test_017057',
      'test_017058',
      'Something',
    ]);
    for (const record of records) expect(Object.keys(record.columns)).toHaveLength(129);
    const [first] = records;
    expect(first?.sourceStart).toBe('01:00:00:00');
    expect(first?.sourceEnd).toBe('01:00:04:03');
    expect(first?.fps).toBe(24);
    expect(first?.reel).toBeNull();
    expect(first?.columns.Color).toBe('   ');
    expect(first?.columns['Source File']).toBe('test_017056.aaf');
    expect(first?.columns['Video File Format']).toBe('MXF');
    expect(first?.columns.Comments).toBe('');
    expect(Object.keys(first?.columns ?? {}).at(-1)).toBe('Comments');
  });

  it('reads a heading of several pairs on one line, CRLF line ends and a short row', () => {
    const { heading, records } = parseAle(ale('sample2'));
    expect(heading).toEqual({
      FIELD_DELIM: 'TABS',
      VIDEO_FORMAT: '1080',
      AUDIO_FORMAT: '48Khz',
      FPS: '23.98',
    });
    expect(records).toHaveLength(2);
    const [first, second] = records;
    expect(Object.keys(first?.columns ?? {})).toHaveLength(32);
    expect(first?.columns.DESCRIPT).toBe('');
    expect(first?.columns.COMMENTS).toBe('');
    expect(first?.columns.Origin).toBe('3NY004M33840001         ');
    expect(first?.columns.Camroll).toBe('XA007   ');
    expect(first).toMatchObject({
      clipName: '19A-1xa',
      reel: '3NY004',
      sourceStart: '04:00:00:00',
      sourceEnd: '04:00:46:16',
      fps: 23.98,
      slate: { scene: '19A', take: '1xa', cameraAngle: 'A' },
    });
    expect(second?.clipName).toBe('19A-2xa');
    expect(second?.columns.Filename).toBe('A007C002_140720_R2E4');
  });

  it("reads a UHD file's format and resolution", () => {
    const { heading, records } = parseAle(ale('sampleUHD'));
    expect(heading.VIDEO_FORMAT).toBe('CUSTOM');
    expect(heading.FPS).toBe('23.976');
    expect(records).toEqual([
      {
        clipName: 'A118_C029_1102JR',
        reel: null,
        sourceStart: '14:40:02:11',
        sourceEnd: '14:42:22:23',
        fps: 23.98,
        columns: {
          Name: 'A118_C029_1102JR',
          Tape: '',
          Start: '14:40:02:11',
          End: '14:42:22:23',
          'Source File': 'A118_C029_1102JR_001.R3D',
          'Image Size': '4096 x 2304',
          FPS: '23.98',
        },
        slate: {},
      },
    ]);
  });

  it('reads the CDL columns of a Resolve export', () => {
    const { heading, records } = parseAle(ale('sample_cdl'));
    expect(heading.FILM_FORMAT).toBe('35mm,4perf');
    expect(records).toHaveLength(4);
    for (const record of records) expect(Object.keys(record.columns)).toHaveLength(17);
    const [first] = records;
    expect(first?.columns.ASC_SOP).toBe(
      '(0.8714 0.9334 0.9947)(-0.087 -0.0922 -0.0808)(0.9988 1.0218 1.0101)',
    );
    expect(first?.columns.ASC_SAT).toBe('0.9');
    expect(first?.columns['R3D.HighlightRollOff']).toBe('None');
    expect(first?.fps).toBe(23.976);
    expect(records.map((r) => r.sourceStart)).toEqual([
      '17:49:33:01',
      '17:49:55:19',
      '17:40:25:06',
      '17:50:21:23',
    ]);
  });

  it('reads a file with blank lines everywhere and trailing tabs', () => {
    const { heading, records } = parseAle(ale('sample_blanks'));
    expect(heading).toEqual({
      FIELD_DELIM: 'TABS',
      VIDEO_FORMAT: '1080',
      AUDIO_FORMAT: '48khz',
      FPS: '25',
    });
    expect(records).toHaveLength(1);
    const [record] = records;
    expect(Object.keys(record?.columns ?? {})).toHaveLength(37);
    expect(Object.keys(record?.columns ?? {}).at(-1)).toBe('RESOLVE_SIZING');
    expect(record?.clipName).toBe('A020C003_150905_E2XZ.mov');
    expect(record?.reel).toBe('A020E2XZ');
    expect(record?.columns['Camera Type']).toBe('Alexa Plus');
    expect(record?.slate).toEqual({ cameraAngle: 'A' });
  });

  it('reads a file without blank lines, and its slates', () => {
    const { records } = parseAle(ale('sample_no_blanks'));
    expect(records).toHaveLength(6);
    for (const record of records) expect(Object.keys(record.columns)).toHaveLength(245);
    expect(records[0]).toMatchObject({
      clipName: '469C-4-1',
      reel: 'A_0076C001_230511_184122_h1CTJ',
      sourceStart: '19:42:28:17',
      sourceEnd: '19:44:13:04',
      fps: 25,
      slate: { scene: '469C-4', take: '1', cameraAngle: 'A_', circled: false },
    });
    expect(records[5]?.columns.clipName).toBe('A_0076C006_230511_190946_a1CTJ');
  });

  it('reads the same with or without blank lines, with LF, CRLF or CR line ends', () => {
    for (const name of ['sample', 'sample2', 'sample_blanks', 'sample_no_blanks', 'sample_cdl']) {
      const text = ale(name);
      const expected = parseAle(text);
      const lines = text.split(/\r\n|\n/);
      expect(parseAle(lines.filter((line) => line.trim() !== '').join('\n'))).toEqual(expected);
      expect(parseAle(lines.join('\n\n\n'))).toEqual(expected);
      expect(parseAle(lines.join('\r\n'))).toEqual(expected);
      expect(parseAle(lines.join('\r'))).toEqual(expected);
    }
  });

  it('picks slates from the columns loggers use, in any case', () => {
    const text = [
      'Heading',
      'FIELD_DELIM\tTABS',
      'Column',
      'Name\tEPISODE\tscene\tShot\tTake\tCam\tCircled',
      'Data',
      'clip1\t104\t12A\tB\t3\tC\tY',
      'clip2\t\t\t\t\t\tno',
      'clip3\t\t\t\t\t\tmaybe',
    ].join('\n');
    expect(parseAle(text).records.map((r) => r.slate)).toEqual([
      { episode: '104', scene: '12A', shot: 'B', take: '3', cameraAngle: 'C', circled: true },
      { circled: false },
      {},
    ]);
  });

  const reason = (text: string) => {
    try {
      parseAle(text);
    } catch (error) {
      if (error instanceof MetadataFileError) return error.reason;
      throw error;
    }
    return 'read';
  };

  it('refuses what it cannot line up', () => {
    const file = (...lines: string[]) => lines.join('\n');
    expect(reason(file('Heading', 'FIELD_DELIM\tCOMMAS', 'Column', 'Name,Tape', 'Data'))).toBe(
      'ale-field-delimiter',
    );
    expect(reason(file('Column', 'Name\tTape', 'Data', 'a\tb\tc'))).toBe('ale-row-too-long');
    expect(reason(file('Column', 'Name\tTape', 'Data', 'a\tb\t\t \t'))).toBe('read');
    expect(reason(file('Column', 'Name\tName', 'Data', 'a\tb'))).toBe('ale-structure');
    expect(reason(file('Column', 'Name\t\tTape', 'Data', 'a\tb\tc'))).toBe('ale-structure');
    expect(reason(file('Column', 'Name', 'Tape', 'Data', 'a'))).toBe('ale-structure');
    expect(reason(file('Heading', 'FPS\t25', 'Data', 'a'))).toBe('ale-structure');
    expect(reason(file('Heading', 'FPS\t25'))).toBe('ale-structure');
    expect(reason(file('Column', Array.from({ length: 1001 }, (_, i) => `c${i}`).join('\t')))).toBe(
      'ale-too-many-columns',
    );
    const rows = Array.from({ length: 50_001 }, (_, i) => `clip${i}`);
    expect(reason(file('Column', 'Name', 'Data', ...rows))).toBe('too-many-records');
    expect(reason(file('Column', 'Name', 'Data', ...rows.slice(1)))).toBe('read');
  });
});
