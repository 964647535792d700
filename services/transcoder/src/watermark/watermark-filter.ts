import {
  type Alignment,
  isDropFrameSource,
  placeText,
  readTimecode,
  type WatermarkPosition,
  type WatermarkSettings,
  writeTimecode,
} from '@rushes/rules';
import type { Size } from '../pipeline/stills.ts';

const FONT = 'DejaVu Sans';

/** What a filter graph would read as syntax (two levels of escaping): kept out of the path. */
const graphSyntax = /[\\':,;[\]=\s]/;
const timecodePattern = /^\d\d:\d\d:\d\d[:;.]\d\d$/;

/**
 * What drawtext draws: a text from a file (no escaping of the visitor's words to get wrong), or
 * a counter — the frame number from 0, the source timecode from the first frame, the time.
 */
export type WatermarkText =
  | { kind: 'TEXT'; textFile: string }
  | { kind: 'FRAME' }
  | { kind: 'TIMECODE'; start: string; rate: string }
  | { kind: 'TIME' };

/** drawtext's rate: the NTSC rates as the exact fractions they are, others rounded. */
function rateOf(fps: number | null): string {
  if (fps === null || fps <= 0) return '25';
  const whole = Math.round(fps);
  return Math.abs(fps * 1.001 - whole) < 0.01 && Math.abs(fps - whole) > 0.01
    ? `${whole * 1000}/1001`
    : `${whole}`;
}

/**
 * The source timecode counter from the probed rate and first timecode: drop-frame (`;`) exactly
 * where the player counts it (@rushes/rules), 00:00:00:00 where the source has none.
 */
export function timecodeCounter(fps: number | null, timecode: string | null): WatermarkText {
  const label = timecode ? readTimecode(timecode) : null;
  const dropFrame = isDropFrameSource(fps, timecode);
  const start = label ? writeTimecode({ ...label, dropFrame }) : '00:00:00:00';
  return { kind: 'TIMECODE', start, rate: rateOf(fps) };
}

/** How every item is laid out: the numbers of the one watermark description (@rushes/rules). */
export type WatermarkLook = Omit<WatermarkSettings, 'enabled' | 'items'>;

/** Every item of a watermark, each what it draws where, and how they all look. */
export interface WatermarkDrawing {
  items: { text: WatermarkText; position: WatermarkPosition }[];
  look: WatermarkLook;
}

function textOptions(text: WatermarkText): string[] {
  switch (text.kind) {
    case 'TEXT':
      if (graphSyntax.test(text.textFile)) {
        throw new Error(`watermark text file path needs escaping: ${text.textFile}`);
      }
      return [`textfile=${text.textFile}`, 'expansion=none'];
    case 'FRAME':
      return ["text='%{frame_num}'", 'start_number=0'];
    case 'TIMECODE':
      if (!timecodePattern.test(text.start) || !/^\d+(\/\d+)?$/.test(text.rate)) {
        throw new Error(`not a timecode at a rate: ${text.start} at ${text.rate}`);
      }
      return [`timecode='${text.start.replaceAll(':', '\\:')}'`, `rate=${text.rate}`];
    case 'TIME':
      return ["text='%{pts\\:hms}'"];
  }
}

/** A number the filter graph reads as one, or an error before ffmpeg sees it. */
function numberOf(value: number): string {
  if (!Number.isFinite(value) || value < 0) throw new Error(`not a watermark number: ${value}`);
  return `${value}`;
}

/**
 * Where drawtext puts the text along one axis. drawtext places the text itself and its box grows
 * `boxborderw` around it, so the text sits the box's inset plus its padding in from the edge; a
 * centred axis ignores the inset, as the player's does.
 */
function along(alignment: Alignment, extent: 'w' | 'h', inset: number, padding: number): string {
  const text = extent === 'w' ? 'text_w' : 'text_h';
  const edge = numberOf(inset + padding);
  switch (alignment) {
    case 'start':
      return edge;
    case 'center':
      return `(${extent}-${text})/2`;
    case 'end':
      return `${extent}-${text}-${edge}`;
  }
}

/** One item's drawtext: white text on a black box, laid out by `placeText` as the player does. */
function drawtext(
  item: WatermarkDrawing['items'][number],
  look: WatermarkLook,
  size: Size,
): string {
  const place = placeText(look, item.position, size.height);
  return [
    `drawtext=font=${FONT}`,
    ...textOptions(item.text),
    `fontsize=${numberOf(place.fontPx)}`,
    `fontcolor=white@${numberOf(place.textAlpha)}`,
    'box=1',
    `boxcolor=black@${numberOf(place.boxAlpha)}`,
    `boxborderw=${numberOf(place.padding)}`,
    `x=${along(place.horizontal, 'w', place.insetX, place.padding)}`,
    `y=${along(place.vertical, 'h', place.insetY, place.padding)}`,
  ].join(':');
}

/**
 * ffmpeg's filters burning the watermark into a picture of `size`: one `drawtext` per item, one
 * after the other, each sized and placed by the shared layout (@rushes/rules' `placeText`), so a
 * rendition carries what the player draws over the video.
 */
export function watermarkFilter(drawing: WatermarkDrawing, size: Size): string {
  if (drawing.items.length === 0) throw new Error('a watermark with nothing to draw');
  return drawing.items.map((item) => drawtext(item, drawing.look, size)).join(',');
}
