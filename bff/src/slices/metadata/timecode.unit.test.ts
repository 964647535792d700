import { describe, expect, it } from 'vitest';
import { addFrames, normaliseTimecode, timecodeOrder } from './timecode.ts';

describe('timecode', () => {
  it('normalises labels and refuses what is none', () => {
    expect(normaliseTimecode(' 1:02:03:04 ')).toBe('01:02:03:04');
    expect(normaliseTimecode('01:00:00;00')).toBe('01:00:00;00');
    expect(normaliseTimecode('24:00:00:00')).toBeNull();
    expect(normaliseTimecode('01:60:00:00')).toBeNull();
    expect(normaliseTimecode('01:00:00')).toBeNull();
    expect(normaliseTimecode('')).toBeNull();
  });

  it('adds frames without drop-frame, wrapping at midnight', () => {
    expect(addFrames('00:59:59:23', 240, 24)).toBe('01:00:09:23');
    expect(addFrames('14:03:22:08', 240, 24)).toBe('14:03:32:08');
    expect(addFrames('23:59:59:24', 1, 25)).toBe('00:00:00:00');
    expect(addFrames('00:00:00:00', -1, 25)).toBe('23:59:59:24');
    expect(addFrames('01:00:00:00', 10, 23.976)).toBeNull();
    expect(addFrames('nonsense', 10, 24)).toBeNull();
  });

  it('skips the labels drop-frame drops, but every tenth minute', () => {
    expect(addFrames('01:00:00;00', 1800, 30)).toBe('01:01:00;02');
    expect(addFrames('00:00:59;29', 1, 30)).toBe('00:01:00;02');
    expect(addFrames('00:09:59;29', 1, 30)).toBe('00:10:00;00');
    expect(addFrames('00:00:59;59', 1, 60)).toBe('00:01:00;04');
    expect(addFrames('00:00:00;00', 107_892, 30)).toBe('01:00:00;00');
    expect(addFrames('23:59:59;29', 1, 30)).toBe('00:00:00;00');
  });

  it('counts drop-frame labels one by one', () => {
    let previous = -1;
    for (let frame = 0; frame < 40_000; frame += 1) {
      const label = addFrames('00:00:00;00', frame, 30) ?? '';
      const [minutes, frames] = [Number(label.slice(3, 5)), Number(label.slice(9))];
      expect(label.slice(6, 8) === '00' && minutes % 10 !== 0 && frames < 2).toBe(false);
      const order = timecodeOrder(label) ?? -1;
      expect(order).toBeGreaterThan(previous);
      previous = order;
    }
  });

  it('orders labels through the day', () => {
    expect(timecodeOrder('01:00:00:00')).toBeLessThan(timecodeOrder('01:00:00:01') ?? 0);
    expect(timecodeOrder('00:59:59:59')).toBeLessThan(timecodeOrder('01:00:00;00') ?? 0);
    expect(timecodeOrder('x')).toBeNull();
  });
});
