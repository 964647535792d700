// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../session/session.store.ts';
import type { CallResult, Invite, SessionApi } from '../../session/session-api.ts';
import { createSessionApi } from '../../session/session-api.ts';
import { fakeSession } from '../../test/fake-session.ts';
import { errorRoute, renderRoutes } from '../../test/render.tsx';
import { InviteScreen } from './InviteScreen.tsx';
import { inviteLoader } from './invite.loader.ts';

const invitation: CallResult<Invite> = {
  kind: 'none',
  value: { name: 'Vic Viewer', email: 'vic@studio.tv', setup: false },
};

function renderInvite(session: Session, answer = invitation) {
  const api: SessionApi = { ...createSessionApi(), getInvite: vi.fn(async () => answer) };
  return renderRoutes(
    [
      { path: '/invite/:token', Component: InviteScreen, loader: inviteLoader({ api, session }) },
      errorRoute,
      { path: '/', element: <p>home page</p> },
    ],
    '/invite/link-token',
    session,
  );
}

describe('InviteScreen for an invitee', () => {
  it('shows the name to confirm and the address, and holds the answer to the rules', async () => {
    const acceptInvite = vi.fn(async () => 'none' as const);
    const { user } = renderInvite(fakeSession({ acceptInvite }));
    expect(await screen.findByTestId('invite-email')).toHaveTextContent('vic@studio.tv');
    const name = screen.getByLabelText('Name');
    expect(name).toHaveValue('Vic Viewer');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();

    await user.clear(name);
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a name.')).toBeInTheDocument();
    expect(screen.getByText('password must have at least 6 characters')).toBeInTheDocument();
    expect(acceptInvite).not.toHaveBeenCalled();
  });

  it('sends the name and password and goes home signed in', async () => {
    const acceptInvite = vi.fn(async () => 'none' as const);
    const { user, router } = renderInvite(fakeSession({ acceptInvite }));
    await user.type(await screen.findByLabelText('Password'), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(acceptInvite).toHaveBeenCalledWith('link-token', {
      name: 'Vic Viewer',
      password: 'a new secret',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("says 'Failed to accept invite' when the answer is refused", async () => {
    const acceptInvite = vi.fn(async () => 'user' as const);
    const { user } = renderInvite(fakeSession({ acceptInvite }));
    await user.type(await screen.findByLabelText('Password'), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to accept invite')).toBeInTheDocument();
  });

  it('sends a used, replaced or expired link to the error page', async () => {
    const invalid = { kind: 'user', status: 404, code: 'LINK_INVALID' } as const;
    const { router } = renderInvite(fakeSession(), invalid);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error/not-found');
  });
});
