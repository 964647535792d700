import type { assetTypes } from '@rushes/events';

export type AssetType = (typeof assetTypes)[number];

const byExtension: Readonly<Record<string, AssetType>> = Object.fromEntries([
  ...'mov mp4 m4v mxf avi mkv webm mts m2ts ts mpg mpeg wmv flv 3gp ogv dv'
    .split(' ')
    .map((ext) => [ext, 'Video']),
  ...'wav mp3 aac m4a flac ogg oga opus aif aiff wma'.split(' ').map((ext) => [ext, 'Audio']),
  ...'jpg jpeg png gif webp tif tiff bmp dpx exr'.split(' ').map((ext) => [ext, 'Image']),
  ['pdf', 'Document'],
]);

/** The lower-case extension of a file name, without the dot ('' when it has none). */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
}

function byContentType(contentType: string): AssetType {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/pdf') return 'Document';
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
  byExtension[extensionOf(filename)] ?? byContentType(contentType);
