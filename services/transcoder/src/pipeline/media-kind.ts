import type { MediaKind, SourceMedia } from './types.ts';

const mediaExtensions = new Set(
  (
    'mov mp4 m4v mkv webm avi mxf mts m2ts ts mpg mpeg vob wmv flv 3gp dv r3d braw ' +
    'wav aif aiff mp3 m4a aac flac ogg oga opus wma ' +
    'png jpg jpeg tif tiff bmp gif webp dpx exr tga heic jp2'
  ).split(' '),
);

/** What a file says it is before anyone reads it, from its media type and extension. */
export type FileClaim = 'document' | 'media' | 'unknown' | 'other';

export interface FileName {
  filename: string;
  mimetype: string;
}

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
}

const typeOf = (mimetype: string) => mimetype.split(';')[0]?.trim().toLowerCase() ?? '';

export function claimOf({ filename, mimetype }: FileName): FileClaim {
  const type = typeOf(mimetype);
  const extension = extensionOf(filename);
  if (type === 'application/pdf' || extension === 'pdf') return 'document';
  if (/^(video|audio|image)\//.test(type) || mediaExtensions.has(extension)) return 'media';
  if (type === '' || type === 'application/octet-stream') return 'unknown';
  return 'other';
}

/** Media and unknown files are probed; documents and others are never read by ffprobe. */
export const shouldProbe = (claim: FileClaim): boolean => claim === 'media' || claim === 'unknown';

/**
 * The kind from the claim and what ffprobe found (null when it read nothing). Null when a file
 * that claims to be media holds no usable stream: that file is broken, not merely something else.
 */
export function mediaKindOf(file: FileName, source: SourceMedia | null): MediaKind | null {
  const claim = claimOf(file);
  if (claim === 'document' || claim === 'other') return claim;
  if (source?.picture) {
    const still = source.picture.isStill || typeOf(file.mimetype).startsWith('image/');
    return still ? 'image' : 'video';
  }
  if (source?.audio) return 'audio';
  return claim === 'media' ? null : 'other';
}
