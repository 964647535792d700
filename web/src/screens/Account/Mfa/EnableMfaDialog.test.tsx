// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommitResult } from '../../../relay/commit-result.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EnableMfaDialog } from './EnableMfaDialog.tsx';
import { fakeActions, ok, refused, tenCodes } from './mfa-actions.fixture.ts';
import type { FactorType, MfaActions } from './mfa-actions.ts';

function renderDialog(type: FactorType, actions: MfaActions = fakeActions()) {
  const onClose = vi.fn();
  const onActivated = vi.fn();
  const view = renderWithProviders(
    <EnableMfaDialog type={type} actions={actions} onClose={onClose} onActivated={onActivated} />,
  );
  return { ...view, actions, onClose, onActivated };
}

// toasts live in one store for the whole file: each test starts without any
beforeEach(() => notifications.clean());

describe('EnableMfaDialog, authenticator app', () => {
  it('shows the QR code and the secret, and activates with the code', async () => {
    const actions = fakeActions({ activate: vi.fn(async () => ok(tenCodes)) });
    const { user, onActivated } = renderDialog('APP', actions);
    expect(screen.getByRole('dialog', { name: 'Enable MFA' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByTestId('mfa-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(actions.add).toHaveBeenCalledOnce();
    expect(actions.add).toHaveBeenCalledWith('APP', null);

    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Please enter your code')).toBeInTheDocument();
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '123456{Enter}');
    expect(actions.activate).toHaveBeenCalledWith('APP-1', '123456');
    await waitFor(() => expect(onActivated).toHaveBeenCalledWith(tenCodes));
  });

  it('copies the secret, and says so for a second', async () => {
    const { user } = renderDialog('APP');
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy secret' }));
    expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP');
    expect(await screen.findByText('Copied secret to clipboard')).toBeInTheDocument();
  });

  it('says when the secret could not be copied', async () => {
    const { user } = renderDialog('APP');
    const writeText = vi.fn(async () => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    document.execCommand = () => false;
    await user.click(await screen.findByRole('button', { name: 'Copy secret' }));
    expect(await screen.findByText('Could not copy secret to clipboard')).toBeInTheDocument();
  });

  it('refuses a wrong code with the spec toast and keeps the dialog open', async () => {
    const actions = fakeActions({ activate: vi.fn(async () => refused('INVALID_CODE')) });
    const { user, onActivated } = renderDialog('APP', actions);
    await user.type(await screen.findByLabelText('Authentication code'), '000000{Enter}');
    expect(await screen.findByText('Could not activate app authentication')).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');
    expect(onActivated).not.toHaveBeenCalled();
  });

  it('removes the factor when closed without activating', async () => {
    const { user, actions, onClose } = renderDialog('APP');
    await screen.findByTestId('mfa-secret');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(actions.remove).toHaveBeenCalledWith('APP-1');
  });

  it('says the app could not be set up, and closes', async () => {
    const actions = fakeActions({ add: vi.fn(async () => refused('INTERNAL')) });
    const { onClose } = renderDialog('APP', actions);
    expect(
      await screen.findByText('Could not set up authentication using app'),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});

describe('EnableMfaDialog, text message', () => {
  it('adds the number, sends a code, then activates', async () => {
    const { user, actions, onActivated } = renderDialog('SMS');
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Mobile number/), '+44 7700 900123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(actions.add).toHaveBeenCalledWith('SMS', '+44 7700 900123');
    expect(actions.trigger).toHaveBeenCalledWith('SMS-1');
    expect(await screen.findByText('Successfully sent SMS')).toBeInTheDocument();
    expect(screen.getByText('Code sent to +44 •••• ••0123')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(actions.add).toHaveBeenCalledOnce();
    expect(actions.trigger).toHaveBeenCalledTimes(2);
    await user.type(screen.getByLabelText('Authentication code'), '654321{Enter}');
    expect(actions.activate).toHaveBeenCalledWith('SMS-1', '654321');
    await waitFor(() => expect(onActivated).toHaveBeenCalledWith(null));
    expect(actions.remove).not.toHaveBeenCalled();
  });

  it('marks a number the server refuses, and says when adding failed otherwise', async () => {
    const add = vi.fn(async () => refused('VALIDATION_FAILED', { field: 'phone', rule: 'phone' }));
    const { user } = renderDialog('SMS', fakeActions({ add }));
    await user.type(screen.getByLabelText(/Mobile number/), '12');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This is not a phone number')).toBeInTheDocument();
    add.mockResolvedValue(refused('INTERNAL'));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Could not add text message authentication'),
    ).toBeInTheDocument();
  });

  it('says when no code could be sent, and when the code was wrong', async () => {
    const trigger = vi.fn(
      async (_id: string): Promise<CommitResult<unknown>> => refused('SMS_FAILED'),
    );
    const actions = fakeActions({ trigger, activate: vi.fn(async () => refused('INVALID_CODE')) });
    const { user } = renderDialog('SMS', actions);
    await user.type(screen.getByLabelText(/Mobile number/), '+44 7700 900123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Could not trigger authentication factor')).toBeInTheDocument();
    trigger.mockResolvedValue(ok(null));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Authentication code'), '000000{Enter}');
    expect(await screen.findByText('Could not activate authentication factor')).toBeInTheDocument();
  });
});
