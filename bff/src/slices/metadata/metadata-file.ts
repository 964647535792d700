/**
 * The metadata files editors upload with their clips (`.ale`, `.xml`), read whole. The format is
 * told by the content, since an `.xml` may be a camera's sidecar or an editor's clip log: an ALE
 * opens with a section name, the XML formats by their root element. Anything else, or anything
 * that does not read cleanly, is a `MetadataFileError` (people are told 'Metadata couldn't be
 * imported, please check for data integrity').
 */
import { looksLikeAle, parseAle } from './ale.ts';
import {
  MAX_METADATA_BYTES,
  MAX_METADATA_RECORDS,
  type MetadataFile,
  MetadataFileError,
} from './metadata-record.ts';
import { isSonyXml, parseSonyXml } from './sony-xml.ts';
import { isXmeml, parseXmeml } from './xmeml.ts';
import { parseXml } from './xml-tree.ts';

/** UTF-8 with or without a byte-order mark; NUL or invalid sequences mean binary. */
function decode(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new MetadataFileError('not-text', 'not UTF-8');
  }
  if (text.includes('\0')) throw new MetadataFileError('not-text', 'holds NUL bytes');
  return text;
}

function read(filename: string, text: string): MetadataFile {
  if (looksLikeAle(text)) return { format: 'ALE', ...parseAle(text) };
  if (!text.trimStart().startsWith('<')) {
    throw new MetadataFileError('unknown-format', 'neither an ALE nor XML');
  }
  const root = parseXml(text);
  if (isSonyXml(root)) return { format: 'SONY_XML', ...parseSonyXml(root, filename) };
  if (isXmeml(root)) return { format: 'XMEML', ...parseXmeml(root) };
  throw new MetadataFileError('xml-unknown-root', `<${root.name}> is no metadata format we read`);
}

export function parseMetadataFile(filename: string, bytes: Uint8Array): MetadataFile {
  if (bytes.byteLength > MAX_METADATA_BYTES) {
    throw new MetadataFileError('too-large', `${bytes.byteLength} bytes`);
  }
  const text = decode(bytes);
  if (text.trim() === '') throw new MetadataFileError('empty', 'no content');
  const file = read(filename, text);
  if (file.records.length === 0) throw new MetadataFileError('no-records', 'no clip in the file');
  if (file.records.length > MAX_METADATA_RECORDS) {
    throw new MetadataFileError('too-many-records', `${file.records.length} records`);
  }
  return file;
}
