/** The grid's icon sizes (spec: 1 to 4, 4 by default), each a picture width in pixels. */
export const ICON_SIZES = [1, 2, 3, 4] as const;
export type IconSize = (typeof ICON_SIZES)[number];
export const DEFAULT_ICON_SIZE: IconSize = 4;

const widths: Record<IconSize, number> = { 1: 96, 2: 144, 3: 192, 4: 240 };

/** A stored or slid value as an icon size: clamped to 1–4, whole. */
export const iconSizeOf = (value: unknown): IconSize => {
  const number = Math.round(Number(value));
  if (!Number.isFinite(number)) return DEFAULT_ICON_SIZE;
  return Math.min(4, Math.max(1, number)) as IconSize;
};

export const pictureWidth = (size: IconSize) => widths[size];

/** Above size 2 a card shows its metadata under its name. */
export const showsMetadata = (size: IconSize) => size > 2;
