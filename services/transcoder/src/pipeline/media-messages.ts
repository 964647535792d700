import type { Size } from './stills.ts';

const picture = ({ width, height }: Size) => `${width}×${height}`;

/**
 * `4 h`, `1 h 30 min`, `4 h 20 s`: a running time in whole seconds, rounded up (a source a
 * moment over the limit never reads as the limit itself).
 */
export function runningTime(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const parts = [
    [Math.floor(seconds / 3600), 'h'],
    [Math.floor(seconds / 60) % 60, 'min'],
    [seconds % 60, 's'],
  ] as const;
  const shown = parts.filter(([count]) => count > 0).map(([count, unit]) => `${count} ${unit}`);
  return shown.length > 0 ? shown.join(' ') : '0 s';
}

/** Reasons a user reads on a failed job (the transcoder's side of the message catalogue). */
export const mediaMessages = {
  unreadable: 'This file could not be read as video, audio or an image.',
  undecodable: 'This file is damaged: its picture or sound could not be decoded.',
  unreadablePdf: 'This PDF could not be read.',
  notWatermarkable: 'Watermarks are drawn on clips and pictures only.',
  pictureTooLarge: (source: Size, limit: Size) =>
    `The source is ${picture(source)}; this Rushes takes pictures up to ${picture(limit)}.`,
  tooLong: (sourceMs: number, limitMs: number) =>
    `The source runs ${runningTime(sourceMs)}; this Rushes takes clips and sounds up to ${runningTime(limitMs)}.`,
} as const;
