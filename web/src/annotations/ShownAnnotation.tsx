import { annotationZoom } from '@rushes/rules';
import { StaticCanvas } from 'fabric';
import { useEffect, useRef } from 'react';
import type { SavedAnnotation } from './AnnotationContext.tsx';
import type { Size } from './drawing-board.ts';

/** A saved drawing over the picture, scaled from the canvas it was drawn on to `shown`. */
export function ShownAnnotation({
  id,
  annotation,
  shown,
}: {
  id: string;
  annotation: SavedAnnotation;
  shown: Size;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const canvas = useRef<StaticCanvas | null>(null);
  const { width, height } = shown;

  useEffect(() => {
    const element = document.createElement('canvas');
    holder.current?.append(element);
    const board = new StaticCanvas(element, { renderOnAddRemove: false });
    canvas.current = board;
    const loading = new AbortController();
    board.loadFromJSON(annotation.scene, undefined, { signal: loading.signal }).then(
      () => board.requestRenderAll(),
      () => undefined, // a scene this page cannot read shows nothing
    );
    return () => {
      loading.abort();
      canvas.current = null;
      void board.dispose();
      element.remove();
    };
  }, [annotation.scene]);

  useEffect(() => {
    const board = canvas.current;
    if (!board || width === 0 || height === 0) return;
    board.setDimensions({ width, height });
    board.setZoom(annotationZoom(annotation, { width, height }));
    board.requestRenderAll();
  }, [annotation, width, height]);

  return <div ref={holder} data-testid="shown-annotation" data-annotation-id={id} />;
}
