// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { screen } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { MfaNotice } from './MfaNotice.tsx';
import { useMfaLock } from './useMfaLock.ts';

function LockedAccount({ forced }: { forced: boolean }) {
  const notice = useMfaLock(forced);
  return (
    <>
      {forced && <MfaNotice key={notice.key} className={notice.className} style={notice.style} />}
      <Link to="/projects">Projects</Link>
    </>
  );
}

function renderAccount(forced: boolean) {
  return renderRoutes(
    [
      { path: '/account', element: <LockedAccount forced={forced} /> },
      { path: '/projects', element: <p>projects page</p> },
    ],
    '/account',
  );
}

describe('useMfaLock', () => {
  it('keeps a user who must set up MFA on the account page, shaking the notice 750 ms', async () => {
    const { user, router } = renderAccount(true);
    await screen.findByText('Please set up MFA to continue');
    expect(screen.getByTestId('mfa-notice')).not.toHaveClass('rushes-shake');
    await user.click(screen.getByRole('link', { name: 'Projects' }));
    expect(router.state.location.pathname).toBe('/account');
    const shaking = screen.getByTestId('mfa-notice');
    expect(shaking).toHaveClass('rushes-shake');
    expect(shaking).toHaveStyle({ animationDuration: '750ms' });
  });

  it('lets everyone else go', async () => {
    const { user, router } = renderAccount(false);
    await user.click(screen.getByRole('link', { name: 'Projects' }));
    expect(router.state.location.pathname).toBe('/projects');
  });
});
