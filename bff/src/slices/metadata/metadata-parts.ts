/**
 * A metadata file's records as the parts of its import (`metadata.imported`), and back. The log
 * takes messages of up to 1 MB and a file may hold 50,000 records, so records go in parts of at
 * most PART_BYTES of JSON, each part naming its columns once and giving each record its values in
 * that order. A record too large for a part alone is refused with the file.
 */
import type { MetadataImported } from '@rushes/events';
import { type MetadataFile, MetadataFileError, type MetadataRecord } from './metadata-record.ts';

/** Well under the log's 1 MB per message, with room for the envelope and a part's columns. */
export const PART_BYTES = 256 * 1024;

type PartData = Pick<MetadataImported['data'], 'offset' | 'columns' | 'records'>;
type PartRecord = PartData['records'][number];

const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

function partOf(offset: number, records: readonly MetadataRecord[]): PartData {
  const columns = [...new Set(records.flatMap((record) => Object.keys(record.columns)))];
  return {
    offset,
    columns,
    records: records.map(({ clipName, reel, sourceStart, sourceEnd, fps, slate, ...record }) => ({
      ...{ clipName, reel, sourceStart, sourceEnd, fps, slate },
      values: columns.map((column) => record.columns[column] ?? null),
    })),
  };
}

/** The file's records cut into parts, in order. */
export function importParts(file: MetadataFile): PartData[] {
  const parts: PartData[] = [];
  let start = 0;
  let size = 0;
  file.records.forEach((record, index) => {
    // A record's size with its column names: a bound on what it adds to a part.
    const bytes = bytesOf(record) + 64;
    if (bytes > PART_BYTES) {
      throw new MetadataFileError('record-too-large', `record ${index + 1}: ${bytes} bytes`);
    }
    if (size + bytes > PART_BYTES) {
      parts.push(partOf(start, file.records.slice(start, index)));
      start = index;
      size = 0;
    }
    size += bytes;
  });
  parts.push(partOf(start, file.records.slice(start)));
  return parts;
}

/** A part's records as the parsers gave them. */
export function recordsOfPart({ columns, records }: PartData): MetadataRecord[] {
  return records.map(({ values, ...record }: PartRecord) => ({
    ...record,
    columns: Object.fromEntries(
      columns.flatMap((column, index) => {
        const value = values[index];
        return value === null || value === undefined ? [] : [[column, value]];
      }),
    ),
  }));
}
