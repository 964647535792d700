import { assetTypeOf, claimOf, type FileClaim } from '@rushes/events';
import type { MediaKind, SourceMedia } from './types.ts';

export interface FileName {
  filename: string;
  mimetype: string;
}

/** Media and unknown files are probed; documents and others are never read by ffprobe. */
export const shouldProbe = (claim: FileClaim): boolean => claim === 'media' || claim === 'unknown';

/**
 * The kind from the claim and what ffprobe found (null when it read nothing). Null when a file
 * that claims to be media holds no usable stream: that file is broken, not merely something else.
 * A file listed as an image stays one, however many frames it moves through (animated GIF, WebP).
 */
export function mediaKindOf(file: FileName, source: SourceMedia | null): MediaKind | null {
  const claim = claimOf(file);
  if (claim === 'document' || claim === 'other') return claim;
  if (source?.picture) {
    const image = assetTypeOf(file.filename, file.mimetype) === 'Image';
    return source.picture.isStill || image ? 'image' : 'video';
  }
  if (source?.audio) return 'audio';
  return claim === 'media' ? null : 'other';
}
