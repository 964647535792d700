import { formatDateTime } from '../../format/date.ts';
import { formatDuration } from '../../format/duration.ts';
import { formatBitRate, formatVersionSize } from '../../format/size.ts';
import { messages } from '../../messages/messages.ts';

/** What the asset inspector reads of the asset and its newest version. */
export interface AssetFacts {
  /** A Live asset: made in Rushes and fed from set, not uploaded. */
  live: boolean;
  createdAt: string;
  modifiedAt: string;
  createdBy: string | null;
  version: {
    filename: string;
    size: number;
    /** Milliseconds. */
    duration: number | null;
    framesPerSecond: number | null;
    width: number | null;
    height: number | null;
    mimetype: string;
    videoBitrate: number | null;
    audioBitrate: number | null;
  };
}

/** A metadata entry as the inspector lists it. */
export interface MetadataEntry {
  key: string;
  value: string;
  hidden: boolean;
}

/** The entries shown: the visible ones, then, with More open, the hidden ones. */
export const metadataRows = (entries: readonly MetadataEntry[], hiddenShown: boolean) =>
  [
    ...entries.filter((entry) => !entry.hidden),
    ...(hiddenShown ? entries.filter((entry) => entry.hidden) : []),
  ].map((entry): [string, string] => [entry.key, entry.value]);

/** Width by height in pixels; nothing without both. */
export const formatResolution = (width: number | null, height: number | null) =>
  width && height ? `${width} × ${height}` : '';

/** Frames per second to three decimals at most (23.976, 25, 29.97). */
export const formatFrameRate = (fps: number | null) =>
  fps && fps > 0 ? `${Number(fps.toFixed(3))} fps` : '';

/** The streams' bit rates together; without them, the file's size over its length. */
export function bitRateOf(version: AssetFacts['version']): number | null {
  const { videoBitrate, audioBitrate, size, duration } = version;
  if (videoBitrate || audioBitrate) return (videoBitrate ?? 0) + (audioBitrate ?? 0);
  return duration && duration > 0 ? Math.round((size * 8 * 1000) / duration) : null;
}

/**
 * The inspector's rows after the metadata entries (spec: asset inspector), each only when it has
 * a value. Its creator Created a Live asset and Uploaded any other.
 */
export function assetFactRows(facts: AssetFacts): [string, string][] {
  const text = messages.inspector;
  const { version } = facts;
  const bitRate = bitRateOf(version);
  const rows: [string, string][] = [
    [text.filename, version.filename],
    [text.length, version.duration === null ? '' : formatDuration(version.duration)],
    [text.size, formatVersionSize(version, facts.live)],
    [text.bitRate, bitRate === null ? '' : formatBitRate(bitRate)],
    [text.resolution, formatResolution(version.width, version.height)],
    [text.frameRate, formatFrameRate(version.framesPerSecond)],
    [text.type, version.mimetype],
    [text.created, formatDateTime(facts.createdAt)],
    [text.modified, formatDateTime(facts.modifiedAt)],
    [facts.live ? text.createdBy : text.uploadedBy, facts.createdBy ?? ''],
  ];
  return rows.filter(([, value]) => value !== '');
}
