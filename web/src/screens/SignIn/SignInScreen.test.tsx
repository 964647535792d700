// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../test/fake-session.ts';
import { renderRoutes } from '../../test/render.tsx';
import { SignInScreen } from './SignInScreen.tsx';

function renderSignIn(session = fakeSession(), path = '/signin') {
  return renderRoutes(
    [
      { path: '/signin', Component: SignInScreen },
      { path: '/projects/*', element: <p>projects page</p> },
      { path: '/reset-password/', element: <p>password reset page</p> },
    ],
    path,
    session,
  );
}

describe('SignInScreen', () => {
  it('asks for an email address, then a valid one', async () => {
    const { user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter an email address!')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'ana@studio');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
  });

  it('moves to the password step and asks for the password', async () => {
    const { user } = renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'ana@studio.tv');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByTestId('sign-in-email')).toHaveTextContent('ana@studio.tv');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter your password!')).toBeInTheDocument();
  });

  it('shows the failure and shakes the forgot-password hint', async () => {
    const login = vi.fn(async () => 'user' as const);
    const { user } = renderSignIn(fakeSession({ login }));
    await user.type(screen.getByLabelText('Email'), 'ana@studio.tv');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(login).toHaveBeenCalledWith('ana@studio.tv', 'wrong-password');
    expect(await screen.findByText('Failed to sign in')).toBeInTheDocument();
    expect(screen.getByTestId('forgot-password-hint')).toHaveClass('rushes-shake');
  });

  it('follows the redirect query after signing in', async () => {
    const session = fakeSession({ login: async () => 'none' });
    const { user, router } = renderSignIn(session, '/signin?redirect=%2Fprojects%2Fp1');
    await user.type(screen.getByLabelText('Email'), 'ana@studio.tv');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/p1'));
  });

  it('leads to the password reset request from Forgot your password?', async () => {
    const { user, router } = renderSignIn();
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(router.state.location.pathname).toBe('/reset-password/');
    expect(screen.getByText('password reset page')).toBeInTheDocument();
  });
});
