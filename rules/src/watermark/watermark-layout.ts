import type { OverlaySettings, WatermarkItem, WatermarkSettings } from './watermark-settings.ts';
import { type CounterType, isCounter, type WatermarkPosition } from './watermark-vocabulary.ts';

/**
 * Where and how each watermark item and the overlay are drawn on a picture, in that picture's
 * pixels. The player draws these boxes over the video and the transcoder burns the same ones into
 * the frames, so the preview shows what a rendition carries.
 */

/** Sizes are given for a 1080-line picture and scale with its height. */
const REFERENCE_LINES = 1080;
/** The share of the picture's width an overlay of size 100 takes. */
const OVERLAY_WIDTH_AT_100 = 0.25;

export type Alignment = 'start' | 'center' | 'end';

export interface Picture {
  width: number;
  height: number;
}

export interface TextPlacement {
  position: WatermarkPosition;
  horizontal: Alignment;
  vertical: Alignment;
  /** From the picture's edge to the box (not applied along a centred axis). */
  insetX: number;
  insetY: number;
  fontPx: number;
  /** Between the text and the edge of its box. */
  padding: number;
  /** 0–1. */
  textAlpha: number;
  boxAlpha: number;
}

const alignments: Record<WatermarkPosition, [Alignment, Alignment]> = {
  TOPLEFT: ['start', 'start'],
  TOPCENTER: ['center', 'start'],
  TOPRIGHT: ['end', 'start'],
  CENTER: ['center', 'center'],
  BOTTOMLEFT: ['start', 'end'],
  BOTTOMCENTER: ['center', 'end'],
  BOTTOMRIGHT: ['end', 'end'],
};

/** The text's size and box on a picture of `height` lines, for one position. */
export function placeText(
  settings: Omit<WatermarkSettings, 'enabled' | 'items'>,
  position: WatermarkPosition,
  height: number,
): TextPlacement {
  const scale = height / REFERENCE_LINES;
  const fontPx = Math.max(8, Math.round(settings.fontSize * scale));
  const [horizontal, vertical] = alignments[position];
  return {
    position,
    horizontal,
    vertical,
    insetX: Math.round(settings.horizontalOffset * scale),
    insetY: Math.round(settings.verticalOffset * scale),
    fontPx,
    padding: Math.max(2, Math.round(fontPx / 4)),
    textAlpha: settings.opacity / 100,
    boxAlpha: settings.opacityBackground / 100,
  };
}

/** Every item of an enabled watermark with its placement; none when it is off. */
export const placeWatermark = (
  settings: WatermarkSettings,
  picture: Picture,
): (WatermarkItem & { placement: TextPlacement })[] =>
  settings.enabled
    ? settings.items.map((item) => ({
        ...item,
        placement: placeText(settings, item.position, picture.height),
      }))
    : [];

export interface OverlayPlacement {
  /** The image's width; its height follows its own aspect. */
  width: number;
  /** Where the image's centre sits. */
  centreX: number;
  centreY: number;
  alpha: number;
}

/** The overlay image's size and centre: x and y move it from the middle, in percent. */
export const placeOverlay = (overlay: OverlaySettings, picture: Picture): OverlayPlacement => ({
  width: Math.max(1, Math.round((picture.width * OVERLAY_WIDTH_AT_100 * overlay.size) / 100)),
  centreX: Math.round((picture.width * (50 + overlay.x)) / 100),
  centreY: Math.round((picture.height * (50 + overlay.y)) / 100),
  alpha: overlay.opacity / 100,
});

/** What an item can name, and the counters at the frame shown. */
export interface WatermarkFacts {
  viewer: string;
  clip: string;
  slate: string;
  folder: string;
  project: string;
  production: string;
  dateTime: string;
  counters: Record<CounterType, string>;
}

/** The text an item shows; an empty fact shows a dash, so the box never collapses. */
export function watermarkText(item: WatermarkItem, facts: WatermarkFacts): string {
  if (isCounter(item.type)) return facts.counters[item.type];
  const text = {
    CUSTOM: item.text,
    USERNAME: facts.viewer,
    CLIPNAME: facts.clip,
    SLATE: facts.slate || facts.clip,
    FOLDER: facts.folder,
    PROJECT: facts.project,
    PRODUCTION: facts.production || facts.project,
    PROJECTFOLDER: `${facts.project} / ${facts.folder}`,
    TIMEOFDAY: facts.dateTime,
  }[item.type];
  return text.trim() || '—';
}
