// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../session/session.store.ts';
import type { VerificationFactor, VerificationFactors } from '../../session/session-api.ts';
import { fakeSession } from '../../test/fake-session.ts';
import { renderRoutes } from '../../test/render.tsx';
import { VerifyScreen } from './VerifyScreen.tsx';
import { verifyLoader } from './verify.loader.ts';

const app: VerificationFactor = {
  id: 'app-1',
  type: 'App',
  recipient: null,
  mustTrigger: false,
  triggeredAt: null,
};
const sms: VerificationFactor = {
  id: 'sms-1',
  type: 'SMS',
  recipient: '+44 •••• ••0123',
  mustTrigger: true,
  triggeredAt: null,
};

function renderVerify(overrides: Partial<Session>, path = '/verify') {
  const session = fakeSession({ needsVerification: () => true, ...overrides });
  return renderRoutes(
    [
      { path: '/verify', Component: VerifyScreen, loader: verifyLoader(session) },
      { path: '/', element: <p>home page</p> },
      { path: '/projects/*', element: <p>projects page</p> },
    ],
    path,
    session,
  );
}

const having = (factors: VerificationFactor[], recoveryCodesLeft = 10) =>
  vi.fn(async (): Promise<VerificationFactors> => ({ factors, recoveryCodesLeft }));

describe('VerifyScreen', () => {
  it('goes on at once when no second factor is awaited', async () => {
    const { router } = renderVerify(
      { needsVerification: () => false },
      '/verify?redirect=%2Fprojects%2Fp1',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/p1'));
  });

  it("asks for the app's code and follows the redirect query once it is right", async () => {
    const verify = vi.fn(async () => 'none' as const);
    const { user, router } = renderVerify(
      { factors: having([app], 0), verify },
      '/verify?redirect=%2Fprojects%2Fp1',
    );
    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    // one way to verify: no choice to make
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter your code')).toBeInTheDocument();
    expect(verify).not.toHaveBeenCalled();
    await user.type(code, ' 123456 {Enter}');
    expect(verify).toHaveBeenCalledWith('app-1', '123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/p1'));
  });

  it('says a wrong code failed, and stays', async () => {
    const verify = vi.fn(async () => 'user' as const);
    const { user, router } = renderVerify({ factors: having([app]), verify });
    await user.type(await screen.findByLabelText('Authentication code'), '000000{Enter}');
    expect(await screen.findByText('Failed to verify authentication code')).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');
    expect(router.state.location.pathname).toBe('/verify');
  });

  it('offers each factor and a recovery code when there are several', async () => {
    const verify = vi.fn(async () => 'none' as const);
    const triggerFactor = vi.fn(async () => 'none' as const);
    const { user, router } = renderVerify({ factors: having([app, sms]), verify, triggerFactor });
    const choice = await screen.findByRole('radiogroup', { name: 'Verify with' });
    expect(choice).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Authenticator app' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Text message to +44 •••• ••0123' }));
    // several factors: nothing is sent until asked
    expect(triggerFactor).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(triggerFactor).toHaveBeenCalledWith('sms-1');
    expect(await screen.findByText('Successfully sent SMS')).toBeInTheDocument();
    expect(screen.getByText('Code sent to +44 •••• ••0123')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Use a recovery code' }));
    const code = screen.getByLabelText('Recovery code');
    expect(code).toHaveAttribute('autocomplete', 'off');
    await user.type(code, 'k7m2p-x9qrt{Enter}');
    expect(verify).toHaveBeenCalledWith('recovery', 'k7m2p-x9qrt');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("sends a lone SMS factor's code by itself, and says when sending failed", async () => {
    const triggerFactor = vi.fn(async () => 'server' as const);
    const { user } = renderVerify({ factors: having([sms], 0), triggerFactor });
    await screen.findByLabelText('Authentication code');
    expect(triggerFactor).not.toHaveBeenCalled();
    await waitFor(() => expect(triggerFactor).toHaveBeenCalledWith('sms-1'));
    expect(await screen.findByText('Failed to send SMS')).toBeInTheDocument();
    triggerFactor.mockResolvedValue('none' as never);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend' })).toBeInTheDocument();
    expect(triggerFactor).toHaveBeenCalledTimes(2);
  });

  it('says the factors could not be loaded, and still takes a recovery code', async () => {
    renderVerify({ factors: async () => null });
    expect(await screen.findByText('Could not load authentication factors')).toBeInTheDocument();
    expect(screen.getByLabelText('Recovery code')).toBeInTheDocument();
  });
});
