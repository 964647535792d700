// @vitest-environment jsdom
import '../test/jsdom.ts';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PlayerProvider } from '../player/PlayerContext.tsx';
import { useCommentUi } from './useCommentUi.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <PlayerProvider kind="video" framesPerSecond={25} timecodeOffset="01:00:00:00">
    {children}
  </PlayerProvider>
);

describe('the comments’ shared state beside the player', () => {
  it('edits one comment at a time: starting one ends another', () => {
    const { result } = renderHook(() => useCommentUi('v1', null), { wrapper });
    act(() => result.current.edit('c1'));
    expect(result.current.editingId).toBe('c1');
    act(() => result.current.edit('c2'));
    expect(result.current.editingId).toBe('c2');
    act(() => result.current.edit(null));
    expect(result.current.editingId).toBeNull();
  });

  it('starts at the comment it was opened at, and selects another', () => {
    const { result } = renderHook(() => useCommentUi('v1', 'c1'), { wrapper });
    expect(result.current.selectedId).toBe('c1');
    act(() => result.current.select('c2', 50));
    expect(result.current.selectedId).toBe('c2');
  });

  it('labels a range by both ends in the display mode', () => {
    const { result } = renderHook(() => useCommentUi('v1', null), { wrapper });
    expect(result.current.label(25, 50)).toBe('01:00:01:00 – 01:00:02:00');
    expect(result.current.label(25, null)).toBe('01:00:01:00');
  });
});
