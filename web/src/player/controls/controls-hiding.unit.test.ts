// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTROLS_HIDE_MS } from '../playback.ts';
import { controlsInUse, createIdleTimer } from './controls-hiding.ts';

function setup(held = () => false) {
  const onIdle = vi.fn();
  return { onIdle, timer: createIdleTimer({ onIdle, held }) };
}

describe('fullscreen controls hiding', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides 2 s after the pointer stops, not before', () => {
    const { onIdle, timer } = setup();
    timer.wake();
    expect(onIdle).toHaveBeenLastCalledWith(false);
    vi.advanceTimersByTime(CONTROLS_HIDE_MS - 1);
    expect(onIdle).not.toHaveBeenCalledWith(true);
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenLastCalledWith(true);
  });

  it('shows again on a move, and counts the 2 s from it', () => {
    const { onIdle, timer } = setup();
    timer.wake();
    vi.advanceTimersByTime(CONTROLS_HIDE_MS);
    timer.wake();
    expect(onIdle).toHaveBeenLastCalledWith(false);
    vi.advanceTimersByTime(CONTROLS_HIDE_MS - 500);
    timer.wake();
    vi.advanceTimersByTime(CONTROLS_HIDE_MS - 1);
    expect(onIdle).toHaveBeenLastCalledWith(false);
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenLastCalledWith(true);
  });

  it('stays while the controls are in use, and hides once they are not', () => {
    let inUse = true;
    const { onIdle, timer } = setup(() => inUse);
    timer.wake();
    vi.advanceTimersByTime(CONTROLS_HIDE_MS * 3);
    expect(onIdle).not.toHaveBeenCalledWith(true);
    inUse = false;
    vi.advanceTimersByTime(CONTROLS_HIDE_MS);
    expect(onIdle).toHaveBeenLastCalledWith(true);
  });

  it('forgets the count when stopped', () => {
    const { onIdle, timer } = setup();
    timer.wake();
    timer.stop();
    vi.advanceTimersByTime(CONTROLS_HIDE_MS * 2);
    expect(onIdle).not.toHaveBeenCalledWith(true);
  });
});

describe('controls in use', () => {
  it('counts an open menu, not a closed one', () => {
    const controls = document.createElement('div');
    controls.innerHTML = '<button aria-expanded="false">Speed</button>';
    expect(controlsInUse(controls)).toBe(false);
    controls.querySelector('button')?.setAttribute('aria-expanded', 'true');
    expect(controlsInUse(controls)).toBe(true);
    expect(controlsInUse(null)).toBe(false);
  });
});
