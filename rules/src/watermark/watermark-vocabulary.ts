/**
 * The watermark's vocabulary — where an item sits and what it shows — defined here once: the
 * settings' rules, the BFF's GraphQL enums and the web forms take it from this module. The event
 * catalogue keeps its own frozen copy, as the published events hold it (decision 0112).
 */

/** Where a watermark item sits on the picture (projects-workspaces-folders §3). */
export const watermarkPositions = [
  'TOPLEFT',
  'TOPCENTER',
  'TOPRIGHT',
  'CENTER',
  'BOTTOMLEFT',
  'BOTTOMCENTER',
  'BOTTOMRIGHT',
] as const;
export type WatermarkPosition = (typeof watermarkPositions)[number];

/**
 * What an item shows: a custom text; the viewer's name; the clip's, its folder's, the project's
 * or the production's name; the slate; the date and time; or a counter that moves with playback —
 * frame, timecode, time.
 */
export const watermarkTypes = [
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
export type WatermarkType = (typeof watermarkTypes)[number];

/** The types whose value changes with every frame played. */
export const counterTypes = ['FRAME', 'TIMECODE', 'TIME'] as const satisfies WatermarkType[];
export type CounterType = (typeof counterTypes)[number];
export const isCounter = (type: WatermarkType): type is CounterType =>
  (counterTypes as readonly string[]).includes(type);
