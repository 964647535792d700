/** A resource the page loaded: where it started and ended, from its navigation start (ms). */
export interface Resource {
  name: string;
  start: number;
  end: number;
  /** Bytes over the network: 0 when the browser's cache answered. */
  size: number;
}

/** A page's first decoded frame: from its navigation start (`at`), on the wall clock (`wall`). */
export interface FirstFrame {
  at: number;
  wall: number;
  how: string;
  resources: Resource[];
}

/**
 * In the page, as text (the app's CSP allows no eval, which Playwright's function arguments
 * would need): waits for the page's video element and its first decoded frame; when it came,
 * from the navigation start and on the machine's clock, and the resources loaded until then.
 */
export const untilFirstFrame = `new Promise((resolve) => {
  const done = (how) => resolve({
    at: performance.now(),
    wall: Date.now(),
    how,
    resources: performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name, start: entry.startTime, end: entry.responseEnd, size: entry.transferSize,
    })),
  });
  const watch = (video) => {
    if (video.readyState >= 2) return done('readyState');
    video.addEventListener('loadeddata', () => done('loadeddata'), { once: true });
    video.requestVideoFrameCallback?.(() => done('frame'));
  };
  const find = () => {
    const video = document.querySelector('video');
    if (video) watch(video);
    else setTimeout(find, 2);
  };
  find();
})`;
