// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { LoadBoundary } from './LoadBoundary.tsx';

function FailingList(): never {
  throw new Error('FORBIDDEN');
}

describe('LoadBoundary', () => {
  beforeEach(() => notifications.clean());

  it('shows its toast and leaves the rest of the screen', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <>
        <h1>All Users</h1>
        <LoadBoundary message="Failed to load users" fallback={<p>No list</p>}>
          <FailingList />
        </LoadBoundary>
      </>,
    );
    expect(await screen.findByText('Failed to load users')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'All Users' })).toBeVisible();
    expect(screen.getByText('No list')).toBeVisible();
    quiet.mockRestore();
  });
});
