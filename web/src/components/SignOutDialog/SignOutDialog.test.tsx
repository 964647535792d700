// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { SignOutDialog } from './SignOutDialog.tsx';

describe('SignOutDialog', () => {
  it('asks the given question and signs out on confirmation', async () => {
    const signOut = vi.fn(async () => true);
    const onClose = vi.fn();
    const text = 'Do you want to leave this share?';
    const { user } = renderWithProviders(
      <SignOutDialog opened onClose={onClose} signOut={signOut} text={text} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sign Out' });
    expect(dialog).toHaveTextContent(text);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
    // a sign-out leaves the page: the dialog waits for it
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes and says so when signing out failed', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <SignOutDialog opened onClose={onClose} signOut={async () => false} />,
    );
    expect(await screen.findByText('Do you want to sign out of Rushes?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(await screen.findByText('Failed To Sign Out')).toBeInTheDocument();
  });
});
