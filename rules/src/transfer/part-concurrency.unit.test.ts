import { describe, expect, it } from 'vitest';
import {
  afterPartFailed,
  afterPartSent,
  firstConcurrency,
  MAX_PARTS_IN_FLIGHT,
  MIN_PARTS_IN_FLIGHT,
  type PartConcurrency,
} from './part-concurrency.ts';

const MiB = 1024 * 1024;

/** Sends as many parts as the limit, each at the rate `rateOf(limit)` (bytes per ms). */
function window(state: PartConcurrency, rateOf: (limit: number) => number): PartConcurrency {
  let next = state;
  for (let sent = 0; sent < state.limit; sent++) {
    next = afterPartSent(next, { bytes: 8 * MiB, ms: (8 * MiB) / rateOf(state.limit) });
  }
  return next;
}

/** The limits a file goes through over `windows` windows of parts. */
function limits(windows: number, rateOf: (limit: number) => number, from = firstConcurrency()) {
  const seen = [from.limit];
  let state = from;
  for (let n = 0; n < windows; n++) {
    state = window(state, rateOf);
    seen.push(state.limit);
  }
  return seen;
}

describe('parts in flight (AIMD)', () => {
  it('starts at 6 and waits for a window of parts before it changes', () => {
    let state = firstConcurrency();
    expect(state.limit).toBe(6);
    for (let sent = 0; sent < 5; sent++) state = afterPartSent(state, { bytes: 100, ms: 10 });
    expect(state.limit).toBe(6);
    expect(afterPartSent(state, { bytes: 100, ms: 10 }).limit).toBe(7);
  });

  it('raises one part at a time up to 16 while each part keeps its rate (a lossy link)', () => {
    // each stream is limited by loss and distance, not by the link: rate per part holds
    expect(limits(12, () => 200)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 16, 16]);
    expect(MAX_PARTS_IN_FLIGHT).toBe(16);
  });

  it('stops raising when the link is full and more parts only share it', () => {
    // a link of 2,000 bytes per ms: past 10 parts in flight, each gets its share
    const shared = (limit: number) => Math.min(200, 2000 / limit);
    expect(limits(8, shared)).toEqual([6, 7, 8, 9, 10, 11, 11, 11, 11]);
  });

  it('keeps raising while an added part brings at least half a part of throughput', () => {
    // each added part brings 60 % of one more part's rate
    const rateOf = (limit: number) => (200 * (6 + 0.6 * (limit - 6))) / limit;
    expect(limits(3, rateOf)).toEqual([6, 7, 8, 9]);
    // …and 40 % is not enough
    const poorer = (limit: number) => (200 * (6 + 0.4 * (limit - 6))) / limit;
    expect(limits(3, poorer)).toEqual([6, 7, 7, 7]);
  });

  it('halves on a failed or stalled part, not below 2, then climbs again', () => {
    const at16 = { limit: 16, max: 16, rates: [], before: 100 };
    const halved = afterPartFailed(at16);
    expect(halved).toEqual({ limit: 8, max: 16, rates: [], before: null });
    expect(afterPartFailed(afterPartFailed(afterPartFailed(halved))).limit).toBe(
      MIN_PARTS_IN_FLIGHT,
    );
    expect(limits(2, () => 200, halved)).toEqual([8, 9, 10]);
  });

  it('starts and stops where a caller with more connections sets it', () => {
    const helper = firstConcurrency({ first: 16, max: 18 });
    expect(limits(4, () => 200, helper)).toEqual([16, 17, 18, 18, 18]);
  });

  it('measures a part sent in no time as one sent in a millisecond', () => {
    const state = afterPartSent(firstConcurrency(), { bytes: 100, ms: 0 });
    expect(state.rates).toEqual([100]);
  });
});
