import {
  type WatermarkPosition,
  type WatermarkType,
  watermarkPositions,
  watermarkTypes,
} from './watermark-vocabulary.ts';

export interface WatermarkItem {
  position: WatermarkPosition;
  type: WatermarkType;
  /** The custom text; empty for the other types. */
  text: string;
}

/**
 * A project's (or a link's) watermark: at most one item per position. `fontSize` is in pixels of
 * a 1080-line picture and scales with the picture; the offsets move the items in from the edges,
 * in the same pixels.
 */
export interface WatermarkSettings {
  enabled: boolean;
  items: WatermarkItem[];
  fontSize: number;
  /** Of the text, 10–100. */
  opacity: number;
  /** Of the box behind the text, 0–100. */
  opacityBackground: number;
  horizontalOffset: number;
  verticalOffset: number;
}

/** An image over the picture: `size` in percent of its own width at 1080 lines, x/y in percent. */
export interface OverlaySettings {
  enabled: boolean;
  size: number;
  opacity: number;
  x: number;
  y: number;
}

export const defaultWatermarks: WatermarkSettings = {
  enabled: false,
  items: [],
  fontSize: 32,
  opacity: 100,
  opacityBackground: 50,
  horizontalOffset: 0,
  verticalOffset: 0,
};

export const defaultOverlay: OverlaySettings = {
  enabled: false,
  size: 100,
  opacity: 100,
  x: 0,
  y: 0,
};

/** A share link's margins: 3% of a 1080-line picture, as links were drawn from the start. */
const LINK_MARGIN = 32;

/**
 * A share link's watermark — one item at an opacity, its box half as opaque — as a whole
 * description, so it is laid out and burned in as a project's is.
 */
export const linkWatermarkSettings = (item: WatermarkItem, opacity: number): WatermarkSettings => ({
  ...defaultWatermarks,
  enabled: true,
  items: [item],
  opacity,
  opacityBackground: Math.round(opacity / 2),
  horizontalOffset: LINK_MARGIN,
  verticalOffset: LINK_MARGIN,
});

/** Each number's range (and step); a value outside it is refused, never clamped. */
export const watermarkRanges = {
  fontSize: { min: 12, max: 72, step: 1 },
  opacity: { min: 10, max: 100, step: 1 },
  opacityBackground: { min: 0, max: 100, step: 1 },
  horizontalOffset: { min: 0, max: 100, step: 1 },
  verticalOffset: { min: 0, max: 100, step: 1 },
} as const;

export const overlayRanges = {
  size: { min: 5, max: 200, step: 5 },
  opacity: { min: 10, max: 100, step: 1 },
  x: { min: -50, max: 50, step: 1 },
  y: { min: -50, max: 50, step: 1 },
} as const;

/** The text size slider's 1–10 onto font sizes 12–72, and back (to the nearest stop). */
export const fontSizeOfStep = (step: number): number =>
  Math.round(12 + ((Math.round(step) - 1) * 60) / 9);
export const stepOfFontSize = (fontSize: number): number =>
  Math.min(10, Math.max(1, Math.round(((fontSize - 12) * 9) / 60) + 1));

export const MAX_CUSTOM_TEXT = 200;

export interface BrokenRule {
  field: string;
  rule: 'oneOf' | 'range' | 'required' | 'unique' | 'maxLength';
}

type Range = { min: number; max: number; step: number };
const inRange = (value: number, { min, max, step }: Range) =>
  Number.isFinite(value) && value >= min && value <= max && Number.isInteger((value - min) / step);

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The first rule the watermark settings break, or null; custom texts are expected trimmed. */
export function brokenWatermarkRule(settings: WatermarkSettings): BrokenRule | null {
  for (const field of Object.keys(watermarkRanges) as (keyof typeof watermarkRanges)[]) {
    if (!inRange(settings[field], watermarkRanges[field])) return { field, rule: 'range' };
  }
  const taken = new Set<string>();
  for (const item of settings.items) {
    if (!isOneOf(watermarkPositions, item.position)) return { field: 'position', rule: 'oneOf' };
    if (!isOneOf(watermarkTypes, item.type)) return { field: 'type', rule: 'oneOf' };
    if (taken.has(item.position)) return { field: 'position', rule: 'unique' };
    taken.add(item.position);
    if (item.type === 'CUSTOM' && item.text.length === 0)
      return { field: 'text', rule: 'required' };
    if (item.text.length > MAX_CUSTOM_TEXT) return { field: 'text', rule: 'maxLength' };
  }
  return null;
}

/** The first rule the overlay settings break, or null. */
export function brokenOverlayRule(settings: OverlaySettings): BrokenRule | null {
  for (const field of Object.keys(overlayRanges) as (keyof typeof overlayRanges)[]) {
    if (!inRange(settings[field], overlayRanges[field])) return { field, rule: 'range' };
  }
  return null;
}

/** Custom text trimmed; any other type keeps no text. */
export const cleanItem = (item: WatermarkItem): WatermarkItem => ({
  ...item,
  text: item.type === 'CUSTOM' ? item.text.trim() : '',
});
