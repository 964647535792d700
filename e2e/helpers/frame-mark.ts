import type { Page } from '@playwright/test';
import { shownFrameMarkScript } from '@rushes/transcoder/testing';

/**
 * The frame number a frame-marked clip (makeFrameMarkedClip) carries in the picture the page's
 * video shows now: the decoded frame's blocks read, not currentTime. Null when the mark is not
 * there or a frame is mid-decode.
 */
export const shownFrameMark = (page: Page): Promise<number | null> =>
  page.evaluate<number | null>(shownFrameMarkScript);
