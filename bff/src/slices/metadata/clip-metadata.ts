import type { AssetMetadataSet } from '@rushes/events';
import type { ClipToMatch } from './match.ts';
import type { MetadataRecord } from './metadata-record.ts';

/**
 * How a clip is matched: by its file's name, else by reel and source timecode. The file's name
 * without its extension stands for the reel (cameras name their clips after it), and the
 * timecode is the one its processing probed, once it has.
 */
export const clipOf = (filename: string, timecode: string | null): ClipToMatch => ({
  filename,
  reel: filename.replace(/\.[^.]*$/, ''),
  startTimecode: timecode,
});

/** The asset's metadata from the record matched to it. */
export const metadataOf = (
  assetId: string,
  record: MetadataRecord,
  source: { importId: string; filename: string },
): AssetMetadataSet['data'] => ({
  assetId,
  entries: Object.entries(record.columns)
    .filter(([, value]) => value.trim() !== '')
    .map(([key, value]) => ({ key, value })),
  slate: record.slate,
  source,
});
