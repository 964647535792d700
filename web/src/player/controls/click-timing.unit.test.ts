import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClickTiming, SINGLE_CLICK_DELAY_MS } from './click-timing.ts';

function setup() {
  const onSingle = vi.fn();
  const onDouble = vi.fn();
  return { onSingle, onDouble, timing: createClickTiming({ onSingle, onDouble }) };
}

describe('single and double clicks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('acts on a single click only after 200 ms', () => {
    const { onSingle, onDouble, timing } = setup();
    timing.click();
    vi.advanceTimersByTime(SINGLE_CLICK_DELAY_MS - 1);
    expect(onSingle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSingle).toHaveBeenCalledTimes(1);
    expect(onDouble).not.toHaveBeenCalled();
  });

  it('takes a second click within 200 ms as a double click, without the single', () => {
    const { onSingle, onDouble, timing } = setup();
    timing.click();
    vi.advanceTimersByTime(150);
    timing.click();
    expect(onDouble).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(onSingle).not.toHaveBeenCalled();
  });

  it('takes clicks further apart as two single clicks', () => {
    const { onSingle, onDouble, timing } = setup();
    timing.click();
    vi.advanceTimersByTime(SINGLE_CLICK_DELAY_MS);
    timing.click();
    vi.advanceTimersByTime(SINGLE_CLICK_DELAY_MS);
    expect(onSingle).toHaveBeenCalledTimes(2);
    expect(onDouble).not.toHaveBeenCalled();
  });

  it('forgets a pending click when cancelled', () => {
    const { onSingle, timing } = setup();
    timing.click();
    timing.cancel();
    vi.advanceTimersByTime(1000);
    expect(onSingle).not.toHaveBeenCalled();
  });
});
