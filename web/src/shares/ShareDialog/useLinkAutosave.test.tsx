// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FormErrors, formOf, type LinkForm } from '../share-form.ts';
import { useLinkAutosave } from './useLinkAutosave.ts';

const saved = { name: 'Day 1', canDownload: false, expiresAt: null, hasPassword: false };
const fine: FormErrors = { name: null, expiry: null, password: null };

function renderAutosave(update: (input: object) => Promise<{ ok: boolean }>) {
  return renderHook(
    ({ form, errors }: { form: LinkForm; errors: FormErrors }) =>
      useLinkAutosave(update, 'l1', form, errors),
    { initialProps: { form: formOf(saved), errors: fine } },
  );
}

describe('useLinkAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves 500 ms after the last change, once', async () => {
    const update = vi.fn(async () => ({ ok: true }));
    const { result, rerender } = renderAutosave(update);
    rerender({ form: { ...formOf(saved), name: 'Day' }, errors: fine });
    act(() => result.current.changed());
    await act(() => vi.advanceTimersByTimeAsync(300));
    rerender({ form: { ...formOf(saved), name: 'Day 2' }, errors: fine });
    act(() => result.current.changed());
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(update).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ id: 'l1', name: 'Day 2' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('does not save while the expiry is wrong, and a failed save stays to be sent', async () => {
    const update = vi.fn(async () => ({ ok: false }));
    const { result, rerender } = renderAutosave(update);
    const expiry = { ...fine, expiry: 'The Expiration Date Must Be Set in the Future.' };
    rerender({ form: formOf(saved), errors: expiry });
    act(() => result.current.changed());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(update).not.toHaveBeenCalled();
    rerender({ form: formOf(saved), errors: fine });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(update).toHaveBeenCalledTimes(1);
    update.mockImplementation(async () => ({ ok: true }));
    await act(() => result.current.flush());
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('lets Send go after 5 s when a save hangs', async () => {
    const update = vi.fn(() => new Promise<{ ok: boolean }>(() => {}));
    const { result } = renderAutosave(update);
    act(() => result.current.changed());
    let flushed = false;
    const flushing = result.current.flush().then(() => {
      flushed = true;
    });
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(flushed).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await flushing;
    expect(flushed).toBe(true);
  });
});
