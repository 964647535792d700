// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTO_LEVEL, ORIGINAL_LEVEL } from './quality-levels.ts';
import { useManualLevel } from './useManualLevel.ts';

describe('the manual quality level', () => {
  beforeEach(() => localStorage.clear());

  it('is Auto for SDR assets and Original for HDR assets until chosen', () => {
    expect(renderHook(() => useManualLevel(false)).result.current[0]).toBe(AUTO_LEVEL);
    expect(renderHook(() => useManualLevel(true)).result.current[0]).toBe(ORIGINAL_LEVEL);
  });

  it('keeps the HDR choice apart from the SDR one, across reloads', () => {
    const hdr = renderHook(() => useManualLevel(true));
    act(() => hdr.result.current[1]('720p HDR'));
    expect(hdr.result.current[0]).toBe('720p HDR');
    expect(renderHook(() => useManualLevel(false)).result.current[0]).toBe(AUTO_LEVEL);
    hdr.unmount();
    expect(renderHook(() => useManualLevel(true)).result.current[0]).toBe('720p HDR');
    expect(JSON.parse(localStorage.getItem('rushes.player.quality') ?? '{}')).toEqual({
      sdr: AUTO_LEVEL,
      hdr: '720p HDR',
    });
  });
});
