import { expect, type Page } from '@playwright/test';
import { addFrames as addTimecodeFrames } from '@rushes/rules';

/** The player's position display (timecode by default; a click changes the mode). */
export function positionDisplay(page: Page) {
  return page.getByTitle('Click to change the display mode, double-click to go to a position');
}

/** The timecode the display shows now (its first HH:MM:SS:FF; the duration may follow). */
export async function shownTimecode(page: Page): Promise<string> {
  const text = (await positionDisplay(page).textContent()) ?? '';
  const match = /\d\d:\d\d:\d\d:\d\d/.exec(text);
  if (!match) throw new Error(`no timecode in the position display: '${text}'`);
  return match[0];
}

/** HH:MM:SS:FF moved by `frames` at an integer rate. */
export function addFrames(timecode: string, frames: number, fps: number): string {
  const moved = addTimecodeFrames(timecode, frames, fps);
  if (moved === null) throw new Error(`not a timecode at a whole rate: ${timecode} at ${fps}`);
  return moved;
}

/** The video element's position in seconds. */
export function videoTime(page: Page): Promise<number> {
  return page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);
}

/** The frame the video element is on (frame n starts at n / fps seconds). */
export async function videoFrame(page: Page, fps: number): Promise<number> {
  return Math.floor((await videoTime(page)) * fps + 1e-6);
}

/** Waits until the video has moved at least `seconds` past where it is now. */
export async function expectVideoAdvances(page: Page, seconds = 0.5): Promise<void> {
  const from = await videoTime(page);
  await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(from + seconds);
}
