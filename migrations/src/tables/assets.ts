import type { ColumnType, Insertable, Selectable } from 'kysely';

/** A timestamp: a Date when read, a Date or ISO string when written. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A bigint: `pg` returns it as a string. */
type Int8 = ColumnType<string, number | string, number | string>;
/** A jsonb value: written as JSON text, read parsed. */
type Json<T> = ColumnType<T, string | undefined, string>;

/** `asset`: a file in a folder, with its versions; named after its first file. */
export interface AssetTable {
  id: string;
  projectId: string;
  folderId: string;
  /** Collated `rushes_name`, as folder names. */
  name: string;
  /** Video, Audio, Image, Document, Other, or Live for one fed from set (asset.live_created). */
  type: string;
  createdAt: Timestamp;
  createdBy: string | null;
  /** Null only between the asset's creation and its first version, in the same commit. */
  newestVersionId: string | null;
  /** Its metadata entries in order (asset.metadata_set); none before. */
  metadata: ColumnType<AssetMetadataEntry[], string | undefined, string>;
  /** The slate its metadata gave it; null without. */
  slate: Json<AssetSlate | null>;
  /** The slate as text in the project's slate format; null without a slate. Collated `rushes_name`. */
  sceneTake: ColumnType<string | null, string | null | undefined, string | null>;
  /** The Selected metadata. */
  circled: ColumnType<boolean, boolean | undefined, boolean>;
  /** The metadata's values, one a line, for the folder's filter. */
  metadataText: ColumnType<string, string | undefined, string>;
}

export interface AssetMetadataEntry {
  key: string;
  value: string;
}

export interface AssetSlate {
  episode?: string;
  scene?: string;
  shot?: string;
  take?: string;
  cameraAngle?: string;
  circled?: boolean;
}

/** `asset_slate_format`: each project's slate format, as the assets read model knows it. */
export interface AssetSlateFormatTable {
  projectId: string;
  slateFormat: string;
}

/** `metadata_import`: a metadata file imported into a folder; counted once all its parts are in. */
export interface MetadataImportTable {
  id: string;
  projectId: string;
  folderId: string;
  filename: string;
  format: string;
  parts: number;
  partsIn: number;
  createdAt: Timestamp;
}

/** `metadata_record`: one record of an imported file, kept for the folder's clips. */
export interface MetadataRecordTable {
  importId: string;
  position: number;
  folderId: string;
  /** The forms of the names the record gives its clip, lower case. */
  nameKeys: string[];
  /** Its reels, lower case. */
  reels: string[];
  /** The record as the parsers give it (columns by name, slate). */
  record: ColumnType<unknown, string, string>;
}

/** `metadata_match_pending`: a first version just probed, to match by reel and timecode. */
export interface MetadataMatchPendingTable {
  versionId: string;
  assetId: string;
  at: Timestamp;
}

/**
 * One HLS level of a version, as `job.level_published` gives it, or as `job.level_playable` does
 * while it is still being encoded (`growing`, its bandwidth 0: not measured yet).
 */
export interface VersionLevel {
  name: string;
  width: number;
  height: number;
  bandwidth: number;
  hdr: boolean;
  playlistKey: string;
  growing?: boolean;
}

/** A sheet of scrub preview tiles, as `job.completed` gives it. */
export interface VersionSprite {
  keys: string[];
  columns: number;
  rows: number;
  tileWidth: number;
  tileHeight: number;
  frameCount: number;
  intervalMs: number;
}

/** `version`: an uploaded file of an asset and what its processing made of it. */
export interface VersionTable {
  id: string;
  assetId: string;
  projectId: string;
  number: number;
  filename: string;
  size: Int8;
  mimetype: string;
  sourceKey: string;
  createdAt: Timestamp;
  createdBy: string | null;
  processingJobId: string | null;
  probed: ColumnType<boolean, boolean | undefined, boolean>;
  durationMs: number | null;
  fps: number | null;
  width: number | null;
  height: number | null;
  videoCodec: string | null;
  audioCodec: string | null;
  videoBitrate: Int8 | null;
  audioBitrate: Int8 | null;
  timecode: string | null;
  colorTransfer: string | null;
  hdr: ColumnType<boolean, boolean | undefined, boolean>;
  masterKey: string | null;
  levels: ColumnType<VersionLevel[], string | undefined, string>;
  posterKey: string | null;
  thumbnailKey: string | null;
  waveformKey: string | null;
  playerSprite: Json<VersionSprite | null>;
  thumbnailSprite: Json<VersionSprite | null>;
  /** The version a copy was made from (items.copied); null for an uploaded one. */
  copiedFrom: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its review status (version.review_status_set), who set it and when; null when it has none. */
  reviewStatus: ColumnType<string | null, string | null | undefined, string | null>;
  reviewStatusSetBy: ColumnType<string | null, string | null | undefined, string | null>;
  reviewStatusSetAt: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  /** While its feed plays (live.started until live.ended): a Live asset's version. */
  live: ColumnType<boolean, boolean | undefined, boolean>;
}

/** `upload`: a multipart upload on its way to storage; its id is the version's id. */
export interface UploadTable {
  id: string;
  assetId: string;
  projectId: string;
  folderId: string;
  filename: string;
  size: Int8;
  contentType: string;
  storageKey: string;
  multipartId: string;
  partSize: number;
  partCount: number;
  /** started, cancelled or finalised. */
  state: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  createdBy: string | null;
}

export type Asset = Selectable<AssetTable>;
export type NewAsset = Insertable<AssetTable>;
export type Version = Selectable<VersionTable>;
export type NewVersion = Insertable<VersionTable>;
export type Upload = Selectable<UploadTable>;
export type NewUpload = Insertable<UploadTable>;
