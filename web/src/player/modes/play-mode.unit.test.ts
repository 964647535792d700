import { describe, expect, it } from 'vitest';
import {
  clampToWindow,
  effectivePlayMode,
  FAST_CLIP_SECONDS,
  outsideWindow,
  playWindow,
  storedPlayMode,
  windowOver,
} from './play-mode.ts';

describe('play modes', () => {
  it('is clips unless another known mode was stored', () => {
    expect(storedPlayMode(undefined)).toBe('clips');
    expect(storedPlayMode('"sideways"')).toBe('clips');
    expect(storedPlayMode('{')).toBe('clips');
    expect(storedPlayMode(JSON.stringify('fast'))).toBe('fast');
    expect(storedPlayMode(JSON.stringify('stills'))).toBe('stills');
  });

  it('forces clips for a playlist of one (or none)', () => {
    expect(effectivePlayMode('fast', 1)).toBe('clips');
    expect(effectivePlayMode('stills', 0)).toBe('clips');
    expect(effectivePlayMode('fast', 2)).toBe('fast');
    expect(effectivePlayMode('stills', 3)).toBe('stills');
  });
});

describe('the window a mode plays', () => {
  it('is the whole asset in clips and stills modes', () => {
    expect(playWindow('clips', 12)).toEqual({ start: 0, end: 12 });
    expect(playWindow('stills', 12)).toEqual({ start: 0, end: 12 });
  });

  it('is 5 s centred in the asset in fast mode', () => {
    expect(FAST_CLIP_SECONDS).toBe(5);
    expect(playWindow('fast', 12)).toEqual({ start: 3.5, end: 8.5 });
    expect(playWindow('fast', 60)).toEqual({ start: 27.5, end: 32.5 });
  });

  it('is the whole of an asset no longer than 5 s, and empty before the duration is known', () => {
    expect(playWindow('fast', 5)).toEqual({ start: 0, end: 5 });
    expect(playWindow('fast', 2)).toEqual({ start: 0, end: 2 });
    expect(playWindow('fast', Number.NaN)).toEqual({ start: 0, end: 0 });
    expect(playWindow('clips', Number.POSITIVE_INFINITY)).toEqual({ start: 0, end: 0 });
  });

  it('clamps seeking to 0..duration, or to the fast window', () => {
    const clips = playWindow('clips', 10);
    expect(clampToWindow(-3, clips)).toBe(0);
    expect(clampToWindow(12, clips)).toBe(10);
    expect(clampToWindow(4, clips)).toBe(4);
    const fast = playWindow('fast', 12);
    expect(clampToWindow(1, fast)).toBe(3.5);
    expect(clampToWindow(10, fast)).toBe(8.5);
    expect(clampToWindow(6, fast)).toBe(6);
  });

  it('is over once the position reaches its end', () => {
    const fast = playWindow('fast', 12);
    expect(windowOver(8.4, fast)).toBe(false);
    expect(windowOver(8.5, fast)).toBe(true);
    expect(windowOver(9, fast)).toBe(true);
  });

  it('sends fast mode to its start from before it or past its end, not from where it was sent', () => {
    // a 12.010666 s stream's window starts at 3.50533…; the video element keeps 3.505333
    const fast = playWindow('fast', 12.010666);
    expect(outsideWindow(3.505333, fast)).toBe(false);
    expect(outsideWindow(6, fast)).toBe(false);
    expect(outsideWindow(1.5, fast)).toBe(true);
    expect(outsideWindow(12, fast)).toBe(true);
  });
});
