// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { MfaSection } from './MfaSection.tsx';
import { fakeActions, ok, tenCodes } from './mfa-actions.fixture.ts';

const app = { id: 'APP-1', type: 'APP', recipient: null, isActive: true };
const pendingSms = { id: 'SMS-0', type: 'SMS', recipient: '+44 •••• ••0123', isActive: false };

// toasts live in one store for the whole file: each test starts without any
beforeEach(() => notifications.clean());

describe('MfaSection', () => {
  it('offers Enable for each factor and keeps the recovery codes shut without one', () => {
    renderWithProviders(
      <MfaSection actions={fakeActions()} hasActiveFactors={false} factors={[pendingSms]} />,
    );
    expect(screen.getByRole('button', { name: 'Enable Authenticator app' })).toBeEnabled();
    // an inactive factor does not count
    expect(screen.getByRole('button', { name: 'Enable Text message' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Show Recovery codes' })).toBeDisabled();
  });

  it('removes an active factor', async () => {
    const actions = fakeActions();
    const { user } = renderWithProviders(
      <MfaSection actions={actions} hasActiveFactors factors={[app]} />,
    );
    expect(within(screen.getByTestId('mfa-Authenticator app')).getByText('Enabled')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove Authenticator app' }));
    expect(actions.remove).toHaveBeenCalledWith('APP-1');
    expect(await screen.findByText('Removed the authentication factor')).toBeInTheDocument();
  });

  it('shows the first recovery codes right after the first activation', async () => {
    const actions = fakeActions({ activate: vi.fn(async () => ok(tenCodes)) });
    const { user } = renderWithProviders(
      <MfaSection actions={actions} hasActiveFactors={false} factors={[]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Enable Authenticator app' }));
    await user.type(await screen.findByLabelText('Authentication code'), '123456{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Recovery Codes' })).toBeInTheDocument();
    expect(screen.getByText('code0-abcde')).toBeInTheDocument();
    expect(actions.recoveryCodes).not.toHaveBeenCalled();
    expect(actions.remove).not.toHaveBeenCalled();
  });

  it('loads the recovery codes on Show', async () => {
    const actions = fakeActions();
    const { user } = renderWithProviders(
      <MfaSection actions={actions} hasActiveFactors factors={[app]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Show Recovery codes' }));
    expect(await screen.findByText('code9-abcde')).toBeInTheDocument();
    expect(actions.recoveryCodes).toHaveBeenCalledOnce();
  });
});
