import type { assetTypes } from '../catalogue/asset.events.ts';

/** What an asset is listed as: decided when its upload is finalised, before anyone reads it. */
export type AssetType = (typeof assetTypes)[number];

/** The extensions Rushes knows, by what they hold. */
const extensions: readonly (readonly [AssetType, string])[] = [
  ['Video', 'mov mp4 m4v mxf avi mkv webm mts m2ts ts mpg mpeg vob wmv flv 3gp ogv dv r3d braw'],
  ['Audio', 'wav mp3 aac m4a flac ogg oga opus aif aiff wma'],
  ['Image', 'jpg jpeg png gif webp tif tiff bmp dpx exr tga heic jp2'],
  ['Document', 'pdf'],
];

const byExtension: ReadonlyMap<string, AssetType> = new Map(
  extensions.flatMap(([type, list]) => list.split(' ').map((extension) => [extension, type])),
);

/** The lower-case extension of a file name, without the dot ('' when it has none). */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
}

/** A media type without its parameters, lower case ('' when none was sent). */
const mediaTypeOf = (contentType: string): string =>
  contentType.split(';')[0]?.trim().toLowerCase() ?? '';

function byContentType(contentType: string): AssetType {
  const type = mediaTypeOf(contentType);
  if (type === 'application/pdf') return 'Document';
  // A vector drawing is not a picture ffmpeg renders: it is kept as it is.
  if (type === 'image/svg+xml') return 'Other';
  if (type.startsWith('video/')) return 'Video';
  if (type.startsWith('audio/')) return 'Audio';
  if (type.startsWith('image/')) return 'Image';
  return 'Other';
}

/**
 * What an uploaded file is: its extension decides when Rushes knows it (browsers send no type,
 * or a generic one, for many production formats), else the type the browser sent. Documents are
 * PDFs; whatever else needs no processing is Other.
 */
export const assetTypeOf = (filename: string, contentType: string): AssetType =>
  byExtension.get(extensionOf(filename)) ?? byContentType(contentType);

/**
 * What a file says it is before the transcoder reads it: a document, media (video, audio or
 * image), `unknown` when nothing was said (no type, or a generic one, and an extension Rushes
 * does not know: ffprobe decides), or something else that is never processed.
 */
export type FileClaim = 'document' | 'media' | 'unknown' | 'other';

export function claimOf(file: { filename: string; mimetype: string }): FileClaim {
  const type = assetTypeOf(file.filename, file.mimetype);
  if (type === 'Document') return 'document';
  if (type !== 'Other') return 'media';
  const said = mediaTypeOf(file.mimetype);
  return said === '' || said === 'application/octet-stream' ? 'unknown' : 'other';
}

const archiveExtensions = new Set(['zip', 'tar', 'gz', 'tgz', 'bz2', 'xz', '7z', 'rar']);

/** An archive (zip, tar…): a bundle of other files, which Rushes never hands out as a download. */
export const isArchiveFile = (filename: string): boolean =>
  archiveExtensions.has(extensionOf(filename));
