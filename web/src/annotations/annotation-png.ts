import { annotationZoom } from '@rushes/rules';
import type { SavedAnnotation } from './AnnotationContext.tsx';

/** Waits until the video shows the frame at `seconds` (at once when it is there already). */
export function frameAt(video: HTMLVideoElement, seconds: number): Promise<void> {
  if (Math.abs(video.currentTime - seconds) < 1e-6 && !video.seeking) return Promise.resolve();
  return new Promise((resolve) =>
    video.addEventListener('seeked', () => resolve(), { once: true }),
  );
}

/**
 * The frame the video shows, at its own size, with the drawing scaled onto it: a PNG.
 * The video must be at the annotation's frame.
 */
export async function annotatedFramePng(
  video: HTMLVideoElement,
  annotation: SavedAnnotation,
): Promise<Blob> {
  const size = { width: video.videoWidth, height: video.videoHeight };
  const output = document.createElement('canvas');
  Object.assign(output, size);
  const context = output.getContext('2d');
  if (!context || size.width === 0) throw new Error('no picture to draw on');
  context.drawImage(video, 0, 0, size.width, size.height);

  const { StaticCanvas } = await import('fabric');
  const drawing = new StaticCanvas(document.createElement('canvas'), {
    ...size,
    enableRetinaScaling: false,
    renderOnAddRemove: false,
  });
  try {
    await drawing.loadFromJSON(annotation.scene);
    drawing.setZoom(annotationZoom(annotation, size));
    drawing.renderAll();
    context.drawImage(drawing.getElement(), 0, 0);
  } finally {
    void drawing.dispose();
  }
  return new Promise((resolve, reject) =>
    output.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  );
}
