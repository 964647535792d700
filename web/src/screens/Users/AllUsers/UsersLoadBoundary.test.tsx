// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { UsersLoadBoundary } from './UsersLoadBoundary.tsx';

function FailingList(): never {
  throw new Error('FORBIDDEN');
}

describe('UsersLoadBoundary', () => {
  it('says the users failed to load and leaves the rest of the screen', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <>
        <h1>All Users</h1>
        <UsersLoadBoundary>
          <FailingList />
        </UsersLoadBoundary>
      </>,
    );
    expect(await screen.findByText('Failed to load users')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'All Users' })).toBeVisible();
    quiet.mockRestore();
  });
});
