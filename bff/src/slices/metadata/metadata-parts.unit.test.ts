import { describe, expect, it } from 'vitest';
import { parseMetadataFile } from './metadata-file.ts';
import { importParts, PART_BYTES, recordsOfPart } from './metadata-parts.ts';
import { MetadataFileError } from './metadata-record.ts';
import { testData } from './test-data.fixture.ts';

const aleOf = (rows: string[]) =>
  new TextEncoder().encode(
    `Heading\nFIELD_DELIM\tTABS\nFPS\t25\n\nColumn\nName\tScene\tNotes\n\nData\n${rows.join('\n')}\n`,
  );

describe('an import’s parts', () => {
  it('give back every record of a real file as the parser read it', () => {
    const file = parseMetadataFile('cdl.ale', testData('ale/otio-ale-adapter-sample_cdl.ale'));
    const parts = importParts(file);
    expect(parts).toHaveLength(1);
    expect(parts.flatMap(recordsOfPart)).toEqual(file.records);
  });

  it('cut a large file into parts under the budget, in order, each from its offset', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `Clip_${i}\t${i}\t${'x'.repeat(200)}`);
    const file = parseMetadataFile('big.ale', aleOf(rows));
    const parts = importParts(file);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(Buffer.byteLength(JSON.stringify(part))).toBeLessThan(PART_BYTES + 1024);
    }
    expect(parts.map((part) => part.offset)).toEqual(
      parts.map((_, i) => parts.slice(0, i).reduce((sum, p) => sum + p.records.length, 0)),
    );
    expect(parts.flatMap(recordsOfPart)).toEqual(file.records);
  });

  it('refuse a record too large for a part of its own', () => {
    const file = parseMetadataFile('huge.ale', aleOf([`Clip\t1\t${'x'.repeat(PART_BYTES)}`]));
    expect(() => importParts(file)).toThrow(MetadataFileError);
  });
});
