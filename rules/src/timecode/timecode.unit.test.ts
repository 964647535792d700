import { describe, expect, it } from 'vitest';
import {
  addFrames,
  formatTimecode,
  isDropFrameRate,
  isDropFrameSource,
  nominalRate,
  normaliseTimecode,
  parseTimecode,
  timecodeOrder,
} from './timecode.ts';

const DF = { dropFrame: true };

describe('rates', () => {
  it('counts labels at the nominal rate', () => {
    expect([23.976, 24, 25, 29.97, 30, 50, 59.94].map(nominalRate)).toEqual([
      24, 24, 25, 30, 30, 50, 60,
    ]);
  });

  it('knows where drop-frame applies', () => {
    expect([29.97, 59.94, 30000 / 1001, 60000 / 1001].every(isDropFrameRate)).toBe(true);
    expect([23.976, 24, 25, 50].some(isDropFrameRate)).toBe(false);
  });

  it('takes drop-frame from the probed source: a drop-frame rate and a `;` timecode', () => {
    expect(isDropFrameSource(29.97, '00:00:59;20')).toBe(true);
    expect(isDropFrameSource(59.94, '01:00:00;00')).toBe(true);
    expect(isDropFrameSource(29.97, '00:00:59:20')).toBe(false);
    expect(isDropFrameSource(29.97, null)).toBe(false);
    expect(isDropFrameSource(25, '00:00:59;20')).toBe(false);
    expect(isDropFrameSource(null, '00:00:59;20')).toBe(false);
  });
});

describe('drop-frame at 29.97 (SMPTE 12M)', () => {
  it('reads the published reference labels', () => {
    expect(parseTimecode('00:00:59;29', 29.97)).toBe(1799);
    expect(parseTimecode('00:01:00;02', 29.97)).toBe(1800);
    expect(parseTimecode('00:02:00;02', 29.97)).toBe(3598);
    expect(parseTimecode('00:10:00;00', 29.97)).toBe(17982);
    expect(parseTimecode('01:00:00;00', 29.97)).toBe(107892);
    expect(parseTimecode('23:59:59;29', 29.97)).toBe(2589407);
  });

  it('writes them with `;` before the frames', () => {
    expect(formatTimecode(1799, 29.97, DF)).toBe('00:00:59;29');
    expect(formatTimecode(1800, 29.97, DF)).toBe('00:01:00;02');
    expect(formatTimecode(17981, 29.97, DF)).toBe('00:09:59;29');
    expect(formatTimecode(17982, 29.97, DF)).toBe('00:10:00;00');
    expect(formatTimecode(17984, 29.97, DF)).toBe('00:10:00;02');
    expect(formatTimecode(2589407, 29.97, DF)).toBe('23:59:59;29');
  });

  it('adds a source offset: 00:00:59;20 and twelve frames is 00:01:00;04', () => {
    const start = parseTimecode('00:00:59;20', 29.97) ?? Number.NaN;
    expect(formatTimecode(start + 12, 29.97, DF)).toBe('00:01:00;04');
    expect(formatTimecode(start + 12, 29.97)).toBe('00:01:00:02');
  });

  it('refuses the labels it skips, except at every tenth minute', () => {
    expect(parseTimecode('00:01:00;00', 29.97)).toBeNull();
    expect(parseTimecode('00:01:00;01', 29.97)).toBeNull();
    expect(parseTimecode('00:10:00;01', 29.97)).toBe(17983);
    expect(parseTimecode('00:01:00:00', 29.97)).toBe(1800);
  });

  it('wraps at 24 hours both ways', () => {
    expect(formatTimecode(2589408, 29.97, DF)).toBe('00:00:00;00');
    expect(formatTimecode(-1, 29.97, DF)).toBe('23:59:59;29');
  });
});

describe('drop-frame at 59.94', () => {
  it('skips four labels each minute but the tenth', () => {
    expect(formatTimecode(3599, 59.94, DF)).toBe('00:00:59;59');
    expect(formatTimecode(3600, 59.94, DF)).toBe('00:01:00;04');
    expect(parseTimecode('00:01:00;03', 59.94)).toBeNull();
    expect(parseTimecode('00:10:00;00', 59.94)).toBe(35964);
    expect(parseTimecode('23:59:59;59', 59.94)).toBe(5178815);
  });
});

/** Every frame of a day maps to a label and back, labels rising one by one. */
function roundTripsADay(fps: number, options?: { dropFrame: boolean }) {
  const perDay = parseTimecode(formatTimecode(-1, fps, options), fps, options) ?? Number.NaN;
  let previous = -1;
  for (let frame = 0; frame <= perDay; frame += 1) {
    const label = formatTimecode(frame, fps, options);
    if (parseTimecode(label, fps, options) !== frame)
      throw new Error(`${label} is not frame ${frame}`);
    const order = timecodeOrder(label) ?? -1;
    if (order <= previous) throw new Error(`${label} does not follow frame ${frame - 1}`);
    previous = order;
  }
  return perDay + 1;
}

describe('round trips over a whole day', () => {
  it('at 29.97 drop-frame', () => expect(roundTripsADay(29.97, DF)).toBe(2589408));
  it('at 59.94 drop-frame', () => expect(roundTripsADay(59.94, DF)).toBe(5178816));
  it.each([
    [23.976, 24 * 86400],
    [24, 24 * 86400],
    [25, 25 * 86400],
    [30, 30 * 86400],
    [50, 50 * 86400],
  ])('at %s non-drop', (fps, frames) => expect(roundTripsADay(fps)).toBe(frames));
});

describe('non-drop', () => {
  it('labels every frame at the nominal rate, `:` before the frames', () => {
    expect(formatTimecode(24 * 3600, 23.976)).toBe('01:00:00:00');
    expect(formatTimecode(25 * 61 + 3, 25)).toBe('00:01:01:03');
    expect(formatTimecode(50 * 3600 - 1, 50)).toBe('00:59:59:49');
    expect(formatTimecode(1800, 29.97)).toBe('00:01:00:00');
  });

  it('refuses frames at or past the nominal rate and hours past 23', () => {
    expect(parseTimecode('00:00:00:24', 24)).toBeNull();
    expect(parseTimecode('00:00:00:24', 25)).toBe(24);
    expect(parseTimecode('24:00:00:00', 25)).toBeNull();
    expect(parseTimecode('1:2', 25)).toBeNull();
  });

  it('ignores drop-frame where it does not apply', () => {
    expect(formatTimecode(1800, 25, DF)).toBe('00:01:12:00');
    expect(parseTimecode('00:01:12;00', 25)).toBe(1800);
  });
});

describe('label arithmetic for metadata files', () => {
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

  it('orders labels through the day', () => {
    expect(timecodeOrder('01:00:00:00')).toBeLessThan(timecodeOrder('01:00:00:01') ?? 0);
    expect(timecodeOrder('00:59:59:59')).toBeLessThan(timecodeOrder('01:00:00;00') ?? 0);
    expect(timecodeOrder('x')).toBeNull();
  });
});
