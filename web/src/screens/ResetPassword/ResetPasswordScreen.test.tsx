// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../session/session.store.ts';
import type { CallResult, PasswordReset, SessionApi } from '../../session/session-api.ts';
import { createSessionApi } from '../../session/session-api.ts';
import { fakeSession } from '../../test/fake-session.ts';
import { errorRoute, renderRoutes } from '../../test/render.tsx';
import { ResetPasswordScreen } from './ResetPasswordScreen.tsx';
import { resetPasswordLoader } from './reset-password.loader.ts';

const valid: CallResult<PasswordReset> = { kind: 'none', value: { email: 'ana@studio.tv' } };

function renderReset(session: Session, answer = valid) {
  const api: SessionApi = { ...createSessionApi(), getPasswordReset: vi.fn(async () => answer) };
  return renderRoutes(
    [
      {
        path: '/reset-password/:token',
        Component: ResetPasswordScreen,
        loader: resetPasswordLoader({ api, session }),
      },
      errorRoute,
      { path: '/', element: <p>home page</p> },
      { path: '/verify', element: <p>verify page</p> },
    ],
    '/reset-password/link-token',
    session,
  );
}

describe('ResetPasswordScreen', () => {
  it('names the account and holds the new password to the strength rules', async () => {
    const resetPassword = vi.fn(async () => 'none' as const);
    const { user } = renderReset(fakeSession({ resetPassword }));
    expect(await screen.findByTestId('reset-password-email')).toHaveTextContent('ana@studio.tv');

    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('a password must be set')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('password must have at least 6 characters')).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('sets the password and goes home signed in', async () => {
    const resetPassword = vi.fn(async () => 'none' as const);
    const { user, router } = renderReset(fakeSession({ resetPassword }));
    await user.type(await screen.findByLabelText('New Password'), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(resetPassword).toHaveBeenCalledWith('link-token', 'a new secret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks for the second factor of a user who has one', async () => {
    const session = fakeSession({
      resetPassword: async () => 'none',
      needsVerification: () => true,
    });
    const { user, router } = renderReset(session);
    await user.type(await screen.findByLabelText('New Password'), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
  });

  it('says so when the password could not be set', async () => {
    const resetPassword = vi.fn(async () => 'user' as const);
    const { user } = renderReset(fakeSession({ resetPassword }));
    await user.type(await screen.findByLabelText('New Password'), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Failed to set new password')).toBeInTheDocument();
  });

  it('sends a used, expired or unknown link to its error page', async () => {
    const invalid = { kind: 'user', status: 404, code: 'LINK_INVALID' } as const;
    const { router } = renderReset(fakeSession(), invalid);
    expect(
      await screen.findByRole('heading', { name: 'This password reset url is already invalid' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error/password-reset-invalid');
  });
});
