import type { CDPSession } from 'playwright-core';

/**
 * Answers the page's `/__bench/` requests itself through the DevTools protocol. Playwright's
 * `route` would do it too, but it turns the browser's HTTP cache off for the whole context, and
 * the viewer would then fetch every app file afresh, as no returning user does.
 */
export async function serveBenchFiles(cdp: CDPSession, files: Map<string, () => BenchFile>) {
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    const file = files.get(new URL(request.url).pathname)?.();
    const body = Buffer.from(file?.body ?? 'not found').toString('base64');
    const headers = [{ name: 'content-type', value: file?.type ?? 'text/plain' }];
    cdp
      .send('Fetch.fulfillRequest', {
        requestId,
        responseCode: file ? 200 : 404,
        responseHeaders: headers,
        body,
      })
      .catch(() => undefined);
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/__bench/*' }] });
}

/** A file the bench serves a page: its type and text. */
export interface BenchFile {
  type: string;
  body: string;
}
