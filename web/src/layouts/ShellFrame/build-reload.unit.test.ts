import { describe, expect, it, vi } from 'vitest';
import { RELOADED_FOR_KEY, reloadForBuild } from './build-reload.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('reloadForBuild', () => {
  it('leaves a page alone while the BFF runs the build that served it', () => {
    const reload = vi.fn();
    expect(reloadForBuild('b1', 'b1', memoryStorage(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads a page served by another build, once per new build', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForBuild('b1', 'b2', storage, reload)).toBe(true);
    expect(storage.getItem(RELOADED_FOR_KEY)).toBe('b2');
    // the reloaded page came from an old BFF again: it does not loop
    expect(reloadForBuild('b1', 'b2', storage, reload)).toBe(false);
    // a later deploy reloads again
    expect(reloadForBuild('b2', 'b3', storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
