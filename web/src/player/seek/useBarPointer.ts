import { type RefObject, useEffect, useState } from 'react';

/** Where the pointer is across the slider's track, while it hovers or drags; null otherwise. */
export interface BarPointer {
  x: number;
  width: number;
  /** The track's left edge from the bar's. */
  offset: number;
}

/**
 * Follows the pointer over the element holding `anchor` (the seek bar), and on past its ends
 * while a drag goes on.
 */
export function useBarPointer(anchor: RefObject<HTMLElement | null>): BarPointer | null {
  const [pointer, setPointer] = useState<BarPointer | null>(null);
  useEffect(() => {
    const bar = anchor.current?.parentElement;
    if (!bar) return;
    const track = bar.querySelector<HTMLElement>('.mantine-Slider-trackContainer') ?? bar;
    let dragging = false;
    let over = false;
    const follow = (event: PointerEvent) => {
      const box = track.getBoundingClientRect();
      const offset = box.left - bar.getBoundingClientRect().left;
      setPointer({ x: event.clientX - box.left, width: box.width, offset });
    };
    const hover = (event: PointerEvent) => {
      over = true;
      follow(event);
    };
    const leave = () => {
      over = false;
      if (!dragging) setPointer(null);
    };
    const press = () => {
      dragging = true;
    };
    const drag = (event: PointerEvent) => {
      if (dragging) follow(event);
    };
    const release = () => {
      dragging = false;
      if (!over) setPointer(null);
    };
    bar.addEventListener('pointermove', hover);
    bar.addEventListener('pointerleave', leave);
    bar.addEventListener('pointerdown', press);
    document.addEventListener('pointermove', drag);
    document.addEventListener('pointerup', release);
    return () => {
      bar.removeEventListener('pointermove', hover);
      bar.removeEventListener('pointerleave', leave);
      bar.removeEventListener('pointerdown', press);
      document.removeEventListener('pointermove', drag);
      document.removeEventListener('pointerup', release);
    };
  }, [anchor]);
  return pointer;
}
