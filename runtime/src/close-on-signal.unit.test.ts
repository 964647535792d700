import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeOnSignal } from './close-on-signal.ts';

describe('closeOnSignal', () => {
  const listeners = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
  afterEach(() => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      for (const listener of process.listeners(signal)) {
        if (!listeners[signal].includes(listener)) process.off(signal, listener);
      }
    }
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('closes once when a parent passes the same Ctrl+C on, then exits with 0', async () => {
    vi.useFakeTimers();
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    let finish = () => {};
    const close = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    closeOnSignal(close, () => {});
    process.emit('SIGINT');
    vi.advanceTimersByTime(200);
    process.emit('SIGINT');
    expect(exit).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('exits at once on another signal a second or more later', () => {
    vi.useFakeTimers();
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    closeOnSignal(
      () => new Promise(() => {}),
      () => {},
    );
    process.emit('SIGTERM');
    vi.advanceTimersByTime(1500);
    process.emit('SIGTERM');
    expect(exit).toHaveBeenCalledWith(1);
  });
});
