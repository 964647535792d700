// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../test/fake-session.ts';
import { renderRoutes } from '../../test/render.tsx';
import { PasswordResetScreen } from './PasswordResetScreen.tsx';

function renderRequest(session = fakeSession()) {
  return renderRoutes(
    [
      { path: '/reset-password/', Component: PasswordResetScreen },
      { path: '/signin', element: <p>sign-in page</p> },
    ],
    '/reset-password/',
    session,
  );
}

describe('PasswordResetScreen', () => {
  it('asks for an email address, then a valid one', async () => {
    const requestPasswordReset = vi.fn(async () => 'none' as const);
    const { user } = renderRequest(fakeSession({ requestPasswordReset }));
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText('Please enter an email address!')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'ana@studio');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });

  it('requests the link and says where it went', async () => {
    const requestPasswordReset = vi.fn(async () => 'none' as const);
    const { user } = renderRequest(fakeSession({ requestPasswordReset }));
    await user.type(screen.getByLabelText('Email'), ' ana@studio.tv ');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));

    expect(requestPasswordReset).toHaveBeenCalledWith('ana@studio.tv');
    expect(await screen.findByText('Successfully requested password reset')).toBeInTheDocument();
    expect(screen.getByTestId('password-reset-sent')).toHaveTextContent('ana@studio.tv');
  });

  it('says so when the request failed', async () => {
    const requestPasswordReset = vi.fn(async () => 'server' as const);
    const { user } = renderRequest(fakeSession({ requestPasswordReset }));
    await user.type(screen.getByLabelText('Email'), 'ana@studio.tv');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('leads back to sign-in', async () => {
    const { user, router } = renderRequest();
    await user.click(screen.getByRole('link', { name: 'Back to Sign In' }));
    expect(router.state.location.pathname).toBe('/signin');
  });
});
