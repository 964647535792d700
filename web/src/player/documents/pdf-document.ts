import type { PDFDocumentProxy, PDFPageProxy, RenderTask } from 'pdfjs-dist';

/** pdf.js is large: it loads with the first PDF, its worker bundled by Vite as a URL. */
async function pdfjs() {
  const [library, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  library.GlobalWorkerOptions.workerSrc = worker.default;
  return library;
}

export async function openPdf(url: string): Promise<PDFDocumentProxy> {
  const library = await pdfjs();
  return library.getDocument({ url }).promise;
}

/** Device pixels per CSS pixel for the canvas, clamped 1 to 2 (media-handling section 9). */
export function pixelRatio(devicePixelRatio: number): number {
  return Math.min(2, Math.max(1, devicePixelRatio || 1));
}

/** Draws `page` into `canvas`, as large as fits `box` (CSS pixels). */
export function renderPage(
  page: PDFPageProxy,
  canvas: HTMLCanvasElement,
  box: { width: number; height: number },
): RenderTask {
  const natural = page.getViewport({ scale: 1 });
  const fit = Math.min(box.width / natural.width, box.height / natural.height);
  const ratio = pixelRatio(window.devicePixelRatio);
  const viewport = page.getViewport({ scale: fit * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
  canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
  return page.render({ canvas, viewport });
}
