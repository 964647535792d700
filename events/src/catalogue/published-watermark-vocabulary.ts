/**
 * The watermark's positions and item types as the published events hold them
 * (`link.options_changed` v2, `project.watermarks_changed` v1, `rendition.requested` v1–v2).
 * Frozen: a published version never changes, so neither do these lists. The living vocabulary is
 * `@rushes/rules`' (decision 0112); a value it gains reaches the log only through a new version of
 * these events, and the BFF's vocabulary test fails until it does.
 */

/** Where a watermark's text sits on the picture (media-handling §3). */
export const publishedWatermarkPositions = [
  'TOPLEFT',
  'TOPCENTER',
  'TOPRIGHT',
  'CENTER',
  'BOTTOMLEFT',
  'BOTTOMCENTER',
  'BOTTOMRIGHT',
] as const;
export type PublishedWatermarkPosition = (typeof publishedWatermarkPositions)[number];

/**
 * What a watermark shows (media-handling §3): a custom text; the viewer's e-mail or name; the
 * clip's, its folder's, the project's or the production's name; the slate; the date and time; or
 * a counter — frame, timecode, time.
 */
export const publishedWatermarkTypes = [
  'CUSTOM',
  'USERNAME',
  'CLIPNAME',
  'FOLDER',
  'PROJECT',
  'PROJECTFOLDER',
  'PRODUCTION',
  'SLATE',
  'TIMEOFDAY',
  'FRAME',
  'TIMECODE',
  'TIME',
] as const;
export type PublishedWatermarkType = (typeof publishedWatermarkTypes)[number];
