// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VirtualCardRows } from './VirtualCardRows.tsx';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const renderGrid = (loading: boolean) =>
  render(<Grid loading={loading} />, { wrapper: MantineProvider });

function Grid({ loading }: { loading: boolean }) {
  return (
    <VirtualCardRows
      count={0}
      card={() => null}
      size={4}
      more={{ hasMore: true, loadMore: () => undefined }}
      loading={loading}
      order=""
    />
  );
}

describe('the grid spinner', () => {
  it('shows once the grid has been loading for 500 ms, and goes when it has loaded', async () => {
    const { rerender } = renderGrid(true);
    await wait(499);
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    await wait(1);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeVisible();
    rerender(<Grid loading={false} />);
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('never shows for a load quicker than 500 ms', async () => {
    const { rerender } = renderGrid(true);
    await wait(400);
    rerender(<Grid loading={false} />);
    await wait(400);
    rerender(<Grid loading />);
    await wait(400);
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });
});
