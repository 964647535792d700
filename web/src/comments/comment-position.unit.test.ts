import { describe, expect, it } from 'vitest';
import type { Timing } from '../timecode/position-format.ts';
import {
  formatCommentPosition,
  formatCommentRange,
  positionAt,
  rangeOf,
  seekTimeOf,
} from './comment-position.ts';

const timing: Timing = { fps: 25, offsetFrames: 25 * 3600, dropFrame: false, timeOnly: false };

describe('comment positions', () => {
  it('is the frame on screen for video', () => {
    expect(positionAt(0, 'video', 25)).toBe(0);
    expect(positionAt(1.059, 'video', 25)).toBe(26);
    expect(positionAt(seekTimeOf(26, 'video', 25) ?? -1, 'video', 25)).toBe(26);
  });

  it('is milliseconds for audio and 0 for stills', () => {
    expect(positionAt(1.2345, 'audio', 25)).toBe(1235);
    expect(seekTimeOf(1235, 'audio', 25)).toBe(1.235);
    expect(positionAt(5, 'image', 25)).toBe(0);
    expect(seekTimeOf(0, 'image', 25)).toBeNull();
  });

  it('is absent for documents and other files', () => {
    expect(positionAt(3, 'document', 25)).toBeNull();
    expect(positionAt(3, 'other', 25)).toBeNull();
  });

  it('shows video positions in the display mode and audio as time', () => {
    expect(formatCommentPosition(26, 'video', 'timecode', timing)).toBe('01:00:01:01');
    expect(formatCommentPosition(26, 'video', 'frames', timing)).toBe('26');
    expect(formatCommentPosition(26, 'video', 'time', timing)).toBe('00:00:01.040');
    expect(formatCommentPosition(1500, 'audio', 'timecode', timing)).toBe('00:00:01.500');
    expect(formatCommentPosition(0, 'image', 'timecode', timing)).toBeNull();
    expect(formatCommentPosition(null, 'video', 'timecode', timing)).toBeNull();
  });
});

describe('comment ranges', () => {
  it('shows both ends of a range, and a position alone without one', () => {
    expect(formatCommentRange(25, 75, 'video', 'timecode', timing)).toBe(
      '01:00:01:00 – 01:00:03:00',
    );
    expect(formatCommentRange(25, 75, 'video', 'frames', timing)).toBe('25 – 75');
    expect(formatCommentRange(1500, 2250, 'audio', 'timecode', timing)).toBe(
      '00:00:01.500 – 00:00:02.250',
    );
    expect(formatCommentRange(25, null, 'video', 'timecode', timing)).toBe('01:00:01:00');
    expect(formatCommentRange(null, null, 'video', 'timecode', timing)).toBeNull();
  });

  it('orders the in and out points, starting at the playhead without an in point', () => {
    expect(rangeOf(10, 40, 99)).toEqual({ start: 10, end: 40 });
    expect(rangeOf(40, 10, 99)).toEqual({ start: 10, end: 40 });
    expect(rangeOf(null, 40, 20)).toEqual({ start: 20, end: 40 });
    expect(rangeOf(10, null, 99)).toEqual({ start: 10, end: null });
    expect(rangeOf(null, null, 99)).toEqual({ start: 99, end: null });
    expect(rangeOf(10, 10, 99)).toEqual({ start: 10, end: null });
  });
});
