import type { WatermarkPosition } from '@rushes/events';
import type { Size } from '../pipeline/stills.ts';

/** The spec's default text size (32) for a 1080-line picture. */
const FONT_SIZE_AT_1080 = 32;
/** Space between the text and the picture's edge. */
const MARGIN_SHARE = 0.03;
const FONT = 'DejaVu Sans';

const left = 'MARGIN';
const centreX = '(w-text_w)/2';
const right = 'w-text_w-MARGIN';
const top = 'MARGIN';
const middleY = '(h-text_h)/2';
const bottom = 'h-text_h-MARGIN';

const placement: Record<WatermarkPosition, [string, string]> = {
  TOPLEFT: [left, top],
  TOPCENTER: [centreX, top],
  TOPRIGHT: [right, top],
  CENTER: [centreX, middleY],
  BOTTOMLEFT: [left, bottom],
  BOTTOMCENTER: [centreX, bottom],
  BOTTOMRIGHT: [right, bottom],
};

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

export interface WatermarkDrawing {
  text: WatermarkText;
  position: WatermarkPosition;
  /** Of the text, 10–100; its box is half as opaque (the spec's default background). */
  opacity: number;
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

/**
 * ffmpeg's `drawtext` for a picture of `size`: white text on a black box, sized for the picture
 * (32 px at 1080 lines), at the position with a margin of 3% of the height.
 */
export function watermarkFilter(drawing: WatermarkDrawing, size: Size): string {
  const fontSize = Math.max(8, Math.round((size.height * FONT_SIZE_AT_1080) / 1080));
  const margin = Math.max(2, Math.round(size.height * MARGIN_SHARE));
  const border = Math.max(2, Math.round(fontSize / 4));
  const [x, y] = placement[drawing.position].map((expression) =>
    expression.replace('MARGIN', `${margin + border}`),
  );
  const opacity = Math.min(100, Math.max(10, Math.round(drawing.opacity))) / 100;
  return [
    `drawtext=font=${FONT}`,
    ...textOptions(drawing.text),
    `fontsize=${fontSize}`,
    `fontcolor=white@${opacity}`,
    'box=1',
    `boxcolor=black@${opacity / 2}`,
    `boxborderw=${border}`,
    `x=${x}`,
    `y=${y}`,
  ].join(':');
}
