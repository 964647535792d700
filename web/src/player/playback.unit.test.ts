import { describe, expect, it } from 'vitest';
import { clampVolume, toggleMute, volumeAfterWheel, volumeLevel } from './playback.ts';

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
