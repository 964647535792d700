import { describe, expect, it } from 'vitest';
import {
  clampVolume,
  frameStepTime,
  toggleMute,
  volumeAfterWheel,
  volumeLevel,
} from './playback.ts';

describe('volume', () => {
  it('shows off at 0, low up to 60, high above', () => {
    expect(volumeLevel(0, false)).toBe('off');
    expect(volumeLevel(80, true)).toBe('off');
    expect(volumeLevel(1, false)).toBe('low');
    expect(volumeLevel(60, false)).toBe('low');
    expect(volumeLevel(61, false)).toBe('high');
  });

  it('mutes and restores the last volume', () => {
    const muted = toggleMute({ volume: 35, lastVolume: 100 });
    expect(muted).toEqual({ volume: 0, lastVolume: 35 });
    expect(toggleMute(muted)).toEqual({ volume: 35, lastVolume: 35 });
    expect(toggleMute({ volume: 0, lastVolume: 0 }).volume).toBe(100);
  });

  it('turns the volume up and down a step a wheel notch, within 0 to 100', () => {
    expect(volumeAfterWheel(50, -120)).toBe(55);
    expect(volumeAfterWheel(50, 3)).toBe(45);
    expect(volumeAfterWheel(98, -1)).toBe(100);
    expect(volumeAfterWheel(2, 100)).toBe(0);
    expect(volumeAfterWheel(50, 0)).toBe(50);
  });

  it('keeps the volume within 0 to 100', () => {
    expect(clampVolume(-5)).toBe(0);
    expect(clampVolume(150)).toBe(100);
    expect(clampVolume(42.4)).toBe(42);
  });
});

describe('a paused frame step', () => {
  const at25 = { fps: 25, pictureDuration: 10, duration: 10.5, live: false };
  const frameOf = (seconds: number) => Math.floor(seconds * 25);

  it('lands in the middle of the next or previous frame', () => {
    expect(frameStepTime(1, { ...at25, now: 2.01 })).toBeCloseTo(2.06);
    expect(frameStepTime(-1, { ...at25, now: 2.01 })).toBeCloseTo(1.98);
    expect(frameStepTime(-1, { ...at25, now: 0.01 })).toBeCloseTo(0.02);
  });

  it("stops a recording at the picture's last frame, though its sound runs on", () => {
    expect(frameOf(frameStepTime(1, { ...at25, now: 9.97 }))).toBe(249);
    expect(frameOf(frameStepTime(1, { ...at25, now: 9.99, pictureDuration: null }))).toBe(250);
  });

  it('goes on into what a running feed has sent past the playlist last read', () => {
    const feed = { ...at25, pictureDuration: 50, duration: 52, live: true };
    expect(frameOf(frameStepTime(1, { ...feed, now: 49.97 }))).toBe(1250);
    expect(frameOf(frameStepTime(1, { ...feed, now: 51.99 }))).toBe(1299);
  });
});
