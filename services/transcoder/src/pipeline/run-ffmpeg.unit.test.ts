import { describe, expect, it } from 'vitest';
import { isInputFailure, progressReader } from './run-ffmpeg.ts';

describe('progressReader', () => {
  it('reports out_time in milliseconds across chunk boundaries', () => {
    const times: number[] = [];
    const read = progressReader((ms) => times.push(ms));
    read('frame=25\nfps=0.0\nout_time_us=1000000\nout_time_ms=1000000\nout_ti');
    read('me_us=2040000\nprogress=continue\nout_time_us=N/A\n');
    read('out_time_us=2500000\nprogress=end\n');
    expect(times).toEqual([1000, 1000, 2040, 2500]);
  });
});

describe('isInputFailure', () => {
  it('recognises what ffmpeg says about unreadable input', () => {
    expect(isInputFailure('source.mov: Invalid data found when processing input')).toBe(true);
    expect(isInputFailure('[mov,mp4] moov atom not found')).toBe(true);
    expect(isInputFailure('No space left on device')).toBe(false);
  });
});
