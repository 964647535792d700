import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fromRandomAccessReaderPromise, RandomAccessReader } from 'yauzl';
import { readEntries } from './zip.fixture.ts';
import {
  centralDirectoryHeader,
  dataDescriptor,
  dosDateTime,
  endOfCentralDirectory,
  entryName,
  localFileHeader,
  ZIP32_MAX,
  type ZipEntry,
} from './zip-records.ts';

const GiB = 1024 ** 3;
const modified = dosDateTime(new Date(2026, 10, 24, 13, 5, 31));
const u64 = (record: Buffer, at: number) => Number(record.readBigUInt64LE(at));
const entry = (fields: Partial<ZipEntry>): ZipEntry => ({
  ...{ name: entryName('Day 1/Take 1.mov'), modified, offset: 0, zip64: false },
  ...{ crc: 0xcafe_f00d, size: 1000, ...fields },
});

describe('zip records', () => {
  it('dates an entry in MS-DOS time, in two-second steps, never before 1980', () => {
    expect(modified).toEqual({
      date: ((2026 - 1980) << 9) | (11 << 5) | 24,
      time: (13 << 11) | (5 << 5) | 15,
    });
    expect(dosDateTime(new Date(1970, 0, 1)).date).toBe((1 << 5) | 1);
  });

  it('names an entry in UTF-8, and refuses a name no zip can hold', () => {
    expect(entryName('Día 2/東京.mov')).toEqual(Buffer.from('Día 2/東京.mov', 'utf8'));
    expect(() => entryName('x'.repeat(65_536))).toThrow(RangeError);
  });

  it('heads a file with zeros for its CRC and sizes, which its descriptor gives', () => {
    const header = localFileHeader(entryName('Día.mov'), modified, false);
    expect(header.readUInt32LE(0)).toBe(0x04034b50);
    expect(header.readUInt16LE(4)).toBe(20);
    expect(header.readUInt16LE(6)).toBe(0x0808); // data descriptor, UTF-8 name
    expect(header.readUInt16LE(8)).toBe(0); // stored
    expect([header.readUInt32LE(14), header.readUInt32LE(18), header.readUInt32LE(22)]).toEqual([
      0, 0, 0,
    ]);
    expect(header.readUInt16LE(26)).toBe(8);
    expect(header.readUInt16LE(28)).toBe(0);
    expect(header.subarray(30).toString('utf8')).toBe('Día.mov');
    expect(dataDescriptor(entry({ size: 1000 }))).toEqual(
      Buffer.from('504b07080df0feca' + 'e8030000' + 'e8030000', 'hex'),
    );
  });

  it('gives a file of 4 GiB or more a Zip64 field and a descriptor with 8-byte sizes', () => {
    const header = localFileHeader(entryName('Big.mov'), modified, true);
    expect(header.readUInt16LE(4)).toBe(45);
    expect([header.readUInt32LE(18), header.readUInt32LE(22)]).toEqual([ZIP32_MAX, ZIP32_MAX]);
    expect(header.readUInt16LE(28)).toBe(20);
    expect(header.subarray(37)).toEqual(Buffer.from(`01001000${'00'.repeat(16)}`, 'hex'));
    const descriptor = dataDescriptor(entry({ zip64: true, size: 5 * GiB }));
    expect(descriptor.length).toBe(24);
    expect([u64(descriptor, 8), u64(descriptor, 16)]).toEqual([5 * GiB, 5 * GiB]);
    // A file that turns out larger than it was said to be still gets its whole size.
    expect(dataDescriptor(entry({ zip64: false, size: ZIP32_MAX })).length).toBe(24);
  });

  it('lists a small file in the central directory without Zip64', () => {
    const header = centralDirectoryHeader(entry({ offset: 1234 }));
    expect(header.readUInt32LE(0)).toBe(0x02014b50);
    expect(header.readUInt16LE(4)).toBe(0x032d); // Unix, APPNOTE 4.5
    expect(header.readUInt16LE(6)).toBe(20);
    expect(header.readUInt16LE(8)).toBe(0x0808);
    expect(header.readUInt32LE(16)).toBe(0xcafe_f00d);
    expect([header.readUInt32LE(20), header.readUInt32LE(24)]).toEqual([1000, 1000]);
    expect(header.readUInt16LE(30)).toBe(0);
    expect(header.readUInt32LE(38) >>> 16).toBe(0o100644);
    expect(header.readUInt32LE(42)).toBe(1234);
    expect(header.subarray(46).toString('utf8')).toBe('Day 1/Take 1.mov');
  });

  it('moves only the sizes and offsets past 4 GiB into the Zip64 field, in order', () => {
    const big = centralDirectoryHeader(entry({ size: 5 * GiB, offset: 6 * GiB }));
    const extra = big.subarray(46 + 16);
    expect([big.readUInt16LE(6), big.readUInt16LE(30)]).toEqual([45, 28]);
    expect([big.readUInt32LE(20), big.readUInt32LE(24), big.readUInt32LE(42)]).toEqual([
      ZIP32_MAX,
      ZIP32_MAX,
      ZIP32_MAX,
    ]);
    expect([extra.readUInt16LE(0), extra.readUInt16LE(2)]).toEqual([1, 24]);
    expect([u64(extra, 4), u64(extra, 12), u64(extra, 20)]).toEqual([5 * GiB, 5 * GiB, 6 * GiB]);

    const farOnly = centralDirectoryHeader(entry({ size: 10, offset: ZIP32_MAX }));
    expect(farOnly.readUInt32LE(20)).toBe(10);
    expect(farOnly.subarray(46 + 16).toString('hex')).toBe('01000800ffffffff00000000');
  });

  it('ends a small zip with the classic record alone', () => {
    const end = endOfCentralDirectory({ entries: 3, offset: 5000, size: 200 });
    expect(end.toString('hex')).toBe(
      ['504b0506', '00000000', '0300', '0300', 'c8000000', '88130000', '0000'].join(''),
    );
    expect(end.length).toBe(22);
  });

  it('ends with the Zip64 record and locator past 65,534 entries or 4 GiB', () => {
    for (const directory of [
      { entries: 65_535, offset: 100, size: 10 },
      { entries: 2, offset: 5 * GiB, size: 150 },
    ]) {
      const end = endOfCentralDirectory(directory);
      expect(end.length).toBe(56 + 20 + 22);
      expect(end.readUInt32LE(0)).toBe(0x06064b50);
      expect(u64(end, 4)).toBe(44);
      expect([u64(end, 24), u64(end, 32)]).toEqual([directory.entries, directory.entries]);
      expect([u64(end, 40), u64(end, 48)]).toEqual([directory.size, directory.offset]);
      expect(end.readUInt32LE(56)).toBe(0x07064b50);
      expect(u64(end, 64)).toBe(directory.offset + directory.size);
      expect(end.readUInt32LE(72)).toBe(1);
      expect(end.subarray(76).toString('hex')).toBe(
        `504b0506${'00'.repeat(4)}ffffffff${'ff'.repeat(8)}0000`,
      );
    }
  });
});

/** A zip of `parts` where a number stands for that many zero bytes, never held in memory. */
class VirtualZip extends RandomAccessReader {
  constructor(private readonly parts: readonly (Buffer | number)[]) {
    super();
  }
  get size() {
    return this.parts.reduce<number>(
      (sum, part) => sum + (typeof part === 'number' ? part : part.length),
      0,
    );
  }
  override _readStreamForRange(start: number, end: number): Readable {
    const chunks: Buffer[] = [];
    let at = 0;
    for (const part of this.parts) {
      const length = typeof part === 'number' ? part : part.length;
      const from = Math.max(start, at);
      const to = Math.min(end, at + length);
      if (from < to) {
        chunks.push(
          typeof part === 'number' ? Buffer.alloc(to - from) : part.subarray(from - at, to - at),
        );
      }
      at += length;
    }
    return Readable.from(chunks);
  }
}

describe('a Zip64 archive read back', () => {
  it('gives sizes and offsets past 4 GiB to an unzip library, and the file after them', async () => {
    const big = entry({ name: entryName('Big.mov'), zip64: true, size: 5 * GiB, offset: 0 });
    const bigHeader = localFileHeader(big.name, modified, true);
    const bigEnd = bigHeader.length + big.size + dataDescriptor(big).length;
    const note = Buffer.from('après');
    const name = entryName('Día 2/note.txt');
    const small = entry({ name, offset: bigEnd, size: note.length, crc: crc32(note) });
    const directory = Buffer.concat([big, small].map(centralDirectoryHeader));
    const parts = [
      ...[bigHeader, big.size, dataDescriptor(big)],
      ...[localFileHeader(small.name, modified, false), note, dataDescriptor(small)],
      directory,
      endOfCentralDirectory({
        ...{ entries: 2, offset: bigEnd + 30 + small.name.length + note.length + 16 },
        size: directory.length,
      }),
    ];
    const zip = new VirtualZip(parts);

    const file = await fromRandomAccessReaderPromise(zip, zip.size, {
      ...{ lazyEntries: true, autoClose: false },
    });
    const entries = await readEntries(file);
    expect(
      entries.map((e) => [e.fileName, e.uncompressedSize, e.relativeOffsetOfLocalHeader]),
    ).toEqual([
      ['Big.mov', 5 * GiB, 0],
      ['Día 2/note.txt', note.length, bigEnd],
    ]);
    expect(entries[0]?.crc32).toBe(0xcafe_f00d);
    const noteEntry = entries[1];
    if (!noteEntry) throw new Error('the zip lost its second entry');
    expect(noteEntry.crc32).toBe(crc32(note));
    expect((await buffer(await file.openReadStreamPromise(noteEntry))).toString()).toBe('après');
    file.close();
  });
});
