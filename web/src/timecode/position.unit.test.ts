import { describe, expect, it } from 'vitest';
import { parsePositionEntry, parseTimeEntry } from './position-entry.ts';
import {
  formatFrame,
  formatPosition,
  formatSeconds,
  nextDisplayMode,
  type Timing,
  timingOf,
} from './position-format.ts';
import { timeOfFrame } from './timecode.ts';

const video: Timing = { fps: 25, offsetFrames: 900_000, dropFrame: false, timeOnly: false };
const ntsc: Timing = { fps: 23.976, offsetFrames: 0, dropFrame: false, timeOnly: false };
const audio: Timing = { fps: 25, offsetFrames: 0, dropFrame: false, timeOnly: true };
const dropFrame = timingOf(30000 / 1001, '00:00:59;20', false);

describe('timing', () => {
  it('takes drop-frame from a 29.97 or 59.94 source timecode written with `;`', () => {
    expect(dropFrame).toEqual({
      fps: 30000 / 1001,
      offsetFrames: 1790,
      dropFrame: true,
      timeOnly: false,
    });
    expect(timingOf(59.94, '01:00:00;00', false).offsetFrames).toBe(215784);
    expect(timingOf(29.97, '00:00:59:20', false).dropFrame).toBe(false);
    expect(timingOf(25, '10:00:00:00', false).offsetFrames).toBe(900_000);
  });

  it('falls back to 25 fps and no offset when the probe found neither', () => {
    expect(timingOf(null, null, false)).toEqual({
      fps: 25,
      offsetFrames: 0,
      dropFrame: false,
      timeOnly: false,
    });
    expect(timingOf(25, 'garbage', false).offsetFrames).toBe(0);
  });
});

describe('display modes', () => {
  it('cycles timecode → frames → time', () => {
    expect(nextDisplayMode('timecode')).toBe('frames');
    expect(nextDisplayMode('frames')).toBe('time');
    expect(nextDisplayMode('time')).toBe('timecode');
  });

  it('shows a frame in each mode, the timecode from the source offset', () => {
    expect(formatFrame(26, 'timecode', video)).toBe('10:00:01:01');
    expect(formatFrame(26, 'frames', video)).toBe('26');
    expect(formatFrame(26, 'time', video)).toBe('00:00:01.040');
  });

  it('shows the frame on screen while playing between frames', () => {
    expect(formatPosition(1.059, 'timecode', video)).toBe('10:00:01:01');
    expect(formatPosition(1.059, 'frames', video)).toBe('26');
    expect(formatPosition(1.059, 'time', video)).toBe('00:00:01.040');
  });

  it('shows 23.976 in 24-frame timecode while time follows the true rate', () => {
    expect(formatPosition(timeOfFrame(24, 23.976), 'timecode', ntsc)).toBe('00:00:01:00');
    expect(formatPosition(timeOfFrame(24, 23.976), 'time', ntsc)).toBe('00:00:01.001');
  });

  it('counts drop-frame on from the source timecode, written with `;`', () => {
    expect(formatFrame(0, 'timecode', dropFrame)).toBe('00:00:59;20');
    expect(formatFrame(12, 'timecode', dropFrame)).toBe('00:01:00;04');
    expect(formatFrame(12, 'frames', dropFrame)).toBe('12');
  });

  it('shows audio as time whatever the mode', () => {
    expect(formatPosition(61.5, 'timecode', audio)).toBe('00:01:01.500');
    expect(formatPosition(61.5, 'frames', audio)).toBe('00:01:01.500');
    expect(formatFrame(25, 'frames', audio)).toBe('00:00:01.000');
  });

  it('formats seconds as HH:MM:SS.mmm without float noise', () => {
    expect(formatSeconds(0)).toBe('00:00:00.000');
    expect(formatSeconds(0.29)).toBe('00:00:00.290');
    expect(formatSeconds(3723.4567)).toBe('01:02:03.456');
    expect(formatSeconds(-3)).toBe('00:00:00.000');
  });
});

describe('typed positions', () => {
  it('reads time entries and ignores negative ones', () => {
    expect(parseTimeEntry('12')).toBe(12);
    expect(parseTimeEntry('12.5')).toBe(12.5);
    expect(parseTimeEntry('.5')).toBe(0.5);
    expect(parseTimeEntry('1:02.5')).toBe(62.5);
    expect(parseTimeEntry('01:02:03.250')).toBe(3723.25);
    expect(parseTimeEntry('90')).toBe(90);
    expect(parseTimeEntry('-5')).toBeNull();
    expect(parseTimeEntry('-0:05')).toBeNull();
    expect(parseTimeEntry('1:60')).toBeNull();
    expect(parseTimeEntry('1:60:00')).toBeNull();
    expect(parseTimeEntry('abc')).toBeNull();
    expect(parseTimeEntry('')).toBeNull();
  });

  it('takes only non-negative integers in frames mode', () => {
    expect(parsePositionEntry('50', 'frames', video)).toBe(2);
    expect(parsePositionEntry(' 0 ', 'frames', video)).toBe(0);
    expect(parsePositionEntry('-1', 'frames', video)).toBeNull();
    expect(parsePositionEntry('1.5', 'frames', video)).toBeNull();
    expect(parsePositionEntry('1e3', 'frames', video)).toBeNull();
    expect(parsePositionEntry('', 'frames', video)).toBeNull();
  });

  it('takes timecodes from the source offset on', () => {
    expect(parsePositionEntry('10:00:02:00', 'timecode', video)).toBe(2);
    expect(parsePositionEntry('10:00:00:00', 'timecode', video)).toBe(0);
    expect(parsePositionEntry('09:59:59:24', 'timecode', video)).toBeNull();
    expect(parsePositionEntry('10:00:00:25', 'timecode', video)).toBeNull();
  });

  it('takes drop-frame timecodes, refusing the labels drop-frame skips', () => {
    expect(parsePositionEntry('00:01:00;04', 'timecode', dropFrame)).toBeCloseTo(
      timeOfFrame(12, 30000 / 1001),
      9,
    );
    expect(parsePositionEntry('00:01:00:04', 'timecode', dropFrame)).toBeCloseTo(
      timeOfFrame(12, 30000 / 1001),
      9,
    );
    expect(parsePositionEntry('00:01:00;00', 'timecode', dropFrame)).toBeNull();
    expect(parsePositionEntry('00:00:59;19', 'timecode', dropFrame)).toBeNull();
  });

  it('reads time in time mode and for audio', () => {
    expect(parsePositionEntry('1:00', 'time', video)).toBe(60);
    expect(parsePositionEntry('-1', 'time', video)).toBeNull();
    expect(parsePositionEntry('2.5', 'frames', audio)).toBe(2.5);
  });
});
