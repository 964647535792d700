// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/App.tsx';
import { fakeSession } from '../../test/fake-session.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { InstallRetryDialog, type InstallRetryDialogProps } from './InstallRetryDialog.tsx';

function renderDialog(change: Partial<InstallRetryDialogProps> = {}) {
  const props: InstallRetryDialogProps = {
    kind: 'RUSHES',
    direction: 'upload',
    why: 'absent',
    rechecks: 0,
    origin: 'https://rushes.example.com',
    toldBefore: false,
    onCancel: vi.fn(),
    onRetryViaWeb: vi.fn(),
    ...change,
  };
  const session = fakeSession();
  const view = renderWithProviders(<InstallRetryDialog {...props} />, session);
  const dialog = () => within(screen.getByRole('dialog'));
  /** The same dialog, told something new (as the flow re-renders it). */
  const update = (next: Partial<InstallRetryDialogProps>) =>
    view.rerender(
      <Providers session={session} env="test">
        <InstallRetryDialog {...props} {...next} />
      </Providers>,
    );
  return { ...view, props, dialog, update };
}

describe('the install/retry dialog', () => {
  it('tells how to start Rushes Transfer for this Rushes, with Cancel and Retry via Web', async () => {
    const { user, props, dialog } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Upload with Rushes Transfer' })).toBeVisible();
    expect(dialog().getByRole('alert')).toHaveTextContent(
      'Rushes Transfer is not running on this computer.',
    );
    expect(
      dialog().getByText('npx rushes-transfer --origin https://rushes.example.com'),
    ).toBeVisible();
    expect(dialog().getByText('This dialog closes by itself as soon as it answers.')).toBeVisible();
    await user.click(dialog().getByRole('button', { name: 'Retry via Web' }));
    expect(props.onRetryViaWeb).toHaveBeenCalledOnce();
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(props.onCancel).toHaveBeenCalledOnce();
  });

  it('names the Rushes a helper was started for, when it is another', () => {
    const { dialog } = renderDialog({ why: 'elsewhere', detail: 'http://127.0.0.1:8080' });
    expect(dialog().getByRole('alert')).toHaveTextContent(
      'Rushes Transfer is running for another Rushes (http://127.0.0.1:8080).',
    );
  });

  it('says Connect is not installed, then still not installed once the person went to install it', async () => {
    const { user, dialog, update } = renderDialog({ kind: 'ASPERA', direction: 'download' });
    expect(screen.getByRole('dialog', { name: 'Download with Aspera Connect' })).toBeVisible();
    expect(dialog().getByRole('alert')).toHaveTextContent(
      'Aspera Connect Extension is not installed.',
    );
    const link = dialog().getByRole('link', { name: 'Get Aspera Connect' });
    expect(link).toHaveAttribute('href', 'https://www.ibm.com/aspera/connect/');
    expect(link).toHaveAttribute('target', '_blank');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(dialog().getByRole('alert')).toHaveTextContent(
      'Aspera Connect Extension is not installed.',
    );
    update({ rechecks: 1 });
    expect(dialog().getByRole('alert')).toHaveTextContent('Aspera Connect is still not installed.');
  });

  it('says Connect is still not installed when this browser was told so before', () => {
    const { dialog } = renderDialog({ kind: 'ASPERA', toldBefore: true });
    expect(dialog().getByRole('alert')).toHaveTextContent('Aspera Connect is still not installed.');
  });

  it('offers only the web way in a browser the client does not work in', () => {
    const { dialog } = renderDialog({ kind: 'ASPERA', why: 'unsupported' });
    expect(dialog().getByRole('alert')).toHaveTextContent(
      'Aspera is not supported in your browser',
    );
    expect(dialog().queryByRole('link')).toBeNull();
    expect(dialog().queryByText('This dialog closes by itself as soon as it answers.')).toBeNull();
    expect(dialog().getByRole('button', { name: 'Retry via Web' })).toBeVisible();
    expect(dialog().getByRole('button', { name: 'Cancel' })).toBeVisible();
  });
});
