import type { Page } from '@playwright/test';
import { FRAME_MARK } from '@rushes/transcoder/testing';

/**
 * The frame number a frame-marked clip (makeFrameMarkedClip) carries in the picture the page's
 * video shows now: the decoded frame drawn onto a canvas and its blocks read, not currentTime.
 * Null when the mark is not there or a block is neither black nor white (a frame mid-decode).
 */
export function shownFrameMark(page: Page): Promise<number | null> {
  return page.locator('video').evaluate((video: HTMLVideoElement, mark) => {
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context || canvas.width === 0) return null;
    context.drawImage(video, 0, 0);
    const blocks = mark.bits + 1;
    // the middle half of each block, away from edges the encoder blurs
    const lumaOfBlock = (index: number) => {
      const x = Math.round(((index + 0.25) / blocks) * canvas.width);
      const width = Math.max(1, Math.round((0.5 / blocks) * canvas.width));
      const y = Math.round(mark.height * 0.25 * canvas.height);
      const height = Math.max(1, Math.round(mark.height * 0.5 * canvas.height));
      const { data } = context.getImageData(x, y, width, height);
      let sum = 0;
      for (let i = 0; i < data.length; i += 4) {
        sum += 0.2126 * (data[i] ?? 0) + 0.7152 * (data[i + 1] ?? 0) + 0.0722 * (data[i + 2] ?? 0);
      }
      return sum / (data.length / 4);
    };
    const bits = Array.from({ length: blocks }, (_, index) => lumaOfBlock(index));
    if (bits.some((luma) => luma > 60 && luma < 190) || (bits[0] ?? 0) < 190) return null;
    return bits.slice(1).reduce((number, luma) => number * 2 + (luma >= 190 ? 1 : 0), 0);
  }, FRAME_MARK);
}
