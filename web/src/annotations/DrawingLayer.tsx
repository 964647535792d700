import { useEffect, useRef, useState } from 'react';
import { messages } from '../messages/messages.ts';
import { type AnnotationsApi, useAnnotations } from './AnnotationContext.tsx';
import { createDrawingBoard, type Size } from './drawing-board.ts';

/**
 * The drawing board over the paused frame: its canvas size is the picture's when drawing began,
 * and it follows the picture's size on screen from there.
 */
export function DrawingLayer({ shown }: { shown: Size }) {
  const api = useAnnotations();
  return api && <Board api={api} shown={shown} />;
}

function Board({ api, shown }: { api: AnnotationsApi; shown: Size }) {
  const holder = useRef<HTMLDivElement>(null);
  const { board, setObjects, tool } = api;
  // what the board starts with: the size it saves in, the tool of the first stroke
  const [start] = useState({ size: shown, tool });

  useEffect(() => {
    const element = document.createElement('canvas');
    element.setAttribute('aria-label', messages.annotations.canvas);
    holder.current?.append(element);
    board.current = createDrawingBoard(element, { ...start, onChange: setObjects });
    return () => {
      board.current?.dispose();
      board.current = null;
      setObjects(0);
      element.remove();
    };
  }, [board, setObjects, start]);

  useEffect(() => board.current?.use(tool), [board, tool]);
  const { width, height } = shown;
  useEffect(() => board.current?.show({ width, height }), [board, width, height]);

  return <div ref={holder} data-testid="drawing-layer" style={{ pointerEvents: 'auto' }} />;
}
