import { describe, expect, it } from 'vitest';
import { controlLayout } from './control-layout.ts';
import { MAX_FATAL_RETRIES, recoveryFor } from './fatal-error-policy.ts';
import { clampVolume, toggleMute, volumeAfterWheel, volumeLevel } from './playback.ts';

describe('fatal streaming errors', () => {
  it('restarts loading on network errors and recovers media errors, 5 times', () => {
    expect(recoveryFor('networkError', 0)).toBe('restart-loading');
    expect(recoveryFor('mediaError', 4)).toBe('recover-media');
    expect(recoveryFor('networkError', MAX_FATAL_RETRIES)).toBe('give-up');
    expect(recoveryFor('mediaError', MAX_FATAL_RETRIES)).toBe('give-up');
  });

  it('gives up at once on other fatal errors', () => {
    expect(recoveryFor('muxError', 0)).toBe('give-up');
    expect(recoveryFor('otherError', 0)).toBe('give-up');
  });
});

describe('control layout by width', () => {
  it('shows the full timecode from 410, the play mode from 455, all actions from 760', () => {
    expect(controlLayout(409)).toEqual({
      fullTimecode: false,
      playModeLabel: false,
      fullActions: false,
    });
    expect(controlLayout(410)).toEqual({
      fullTimecode: true,
      playModeLabel: false,
      fullActions: false,
    });
    expect(controlLayout(455).playModeLabel).toBe(true);
    expect(controlLayout(759).fullActions).toBe(false);
    expect(controlLayout(760).fullActions).toBe(true);
  });
});

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
