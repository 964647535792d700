import { describe, expect, it } from 'vitest';
import type { Timing } from '../timecode/position-format.ts';
import { formatCommentPosition, positionAt, seekTimeOf, sortComments } from './comment-position.ts';

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

describe('comment order', () => {
  it('sorts by position, then time, positionless last', () => {
    const comments = [
      { id: 'e', start: null, createdAt: '2026-01-01T10:00:00Z' },
      { id: 'd', start: 50, createdAt: '2026-01-01T10:05:00Z' },
      { id: 'c', start: 50, createdAt: '2026-01-01T10:01:00Z' },
      { id: 'b', start: 3, createdAt: '2026-01-01T11:00:00Z' },
      { id: 'a', start: 0, createdAt: '2026-01-01T12:00:00Z' },
    ];
    expect(sortComments(comments).map((comment) => comment.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
