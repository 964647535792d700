/**
 * The records of a zip that stores its files as they are (APPNOTE 6.3: method 0, sizes and CRC in
 * a data descriptor after each file, UTF-8 names), built as bytes. Pure: the stream that uses
 * them (`download-zip.ts`) only adds the files' bytes between them.
 */

/** The largest value a 4-byte field holds; it also says "see the Zip64 field". */
export const ZIP32_MAX = 0xffff_ffff;
/** The largest entry count a 2-byte field holds; it also says "see the Zip64 record". */
const ENTRIES_MAX = 0xffff;

/** Bit 3: sizes and CRC follow the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0008 | 0x0800;
const STORED = 0;
const VERSION_ZIP32 = 20;
const VERSION_ZIP64 = 45;
/** Made on Unix, to APPNOTE 4.5, so that the attributes below are read as a Unix mode. */
const MADE_BY = (3 << 8) | VERSION_ZIP64;
/** A regular file, rw-r--r--. */
const FILE_ATTRIBUTES = (0o100644 << 16) >>> 0;
const ZIP64_EXTRA_TAG = 0x0001;

/** One file of the zip, as the central directory names it once its bytes are written. */
export interface ZipEntry {
  /** The path inside the zip, UTF-8. */
  name: Buffer;
  /** MS-DOS date and time, as `dosDateTime` gives them. */
  modified: DosDateTime;
  /** Where its local header starts. */
  offset: number;
  /** Whether its local header has a Zip64 field, so its data descriptor has 8-byte sizes. */
  zip64: boolean;
  crc: number;
  size: number;
}

export interface DosDateTime {
  date: number;
  time: number;
}

/** `at` in local time as MS-DOS writes it (2-second steps; 1980 to 2107). */
export function dosDateTime(at: Date): DosDateTime {
  const year = Math.min(Math.max(at.getFullYear(), 1980), 2107);
  return {
    date: ((year - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
  };
}

/** Writes `value` (a whole number below 2^53) as 8 bytes, least significant first. */
function writeUInt64(buffer: Buffer, value: number, at: number): void {
  buffer.writeUInt32LE(value % 2 ** 32, at);
  buffer.writeUInt32LE(Math.floor(value / 2 ** 32), at + 4);
}

/** A Zip64 extended information field holding `values` (8 bytes each), in the order given. */
function zip64Extra(values: readonly number[]): Buffer {
  const extra = Buffer.alloc(4 + 8 * values.length);
  extra.writeUInt16LE(ZIP64_EXTRA_TAG, 0);
  extra.writeUInt16LE(8 * values.length, 2);
  for (const [index, value] of values.entries()) writeUInt64(extra, value, 4 + 8 * index);
  return extra;
}

/** A path as a zip names it; a name longer than a zip can hold is an error. */
export function entryName(path: string): Buffer {
  const name = Buffer.from(path, 'utf8');
  if (name.length > 0xffff) throw new RangeError(`a zip entry name is ${name.length} bytes long`);
  return name;
}

/**
 * The header before a file's bytes. Its CRC and sizes are left at zero: the data descriptor
 * carries them. With `zip64` (a file of 4 GiB or more) it has a Zip64 field, as the format asks
 * for a descriptor with 8-byte sizes.
 */
export function localFileHeader(name: Buffer, modified: DosDateTime, zip64: boolean): Buffer {
  const extra = zip64 ? zip64Extra([0, 0]) : Buffer.alloc(0);
  const header = Buffer.alloc(30 + name.length + extra.length);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(zip64 ? VERSION_ZIP64 : VERSION_ZIP32, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(STORED, 8);
  header.writeUInt16LE(modified.time, 10);
  header.writeUInt16LE(modified.date, 12);
  // CRC (14) stays 0; the sizes say "in the Zip64 field" when it is there.
  header.writeUInt32LE(zip64 ? ZIP32_MAX : 0, 18);
  header.writeUInt32LE(zip64 ? ZIP32_MAX : 0, 22);
  header.writeUInt16LE(name.length, 26);
  header.writeUInt16LE(extra.length, 28);
  name.copy(header, 30);
  extra.copy(header, 30 + name.length);
  return header;
}

/** Whether a file's data descriptor has 8-byte sizes. */
export const descriptorIsZip64 = (entry: Pick<ZipEntry, 'zip64' | 'size'>): boolean =>
  entry.zip64 || entry.size >= ZIP32_MAX;

/** The CRC and sizes after a file's bytes (stored: both sizes are the file's). */
export function dataDescriptor(entry: Pick<ZipEntry, 'zip64' | 'size' | 'crc'>): Buffer {
  const wide = descriptorIsZip64(entry);
  const descriptor = Buffer.alloc(wide ? 24 : 16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc >>> 0, 4);
  if (wide) {
    writeUInt64(descriptor, entry.size, 8);
    writeUInt64(descriptor, entry.size, 16);
  } else {
    descriptor.writeUInt32LE(entry.size, 8);
    descriptor.writeUInt32LE(entry.size, 12);
  }
  return descriptor;
}

/**
 * A file's record in the central directory. A size or offset past 4 GiB goes in a Zip64 field
 * (uncompressed size, compressed size, then offset: only those too large for their 4 bytes).
 */
export function centralDirectoryHeader(entry: ZipEntry): Buffer {
  const bigSize = entry.size >= ZIP32_MAX;
  const bigOffset = entry.offset >= ZIP32_MAX;
  const wide = [...(bigSize ? [entry.size, entry.size] : []), ...(bigOffset ? [entry.offset] : [])];
  const extra = wide.length > 0 ? zip64Extra(wide) : Buffer.alloc(0);
  const { name } = entry;
  const header = Buffer.alloc(46 + name.length + extra.length);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(MADE_BY, 4);
  header.writeUInt16LE(entry.zip64 || wide.length > 0 ? VERSION_ZIP64 : VERSION_ZIP32, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(STORED, 10);
  header.writeUInt16LE(entry.modified.time, 12);
  header.writeUInt16LE(entry.modified.date, 14);
  header.writeUInt32LE(entry.crc >>> 0, 16);
  header.writeUInt32LE(bigSize ? ZIP32_MAX : entry.size, 20);
  header.writeUInt32LE(bigSize ? ZIP32_MAX : entry.size, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt16LE(extra.length, 30);
  // Comment length (32), disk number (34) and internal attributes (36) stay 0.
  header.writeUInt32LE(FILE_ATTRIBUTES, 38);
  header.writeUInt32LE(bigOffset ? ZIP32_MAX : entry.offset, 42);
  name.copy(header, 46);
  extra.copy(header, 46 + name.length);
  return header;
}

/** Where the central directory is and how many entries it has. */
export interface CentralDirectory {
  entries: number;
  offset: number;
  size: number;
}

/**
 * The end of the zip after its central directory. When the count, offset or size does not fit the
 * classic record, a Zip64 end record and its locator come first and the classic record's fields
 * all say "see Zip64".
 */
export function endOfCentralDirectory(directory: CentralDirectory): Buffer {
  const { entries, offset, size } = directory;
  const zip64 = entries >= ENTRIES_MAX || offset >= ZIP32_MAX || size >= ZIP32_MAX;
  const zip64Length = zip64 ? 56 + 20 : 0;
  const end = Buffer.alloc(zip64Length + 22);
  if (zip64) {
    end.writeUInt32LE(0x06064b50, 0);
    writeUInt64(end, 56 - 12, 4); // the record's size after this field
    end.writeUInt16LE(MADE_BY, 12);
    end.writeUInt16LE(VERSION_ZIP64, 14);
    // This disk (16) and the directory's disk (20) stay 0.
    writeUInt64(end, entries, 24);
    writeUInt64(end, entries, 32);
    writeUInt64(end, size, 40);
    writeUInt64(end, offset, 48);
    end.writeUInt32LE(0x07064b50, 56);
    // The Zip64 end record's disk (60) stays 0.
    writeUInt64(end, offset + size, 64);
    end.writeUInt32LE(1, 72); // disks in all
  }
  const at = zip64Length;
  end.writeUInt32LE(0x06054b50, at);
  // This disk (at + 4) and the directory's disk (at + 6) stay 0.
  end.writeUInt16LE(zip64 ? ENTRIES_MAX : entries, at + 8);
  end.writeUInt16LE(zip64 ? ENTRIES_MAX : entries, at + 10);
  end.writeUInt32LE(zip64 ? ZIP32_MAX : size, at + 12);
  end.writeUInt32LE(zip64 ? ZIP32_MAX : offset, at + 16);
  // Comment length (at + 20) stays 0.
  return end;
}
