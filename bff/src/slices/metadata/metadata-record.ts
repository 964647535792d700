/** Which kind of file a metadata record was read from. */
export type MetadataFormat = 'ALE' | 'SONY_XML' | 'XMEML';

/** The slate of a take, as picked from the well-known columns of a metadata file. */
export interface Slate {
  episode?: string;
  scene?: string;
  shot?: string;
  take?: string;
  cameraAngle?: string;
  circled?: boolean;
}

/** What a metadata file says about one clip. */
export interface MetadataRecord {
  clipName: string;
  reel: string | null;
  /** The first frame's source timecode, `HH:MM:SS:FF` (`;FF` for drop-frame). */
  sourceStart: string | null;
  /** The source timecode just after the last frame (exclusive, as an ALE's End is). */
  sourceEnd: string | null;
  fps: number | null;
  /** Every column or field of the record, under its original (ALE) or readable (XML) name. */
  columns: Record<string, string>;
  slate: Slate;
}

/** A metadata file read whole. */
export interface MetadataFile {
  format: MetadataFormat;
  records: MetadataRecord[];
  /** The file's own settings: an ALE's Heading, an XML file's root attributes. */
  heading: Record<string, string>;
}

/**
 * The largest file read: an ALE of 50,000 rows of 100 columns is well under it, and a file past
 * it is refused before it is decoded.
 */
export const MAX_METADATA_BYTES = 20 * 1024 * 1024;

/** The most records one file may hold: a season's worth of takes, several times over. */
export const MAX_METADATA_RECORDS = 50_000;

/** The most columns an ALE may have: real exports carry a few hundred at most. */
export const MAX_ALE_COLUMNS = 1_000;

/** Why a metadata file could not be read, for logs and tests; people see one message for all. */
export type MetadataFileErrorReason =
  | 'empty'
  | 'too-large'
  | 'not-text'
  | 'unknown-format'
  | 'too-many-records'
  | 'no-records'
  | 'ale-field-delimiter'
  | 'ale-structure'
  | 'ale-too-many-columns'
  | 'ale-row-too-long'
  | 'xml-malformed'
  | 'xml-doctype'
  | 'xml-unknown-root'
  | 'record-too-large';

export class MetadataFileError extends Error {
  override readonly name = 'MetadataFileError';

  constructor(
    readonly reason: MetadataFileErrorReason,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}
