/** A sheet of preview tiles, `columns` × `rows` per image, one tile every `intervalMs`. */
export interface SpriteSheet {
  readonly urls: readonly string[];
  readonly columns: number;
  readonly rows: number;
  readonly tileWidth: number;
  readonly tileHeight: number;
  readonly frameCount: number;
  readonly intervalMs: number;
}

export interface SpriteTile {
  url: string;
  column: number;
  row: number;
}

export const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value));

/** A pointer's x across an element of `width` as a time within the duration. */
export function timeAt(pointer: { x: number; width: number }, durationMs: number): number {
  return pointer.width > 0 ? clamp(pointer.x / pointer.width, 0, 1) * durationMs : 0;
}

/** The tile showing `timeMs`: the time to a tile, the tile to its sheet, column and row. */
export function tileAtTime(sheet: SpriteSheet, timeMs: number): SpriteTile | null {
  if (sheet.frameCount < 1 || sheet.intervalMs <= 0) return null;
  const index = clamp(Math.floor(timeMs / sheet.intervalMs), 0, sheet.frameCount - 1);
  const perSheet = sheet.columns * sheet.rows;
  const url = sheet.urls[Math.min(Math.floor(index / perSheet), sheet.urls.length - 1)];
  if (url === undefined) return null;
  const within = index % perSheet;
  return { url, column: within % sheet.columns, row: Math.floor(within / sheet.columns) };
}

/** The tile under the pointer: its x across the element maps to a time within the duration. */
export function tileAt(
  sheet: SpriteSheet,
  pointer: { x: number; width: number },
  durationMs: number,
): SpriteTile | null {
  if (pointer.width <= 0) return null;
  return tileAtTime(sheet, timeAt(pointer, durationMs));
}

/** The spec clamps the device pixel ratio to 1…2. */
export const clampPixelRatio = (ratio: number): number => clamp(ratio || 1, 1, 2);

/**
 * The CSS that shows one tile scaled to `width` CSS pixels. Offsets are snapped to device
 * pixels so a neighbouring tile never bleeds in at fractional scales.
 */
export function tileStyle(
  sheet: SpriteSheet,
  tile: SpriteTile,
  width: number,
  pixelRatio: number,
): { backgroundImage: string; backgroundSize: string; backgroundPosition: string } {
  const ratio = clampPixelRatio(pixelRatio);
  const snap = (value: number) => Math.round(value * ratio) / ratio;
  const scale = width / sheet.tileWidth;
  const tileHeight = sheet.tileHeight * scale;
  return {
    backgroundImage: `url("${tile.url}")`,
    backgroundSize: `${snap(sheet.columns * width)}px ${snap(sheet.rows * tileHeight)}px`,
    backgroundPosition: `${-snap(tile.column * width)}px ${-snap(tile.row * tileHeight)}px`,
  };
}
