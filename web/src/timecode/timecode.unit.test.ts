import { describe, expect, it } from 'vitest';
import {
  formatTimecode,
  frameAtTime,
  frameCount,
  frameToMs,
  msToFrame,
  offsetFrames,
  parseTimecode,
  roundedFps,
  seekTimeOfFrame,
  timeOfFrame,
} from './timecode.ts';

describe('rates', () => {
  it('labels NTSC rates with the rounded rate', () => {
    expect(roundedFps(23.976)).toBe(24);
    expect(roundedFps(29.97)).toBe(30);
    expect(roundedFps(59.94)).toBe(60);
    expect(roundedFps(25)).toBe(25);
  });
});

describe('time ↔ frame', () => {
  it('maps the start time of every frame back to that frame', () => {
    for (const fps of [23.976, 24, 25, 29.97, 30, 50, 59.94, 60]) {
      for (let frame = 0; frame < 3000; frame += 1) {
        expect(frameAtTime(timeOfFrame(frame, fps), fps)).toBe(frame);
      }
    }
  });

  it('keeps the frame until the next one starts', () => {
    expect(frameAtTime(0.039, 25)).toBe(0);
    expect(frameAtTime(0.04, 25)).toBe(1);
    expect(frameAtTime(1 / 24 - 0.0001, 24)).toBe(0);
  });

  it('seeks into the middle of a frame', () => {
    expect(seekTimeOfFrame(0, 25)).toBeCloseTo(0.02);
    expect(seekTimeOfFrame(10, 25)).toBeCloseTo(0.42);
    for (const fps of [23.976, 25, 29.97]) {
      expect(frameAtTime(seekTimeOfFrame(123, fps), fps)).toBe(123);
    }
  });

  it('uses the true rate for time, so 23.976 runs slower than 24', () => {
    expect(timeOfFrame(24, 23.976)).toBeCloseTo(1.001, 5);
    expect(frameAtTime(1, 23.976)).toBe(23);
  });

  it('never gives a negative frame', () => {
    expect(frameAtTime(-1, 25)).toBe(0);
  });

  it('converts milliseconds', () => {
    expect(msToFrame(1000, 25)).toBe(25);
    expect(msToFrame(39, 25)).toBe(0);
    expect(msToFrame(40, 25)).toBe(1);
    expect(frameToMs(25, 25)).toBe(1000);
    expect(frameToMs(1, 23.976)).toBeCloseTo(41.708, 3);
    for (let frame = 0; frame < 500; frame += 1) {
      expect(msToFrame(frameToMs(frame, 29.97), 29.97)).toBe(frame);
    }
  });

  it('counts the frames of a clip', () => {
    expect(frameCount(10, 25)).toBe(250);
    expect(frameCount(10.01, 25)).toBe(251);
    expect(frameCount(0, 25)).toBe(1);
  });
});

describe('timecode', () => {
  it('formats frames as HH:MM:SS:FF', () => {
    expect(formatTimecode(0, 25)).toBe('00:00:00:00');
    expect(formatTimecode(24, 25)).toBe('00:00:00:24');
    expect(formatTimecode(25, 25)).toBe('00:00:01:00');
    expect(formatTimecode(90_000, 25)).toBe('01:00:00:00');
    expect(formatTimecode(90_000 + 25 * 61 + 3, 25)).toBe('01:01:01:03');
  });

  it('counts 23.976 and 29.97 as non-drop-frame at 24 and 30', () => {
    expect(formatTimecode(23, 23.976)).toBe('00:00:00:23');
    expect(formatTimecode(24, 23.976)).toBe('00:00:01:00');
    expect(formatTimecode(30 * 60 * 10, 29.97)).toBe('00:10:00:00');
  });

  it('wraps after 24 hours', () => {
    expect(formatTimecode(24 * 3600 * 25 + 1, 25)).toBe('00:00:00:01');
    expect(formatTimecode(-1, 25)).toBe('23:59:59:24');
  });

  it('parses HH:MM:SS:FF, reading a drop-frame ; like :', () => {
    expect(parseTimecode('01:00:00:00', 25)).toBe(90_000);
    expect(parseTimecode(' 00:00:01:05 ', 24)).toBe(29);
    expect(parseTimecode('00:00:01;05', 29.97)).toBe(35);
  });

  it('rejects malformed and out-of-range timecodes', () => {
    expect(parseTimecode('00:00:00:25', 25)).toBeNull();
    expect(parseTimecode('00:60:00:00', 25)).toBeNull();
    expect(parseTimecode('00:00:60:00', 25)).toBeNull();
    expect(parseTimecode('24:00:00:00', 25)).toBeNull();
    expect(parseTimecode('00:00:00', 25)).toBeNull();
    expect(parseTimecode('-0:00:00:01', 25)).toBeNull();
    expect(parseTimecode('ab:cd:ef:gh', 25)).toBeNull();
  });

  it('round-trips every label of a day at 24 fps', () => {
    for (let frames = 0; frames < 24 * 3600 * 24; frames += 997) {
      expect(parseTimecode(formatTimecode(frames, 24), 24)).toBe(frames);
    }
  });

  it('reads the source offset, 0 when absent', () => {
    expect(offsetFrames('10:00:00:00', 25)).toBe(900_000);
    expect(offsetFrames(null, 25)).toBe(0);
    expect(offsetFrames('garbage', 25)).toBe(0);
  });
});
