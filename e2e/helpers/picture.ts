import type { Page } from '@playwright/test';

/** A part of the picture, in shares of its width and height (0–1). */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How many pixels of a region are dark, bright, and mid-grey (luma 110–146), of how many. */
export interface LumaCounts {
  dark: number;
  bright: number;
  grey: number;
  total: number;
}

/** Counts a region's pixels by luma (BT.709 weights over 8-bit RGB, or one grey byte each). */
function countLuma(values: Iterable<number>): LumaCounts {
  const counts = { dark: 0, bright: 0, grey: 0, total: 0 };
  for (const luma of values) {
    counts.total += 1;
    if (luma < 100) counts.dark += 1;
    else if (luma > 200) counts.bright += 1;
    else if (luma >= 110 && luma <= 146) counts.grey += 1;
  }
  return counts;
}

/** The region's pixels of a decoded frame, one luma byte per pixel, row by row. */
export function frameLuma(
  frame: Buffer,
  size: { width: number; height: number },
  region: Region,
): LumaCounts {
  const x0 = Math.round(region.x * size.width);
  const y0 = Math.round(region.y * size.height);
  const width = Math.round(region.width * size.width);
  const height = Math.round(region.height * size.height);
  const values: number[] = [];
  for (let y = y0; y < y0 + height; y++) {
    for (let x = x0; x < x0 + width; x++) values.push(frame[y * size.width + x] ?? 0);
  }
  return countLuma(values);
}

/**
 * The decoded frame the page's video shows now, read back from a canvas (what the browser
 * decoded, not what the page draws over it): the luma of each pixel of the region.
 */
export async function videoLuma(page: Page, region: Region): Promise<LumaCounts> {
  const values = await page.locator('video').evaluate((video: HTMLVideoElement, part) => {
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(video, 0, 0);
    const x = Math.round(part.x * canvas.width);
    const y = Math.round(part.y * canvas.height);
    const width = Math.round(part.width * canvas.width);
    const height = Math.round(part.height * canvas.height);
    const { data } = context.getImageData(x, y, width, height);
    const luma: number[] = [];
    for (let i = 0; i < data.length; i += 4) {
      luma.push(
        0.2126 * (data[i] ?? 0) + 0.7152 * (data[i + 1] ?? 0) + 0.0722 * (data[i + 2] ?? 0),
      );
    }
    return luma;
  }, region);
  return countLuma(values);
}
