import { describe, expect, it } from 'vitest';
import type { TimedVersion } from '../notes-export/version-timecode.ts';
import { carriedPlace } from './carry-timing.ts';

const video = (fps: number, timecode: string | null, seconds: number): TimedVersion => ({
  video: true,
  fps,
  timecode,
  durationMs: seconds * 1000,
});

const sameFrame = { kind: 'SAME_FRAME' as const, offset: 0 };
const bySourceTimecode = { kind: 'SOURCE_TIMECODE' as const, offset: 0 };

describe('carrying a comment onto a new version', () => {
  it('keeps the frame, or moves it by an offset, at 25 fps', () => {
    const [v1, v2] = [video(25, '10:00:00:00', 10), video(25, '10:00:00:00', 12)];
    expect(carriedPlace({ start: 50, end: 74 }, v1, v2, sameFrame)).toEqual({ start: 50, end: 74 });
    expect(carriedPlace({ start: 50, end: 74 }, v1, v2, { kind: 'OFFSET', offset: 25 })).toEqual({
      start: 75,
      end: 99,
    });
    expect(carriedPlace({ start: 50, end: null }, v1, v2, { kind: 'OFFSET', offset: -60 })).toEqual(
      { reason: 'outside the new version' },
    );
  });

  it('finds the same source timecode on a recut starting later, at 25 fps', () => {
    // v2 starts two seconds into v1's source: 10:00:04:00 is frame 100 of v1, frame 50 of v2
    const [v1, v2] = [video(25, '10:00:00:00', 10), video(25, '10:00:02:00', 10)];
    expect(carriedPlace({ start: 100, end: 124 }, v1, v2, bySourceTimecode)).toEqual({
      start: 50,
      end: 74,
    });
    expect(carriedPlace({ start: 25, end: null }, v1, v2, bySourceTimecode)).toEqual({
      reason: 'outside the new version',
    });
  });

  it('counts 23.976 fps in its 24 labels a second', () => {
    const [v1, v2] = [
      video(24000 / 1001, '01:00:00:00', 60),
      video(24000 / 1001, '01:00:10:00', 60),
    ];
    // 01:00:12:12 is frame 300 of v1 and frame 60 of v2
    expect(carriedPlace({ start: 300, end: null }, v1, v2, bySourceTimecode)).toEqual({
      start: 60,
      end: null,
    });
  });

  it('counts 29.97 drop-frame across a minute whose first two labels are skipped', () => {
    // v1 from 00:00:59;00: its frame 30 is 00:01:00;02; v2 from 00:01:00;02 has it first
    const [v1, v2] = [
      video(30000 / 1001, '00:00:59;00', 10),
      video(30000 / 1001, '00:01:00;02', 10),
    ];
    expect(carriedPlace({ start: 30, end: 40 }, v1, v2, bySourceTimecode)).toEqual({
      start: 0,
      end: 10,
    });
  });

  it('cuts a range at the new version’s end', () => {
    const [v1, v2] = [video(25, null, 10), video(25, null, 4)];
    expect(carriedPlace({ start: 90, end: 120 }, v1, v2, sameFrame)).toEqual({
      start: 90,
      end: 99,
    });
  });

  it('moves audio by the difference of the source starts, in milliseconds', () => {
    const v1 = { video: false, fps: 25, timecode: '01:00:00:00', durationMs: 10_000 };
    const v2 = { video: false, fps: 25, timecode: '01:00:01:00', durationMs: 10_000 };
    expect(carriedPlace({ start: 3000, end: null }, v1, v2, bySourceTimecode)).toEqual({
      start: 2000,
      end: null,
    });
  });
});
