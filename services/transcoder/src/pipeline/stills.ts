/** Poster and thumbnail JPEGs: the largest size that fits each box, never enlarged. */
export const POSTER_BOX = { width: 1920, height: 1080 };
export const THUMBNAIL_BOX = { width: 640, height: 360 };
export const WAVEFORM_SIZE = { width: 1920, height: 256 };
/** The poster shows the frame at 10% of the duration (1 s when the duration is unknown). */
const POSTER_AT = 0.1;
const POSTER_AT_UNKNOWN_SECONDS = 1;

export interface Size {
  width: number;
  height: number;
}

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

export function fitWithin(size: Size, box: Size): Size {
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  return { width: even(size.width * scale), height: even(size.height * scale) };
}

/** Seconds into the source of the poster frame. */
export const posterSeconds = (durationMs: number | null): number =>
  durationMs === null ? POSTER_AT_UNKNOWN_SECONDS : (durationMs / 1000) * POSTER_AT;

export interface StillsPlan {
  /** Where the frame is taken; null for an image (its only frame). */
  atSeconds: number | null;
  poster: Size;
  thumbnail: Size;
}

export const planVideoStills = (picture: Size, durationMs: number | null): StillsPlan => ({
  atSeconds: posterSeconds(durationMs),
  poster: fitWithin(picture, POSTER_BOX),
  thumbnail: fitWithin(picture, THUMBNAIL_BOX),
});

export const planImageStills = (picture: Size): StillsPlan => ({
  atSeconds: null,
  poster: fitWithin(picture, POSTER_BOX),
  thumbnail: fitWithin(picture, THUMBNAIL_BOX),
});
