import { describe, expect, it } from 'vitest';
import {
  frameAtTime,
  frameCount,
  frameToMs,
  msToFrame,
  seekTimeOfFrame,
  timeOfFrame,
} from './timecode.ts';

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
