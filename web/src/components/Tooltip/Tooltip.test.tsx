// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { Button } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { Tooltip } from './Tooltip.tsx';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
afterEach(() => vi.useRealTimers());

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Tooltip', () => {
  it('opens after 700 ms, and the next one after 100 ms while short mode lasts', async () => {
    renderWithProviders(
      <>
        <Tooltip label="Play">
          <Button>first</Button>
        </Tooltip>
        <Tooltip label="Pause">
          <Button>second</Button>
        </Tooltip>
      </>,
    );
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'first' }));
    await wait(699);
    expect(screen.queryByText('Play')).toBeNull();
    await wait(1);
    expect(screen.getByText('Play')).toBeTruthy();

    fireEvent.mouseLeave(screen.getByRole('button', { name: 'first' }));
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'second' }));
    await wait(100);
    expect(screen.getByText('Pause')).toBeTruthy();

    fireEvent.mouseLeave(screen.getByRole('button', { name: 'second' }));
    await wait(600);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'first' }));
    await wait(100);
    expect(screen.queryByText('Play')).toBeNull();
  });
});
