import { describe, expect, it } from 'vitest';
import { controlLayout } from './control-layout.ts';

describe('control layout by width', () => {
  it('shows the full timecode from 410, the play-mode label from 455, all actions from 760', () => {
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
