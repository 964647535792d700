/**
 * The types a branding image or a folder's poster may have (spec §5): jpeg, png, gif, bmp or
 * tiff. A picker is offered these, and any other file it hands over is ignored.
 */
export const IMAGE_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/tiff',
];
