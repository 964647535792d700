// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../test/fake-session.ts';
import { renderRoutes } from '../../test/render.tsx';
import { externalLoginUrl, redirectTo } from './external-login.ts';
import { SignInScreen } from './SignInScreen.tsx';

// toasts live in one store for the page: each test starts without the last one's
beforeEach(() => notifications.clean());

vi.mock('./external-login.ts', async (original) => ({
  ...(await original<typeof import('./external-login.ts')>()),
  redirectTo: vi.fn(),
}));

function renderSignIn(session = fakeSession(), path = '/signin') {
  return renderRoutes(
    [
      { path: '/signin', Component: SignInScreen },
      { path: '/projects/*', element: <p>projects page</p> },
      { path: '/reset-password/', element: <p>password reset page</p> },
      { path: '/verify', element: <p>verify page</p> },
    ],
    path,
    session,
  );
}

describe('the external identity provider step', () => {
  const external = (url: string | null) =>
    fakeSession({}, { externalLogin: { domains: ['studio.example'], url } });
  const enter = async (user: ReturnType<typeof renderSignIn>['user'], email: string) => {
    await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Next' }));
  };

  it("sends a user of an external domain to its provider's sign-in, with their address", async () => {
    const { user } = renderSignIn(external('https://login.studio.example/rushes?app=1'));
    await enter(user, 'ana@dailies.studio.example');
    expect(redirectTo).toHaveBeenCalledWith(
      'https://login.studio.example/rushes?app=1&login_hint=ana%40dailies.studio.example',
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('says the configuration is missing when no provider address is set', async () => {
    const { user } = renderSignIn(external(null));
    await enter(user, 'ana@studio.example');
    expect(
      await screen.findByText('invalid configuration: APP_LOGIN_LINK_URL is not set'),
    ).toBeInTheDocument();
  });

  it('asks everyone else for their password', async () => {
    const { user } = renderSignIn(external('https://login.studio.example'));
    await enter(user, 'ana@elsewhere.example');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it("sends them to Rushes's own OpenID sign-in with their address and where to go after", async () => {
    const { user } = renderSignIn(external('/v2/sso/start'), '/signin?redirect=%2Fprojects%2Fp1');
    await enter(user, 'ana@studio.example');
    expect(redirectTo).toHaveBeenCalledWith(
      `${window.location.origin}/v2/sso/start?login_hint=ana%40studio.example&redirect=%2Fprojects%2Fp1`,
    );
  });

  it('keeps the address of the provider and adds the hint', () => {
    expect(externalLoginUrl('https://idp.example/sso', 'a+b@x.example')).toBe(
      'https://idp.example/sso?login_hint=a%2Bb%40x.example',
    );
  });
});

describe('the way back from the OpenID provider', () => {
  it('reads the session the server opened and follows the redirect query', async () => {
    const resumeSignIn = vi.fn(async () => true);
    const { router } = renderSignIn(
      fakeSession({ resumeSignIn }),
      '/signin?sso=signed-in&redirect=%2Fprojects%2Fp1',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/p1'));
    expect(resumeSignIn).toHaveBeenCalledTimes(1);
  });

  it('says the authentication went wrong when the server could not complete it', async () => {
    const { router } = renderSignIn(fakeSession(), '/signin?sso=failed&redirect=%2Fprojects');
    expect(
      await screen.findByText('Something went wrong during the authentication'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fprojects');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('says so too when no session came of it', async () => {
    renderSignIn(fakeSession({ resumeSignIn: async () => false }), '/signin?sso=signed-in');
    expect(
      await screen.findByText('Something went wrong during the authentication'),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
  });
});

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

  it('tells the user to wait after too many failed sign-ins, without the hint', async () => {
    const { user } = renderSignIn(fakeSession({ login: async () => 'limited' }));
    await user.type(screen.getByLabelText('Email'), 'ana@studio.tv');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByText(
        'Too many failed sign-ins. Please wait a moment before you try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('forgot-password-hint')).not.toHaveClass('rushes-shake');
  });

  it('tells the user to reset their password once only a reset lets them in', async () => {
    const { user } = renderSignIn(fakeSession({ login: async () => 'refused' }));
    await user.type(screen.getByLabelText('Email'), 'ana@studio.tv');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByText('Too many failed sign-ins. Reset your password to sign in again.'),
    ).toBeInTheDocument();
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

  it('goes to verify when a second factor is awaited, keeping the redirect query', async () => {
    const session = fakeSession({ login: async () => 'none', needsVerification: () => true });
    const { user, router } = renderSignIn(session, '/signin?redirect=%2Fprojects%2Fp1');
    await user.type(screen.getByLabelText('Email'), 'ana@studio.tv');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
    expect(router.state.location.search).toBe('?redirect=%2Fprojects%2Fp1');
  });

  it('leads to the password reset request from Forgot your password?', async () => {
    const { user, router } = renderSignIn();
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(router.state.location.pathname).toBe('/reset-password/');
    expect(screen.getByText('password reset page')).toBeInTheDocument();
  });
});
