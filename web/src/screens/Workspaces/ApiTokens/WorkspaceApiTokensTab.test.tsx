// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { failure, type Script, scriptedEnvironment } from '../../../test/scripted-relay.tsx';
import { WorkspaceApiTokensTab } from './WorkspaceApiTokensTab.tsx';

const DAY = 86_400_000;

const token = (id: string, name: string, fields: Record<string, unknown> = {}) => ({
  id,
  name,
  scopes: ['assets:read', 'comments:write'],
  createdAt: '2026-12-01T09:00:00.000Z',
  expiresAt: null,
  isExpired: false,
  lastUsedAt: null,
  ...fields,
});

const listed = [
  token('t1', 'Avid bin sync', {
    expiresAt: '2027-03-01T12:00:00.000Z',
    lastUsedAt: '2026-12-10T15:30:00.000Z',
  }),
  token('t2', 'Old audit', {
    scopes: ['events:read'],
    expiresAt: '2026-12-05T00:00:00.000Z',
    isExpired: true,
  }),
  token('t3', 'Render farm'),
];

/** The API Tokens tab of workspace w1; the calls the server got. */
function renderTab(script: Script = {}) {
  const { environment, calls } = scriptedEnvironment({
    WorkspaceApiTokensTabQuery: () => ({ data: { apiTokens: listed } }),
    useApiTokenMutationsCreateMutation: () => ({
      data: { createApiToken: { token: 'rsh_s3cret', apiToken: { id: 't4' } } },
    }),
    useApiTokenMutationsRevokeMutation: () => ({
      data: { revokeApiToken: { revokedApiTokenId: 't3' } },
    }),
    ...script,
  });
  const view = renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense>
        <WorkspaceApiTokensTab workspaceId="w1" />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  const named = (suffix: string) => calls.filter((call) => call.name.endsWith(suffix));
  return { ...view, calls, named };
}

const rowOf = async (name: string) => {
  const cell = await screen.findByRole('cell', { name });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe('the API Tokens tab', () => {
  beforeEach(() => notifications.clean());

  it('lists each token with its scopes, when it was made, when it ends and when it was last used', async () => {
    renderTab();
    const sync = await rowOf('Avid bin sync');
    expect(sync.getByText('assets:read, comments:write')).toBeVisible();
    expect(sync.getByText('2026/12/01')).toBeVisible();
    expect(sync.getByText('2027/03/01')).toBeVisible();
    expect(sync.getByText(/^2026\/12\/10 \d\d:30$/)).toBeVisible();
    expect((await rowOf('Old audit')).getByText('Expired')).toBeVisible();
    expect((await rowOf('Render farm')).getAllByText('Never')).toHaveLength(2);
  });

  it('creates a token with its name, scopes and expiry, and shows its secret once to copy', async () => {
    const { user, named } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Create Token' }));
    const dialog = within(await screen.findByRole('dialog'));
    const create = dialog.getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Avid bin sync');
    expect(create).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: /^comments:write/ }));
    await user.click(dialog.getByRole('checkbox', { name: /^assets:read/ }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Expiry' }), '30 days');
    await user.click(create);

    expect(await dialog.findByTestId('api-token-secret')).toHaveTextContent('rsh_s3cret');
    expect(dialog.getByText('Copy the token now: it will not be shown again.')).toBeVisible();
    const [call] = named('CreateMutation');
    const input = call?.variables.input;
    expect(input).toMatchObject({
      workspaceId: 'w1',
      name: 'Avid bin sync',
      scopes: ['comments:write', 'assets:read'],
    });
    expect(Math.round((Date.parse(input.expiresAt) - Date.now()) / DAY)).toBe(30);
    await waitFor(() => expect(named('TabQuery')).toHaveLength(2));

    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(dialog.getByRole('button', { name: 'Copy token' }));
    expect(writeText).toHaveBeenCalledWith('rsh_s3cret');
    expect(await screen.findByText('Copied token to clipboard')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('rsh_s3cret')).not.toBeInTheDocument();
  });

  it('makes a token without an end when asked, and says when the name is refused', async () => {
    const { user, named } = renderTab({
      useApiTokenMutationsCreateMutation: failure('VALIDATION_FAILED', {
        field: 'name',
        rule: 'required',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Create Token' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Audit');
    await user.click(dialog.getByRole('checkbox', { name: /^events:read/ }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Expiry' }), 'No expiry');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('A name is required')).toBeVisible();
    expect(named('CreateMutation')[0]?.variables.input).toMatchObject({ expiresAt: null });
    expect(dialog.queryByTestId('api-token-secret')).not.toBeInTheDocument();
  });

  it('revokes a token once confirmed, then lists what is left', async () => {
    const { user, named } = renderTab();
    await user.click(
      (await rowOf('Render farm')).getByRole('button', { name: 'Revoke Render farm' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText(
        'Revoke the token Render farm? Machines using it are refused from their next request.',
      ),
    ).toBeVisible();
    expect(named('RevokeMutation')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Successfully revoked API token')).toBeVisible();
    expect(named('RevokeMutation').map((call) => call.variables)).toEqual([
      { input: { id: 't3' } },
    ]);
    await waitFor(() => expect(named('TabQuery')).toHaveLength(2));
  });
});
