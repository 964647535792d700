import {
  clamp,
  type SpriteSheet,
  type SpriteTile,
  tileAtTime,
  timeAt,
} from '../../components/sprites/sprite-sheet.ts';

/** The preview over the seek bar is at least this wide (media-handling section 9). */
export const PREVIEW_MIN_WIDTH = 90;
/** Wide bars show a quarter of their width, up to the tile's own size. */
const BAR_SHARE = 1 / 4;

export interface SeekPreviewFrame {
  /** The position under the pointer. */
  seconds: number;
  /** From the bar's left edge, kept within the bar. */
  left: number;
  width: number;
  /** 0 without a sprite: the label alone. */
  height: number;
  tile: SpriteTile | null;
}

export function previewWidth(barWidth: number, tileWidth: number): number {
  return Math.max(PREVIEW_MIN_WIDTH, Math.min(tileWidth, Math.round(barWidth * BAR_SHARE)));
}

/** Centred on the pointer, but never past either end of the bar. */
export function previewLeft(x: number, barWidth: number, width: number): number {
  return clamp(x - width / 2, 0, Math.max(0, barWidth - width));
}

/** What the preview shows for the pointer at `x` across a bar of `width` px. */
export function seekPreviewAt(
  sprite: SpriteSheet | null,
  pointer: { x: number; width: number },
  durationSeconds: number,
): SeekPreviewFrame {
  const seconds = timeAt(pointer, durationSeconds * 1000) / 1000;
  const width = sprite ? previewWidth(pointer.width, sprite.tileWidth) : PREVIEW_MIN_WIDTH;
  const height = sprite ? Math.round((width * sprite.tileHeight) / sprite.tileWidth) : 0;
  const left = previewLeft(clamp(pointer.x, 0, pointer.width), pointer.width, width);
  const tile = sprite ? tileAtTime(sprite, seconds * 1000) : null;
  return { seconds, left, width, height, tile };
}
