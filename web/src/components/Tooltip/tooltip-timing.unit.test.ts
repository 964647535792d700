import { describe, expect, it } from 'vitest';
import { createTooltipTiming } from './tooltip-timing.ts';

describe('tooltip timing', () => {
  it('waits 700 ms, then 100 ms within 500 ms of a tooltip closing', () => {
    let clock = 1000;
    const timing = createTooltipTiming(() => clock);
    expect(timing.openDelay()).toBe(700);
    timing.closed();
    clock += 100;
    expect(timing.openDelay()).toBe(100);
    clock += 400;
    expect(timing.openDelay()).toBe(100);
    clock += 1;
    expect(timing.openDelay()).toBe(700);
  });
});
