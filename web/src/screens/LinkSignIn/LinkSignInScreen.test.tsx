// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LinkApi, LinkInfo } from '../../session/link-api.ts';
import type { CallResult, IssuedToken } from '../../session/session-api.ts';
import { createVisitor } from '../../session/visitor.store.ts';
import { memoryStorage } from '../../test/memory-storage.ts';
import { renderRoutes } from '../../test/render.tsx';
import { LinkSignInScreen } from './LinkSignInScreen.tsx';
import { linkSignInLoader } from './link-signin.loader.ts';

const dailies: LinkInfo = {
  name: 'Dailies for the client',
  hasPassword: true,
  expiresAt: null,
  expired: false,
  userIP: '203.0.113.7',
};
const ok = <T,>(value: T): CallResult<T> => ({ kind: 'none', value });
const wrongPassword: CallResult<never> = { kind: 'user', status: 401, code: 'UNAUTHENTICATED' };
const issued: IssuedToken = { token: 'visit', expiresAt: Date.now() + 3_600_000 };

function renderSignIn(api: Partial<LinkApi>, path = '/share/k3y/signin') {
  const visitor = createVisitor({
    linkToken: 'k3y',
    api: {
      hello: async () => ok<LinkInfo | null>(dailies),
      login: async () => wrongPassword,
      logout: async () => ok(null),
      ...api,
    },
    storage: memoryStorage(),
    window,
  });
  return renderRoutes(
    [
      {
        path: '/share/:linkToken/signin',
        Component: LinkSignInScreen,
        loader: linkSignInLoader(() => visitor),
      },
      { path: '/share/:linkToken/*', element: <p>the share</p> },
      { path: '/error/:error', element: <p>error page</p> },
    ],
    path,
  );
}

describe('LinkSignInScreen', () => {
  it("names the link and asks for its password: 'Please enter the password!'", async () => {
    const { user } = renderSignIn({});
    expect(
      await screen.findByRole('heading', { name: 'Dailies for the client' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open Share' }));
    expect(await screen.findByText('Please enter the password!')).toBeInTheDocument();
  });

  it('refuses a wrong password and shakes the hint', async () => {
    const login = vi.fn(async () => wrongPassword);
    const { user } = renderSignIn({ login });
    await user.type(await screen.findByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Open Share' }));
    expect(login).toHaveBeenCalledWith('k3y', { password: 'nope', email: undefined });
    expect(await screen.findByText('Failed to sign in')).toBeInTheDocument();
    expect(screen.getByTestId('link-password-hint')).toHaveClass('rushes-shake');
  });

  it('lets the right password in, with who the visitor is, back to the page asked for', async () => {
    const login = vi.fn(async () => ok(issued));
    const { user, router } = renderSignIn(
      { login },
      '/share/k3y/signin?redirect=%2Fshare%2Fk3y%2Fbrowse%2Ff1',
    );
    await user.type(await screen.findByLabelText('Password'), 'Reel-42');
    await user.type(screen.getByLabelText('Your email (optional)'), 'eve@client');
    await user.click(screen.getByRole('button', { name: 'Open Share' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your email (optional)'), '.tv');
    await user.click(screen.getByRole('button', { name: 'Open Share' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/share/k3y/browse/f1'));
    expect(login).toHaveBeenCalledWith('k3y', { password: 'Reel-42', email: 'eve@client.tv' });
  });

  it('asks nothing for a link without a password, and shows an expired one as expired', async () => {
    const login = vi.fn(async () => ok(issued));
    const open = renderSignIn({ hello: async () => ok({ ...dailies, hasPassword: false }), login });
    await waitFor(() => expect(open.router.state.location.pathname).toBe('/share/k3y'));
    expect(login).toHaveBeenCalledWith('k3y', {});
    open.unmount();

    const expired = renderSignIn({ hello: async () => ok({ ...dailies, expired: true }) });
    await waitFor(() => expect(expired.router.state.location.pathname).toBe('/error/link-expired'));
  });
});
