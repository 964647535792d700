import { describe, expect, it } from 'vitest';
import { centredScroll, edgeShadows, wheelGesture } from './timeline-scroll.ts';

describe('the timeline strip', () => {
  it('shadows an edge as takes run on past it, fully from 60 px', () => {
    expect(edgeShadows({ scrollLeft: 0, scrollWidth: 500, clientWidth: 500 })).toEqual({
      start: 0,
      end: 0,
    });
    expect(edgeShadows({ scrollLeft: 0, scrollWidth: 530, clientWidth: 500 })).toEqual({
      start: 0,
      end: 0.5,
    });
    expect(edgeShadows({ scrollLeft: 30, scrollWidth: 1000, clientWidth: 500 })).toEqual({
      start: 0.5,
      end: 1,
    });
    expect(edgeShadows({ scrollLeft: 500, scrollWidth: 1000, clientWidth: 500 })).toEqual({
      start: 1,
      end: 0,
    });
  });

  it('centres a take, never scrolling before the start', () => {
    expect(centredScroll(1000, 136, 600)).toBe(768);
    expect(centredScroll(100, 136, 600)).toBe(0);
  });

  it('keeps a wheel gesture to its first direction until the wheel rests 100 ms', () => {
    const down = wheelGesture(null, { deltaX: 0, deltaY: 40, timeStamp: 1000 });
    expect(down.vertical).toBe(true);
    const drift = wheelGesture(down, { deltaX: 30, deltaY: 2, timeStamp: 1090 });
    expect(drift).toEqual({ vertical: true, at: 1090 });
    const later = wheelGesture(drift, { deltaX: 30, deltaY: 2, timeStamp: 1190 });
    expect(later).toEqual({ vertical: false, at: 1190 });
  });
});
