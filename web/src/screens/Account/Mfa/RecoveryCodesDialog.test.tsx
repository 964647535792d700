// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeActions, ok, refused, tenCodes } from './mfa-actions.fixture.ts';
import type { RecoveryCode } from './mfa-actions.ts';
import { RecoveryCodesDialog } from './RecoveryCodesDialog.tsx';
import { RECOVERY_CODES_FILE, recoveryCodesText } from './recovery-codes-file.ts';

function renderDialog(codes: readonly RecoveryCode[] | null, actions = fakeActions()) {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <RecoveryCodesDialog opened codes={codes} actions={actions} onClose={onClose} />,
  );
  return { ...view, actions, onClose };
}

// toasts live in one store for the whole file: each test starts without any
beforeEach(() => notifications.clean());

describe('RecoveryCodesDialog', () => {
  it('shows the ten codes in two columns of five, a used one struck through and said so', async () => {
    const { actions } = renderDialog(null);
    const grid = await screen.findByTestId('recovery-codes');
    const columns = within(grid).getAllByRole('list');
    expect(columns).toHaveLength(2);
    for (const column of columns) expect(within(column).getAllByRole('listitem')).toHaveLength(5);
    const used = within(columns[0] as HTMLElement).getAllByRole('listitem')[2];
    expect(used).toHaveTextContent('code2-abcde (used)');
    expect(used?.querySelector('s')).toHaveTextContent('code2-abcde');
    expect(actions.recoveryCodes).toHaveBeenCalledOnce();
  });

  it('says the codes could not be loaded, and closes', async () => {
    const actions = fakeActions({ recoveryCodes: vi.fn(async () => refused('INTERNAL')) });
    const { onClose } = renderDialog(null, actions);
    expect(await screen.findByText('Could not load recovery codes')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows codes it was given without loading them, and generates new ones', async () => {
    const fresh = tenCodes.map((_code, i) => ({ code: `fresh${i}-codes`, used: false }));
    const actions = fakeActions({ generateRecoveryCodes: vi.fn(async () => ok(fresh)) });
    const { user } = renderDialog(tenCodes, actions);
    expect(screen.getByText('code0-abcde')).toBeInTheDocument();
    expect(actions.recoveryCodes).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Generate new codes' }));
    expect(await screen.findByText('fresh0-codes')).toBeInTheDocument();
    expect(screen.queryByText('code0-abcde')).not.toBeInTheDocument();
  });

  it('says new codes could not be generated', async () => {
    const actions = fakeActions({ generateRecoveryCodes: vi.fn(async () => refused('FORBIDDEN')) });
    const { user } = renderDialog(tenCodes, actions);
    await user.click(screen.getByRole('button', { name: 'Generate new codes' }));
    expect(await screen.findByText('Could not generate new recovery codes')).toBeInTheDocument();
  });

  it('downloads the good codes, one a line, as rushes-recovery-codes.txt', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:codes');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(this);
    };
    const { user } = renderDialog(tenCodes);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(clicked[0]?.download).toBe('rushes-recovery-codes.txt');
    expect(RECOVERY_CODES_FILE).toBe('rushes-recovery-codes.txt');
    const text = await createObjectURL.mock.calls[0]?.[0].text();
    expect(text).toBe(recoveryCodesText(tenCodes));
    expect(text?.split('\n')).toEqual([
      ...tenCodes.filter((code) => !code.used).map((code) => code.code),
      '',
    ]);
  });
});
