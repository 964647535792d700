// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { failure, type Script, scriptedEnvironment } from '../../../test/scripted-relay.tsx';
import { WorkspaceWebhooksTab } from './WorkspaceWebhooksTab.tsx';

const webhook = (id: string, url: string, fields: Record<string, unknown> = {}) => ({
  id,
  url,
  description: '',
  eventTypes: ['io.rushes.comment.added'],
  isEnabled: true,
  disabledReason: null,
  disabledAt: null,
  failingSince: null,
  lastDelivery: null,
  ...fields,
});

const listed = [
  webhook('h1', 'https://bins.example.com/rushes', {
    description: 'Avid bin sync',
    eventTypes: [
      'io.rushes.comment.added',
      'io.rushes.comment.removed',
      'io.rushes.asset.created.v1',
      'io.rushes.folder.renamed',
      'io.rushes.user.signed_in',
    ],
    lastDelivery: {
      id: 'd1',
      status: 'SUCCEEDED',
      responseCode: 200,
      failure: null,
      createdAt: '2026-12-10T15:30:00.000Z',
      lastAttemptAt: '2026-12-10T15:30:01.000Z',
    },
  }),
  webhook('h2', 'https://tickets.example.com/in', {
    failingSince: '2026-12-09T08:00:00.000Z',
    lastDelivery: {
      id: 'd2',
      status: 'PENDING',
      responseCode: null,
      failure: 'TIMEOUT',
      createdAt: '2026-12-10T16:00:00.000Z',
      lastAttemptAt: '2026-12-10T16:00:10.000Z',
    },
  }),
  webhook('h3', 'https://gone.example.com/', {
    isEnabled: false,
    disabledReason: 'GONE',
    disabledAt: '2026-12-08T10:00:00.000Z',
  }),
];

const option = (name: string, versions = 1) => ({
  type: `io.rushes.${name}`,
  summary: `${name} said.`,
  versions: Array.from({ length: versions }, (_, at) => `io.rushes.${name}.v${at + 1}`),
});

const eventTypes = [
  option('asset.created'),
  option('comment.added'),
  option('comment.removed'),
  option('folder.renamed'),
  option('workspace.admin_added'),
  option('workspace.renamed'),
];

/** The Webhooks tab of workspace w1; the calls the server got. */
function renderTab(script: Script = {}) {
  const { environment, calls } = scriptedEnvironment({
    WorkspaceWebhooksTabQuery: () => ({ data: { webhooks: listed } }),
    EventTypeChoiceQuery: () => ({ data: { webhookEventTypes: eventTypes } }),
    useWebhookMutationsCreateMutation: (variables) => ({
      data: {
        createWebhook: {
          secret: 'whsec_c2VjcmV0',
          webhook: webhook('h4', variables.input.url, { eventTypes: variables.input.eventTypes }),
        },
      },
    }),
    useWebhookMutationsUpdateMutation: (variables) => ({
      data: { updateWebhook: { webhook: webhook('h1', variables.input.url, variables.input) } },
    }),
    useWebhookMutationsRotateMutation: () => ({
      data: {
        rotateWebhookSecret: {
          secret: 'whsec_bmV3',
          previousSecretValidUntil: '2026-12-11T09:15:00.000Z',
          webhook: listed[0],
        },
      },
    }),
    useWebhookMutationsDisableMutation: () => ({
      data: {
        disableWebhook: {
          webhook: { ...listed[1], isEnabled: false, disabledReason: 'MANUAL', disabledAt: null },
        },
      },
    }),
    useWebhookMutationsEnableMutation: () => ({
      data: { enableWebhook: { webhook: webhook('h3', 'https://gone.example.com/') } },
    }),
    useWebhookMutationsDeleteMutation: () => ({
      data: { deleteWebhook: { deletedWebhookId: 'h2' } },
    }),
    ...script,
  });
  const view = renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense>
        <WorkspaceWebhooksTab workspaceId="w1" />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  const named = (suffix: string) => calls.filter((call) => call.name.endsWith(suffix));
  return { ...view, calls, named };
}

const rowOf = async (url: string) => {
  const cell = await screen.findByText(url);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${url}`);
  return within(row);
};

/** Chooses an item of a webhook's menu. */
async function choose(user: ReturnType<typeof renderTab>['user'], url: string, item: string) {
  await user.click((await rowOf(url)).getByRole('button', { name: `Actions for ${url}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  return within(await screen.findByRole('dialog'));
}

describe('the Webhooks tab', () => {
  beforeEach(() => notifications.clean());

  it('lists each webhook with its types, whether it is on and why not, and its last delivery', async () => {
    renderTab();
    const sync = await rowOf('https://bins.example.com/rushes');
    expect(sync.getByText('Avid bin sync')).toBeVisible();
    expect(sync.getByText(/comment\.added, comment\.removed, asset\.created\.v1/)).toBeVisible();
    expect(sync.getByText('+2 more')).toBeVisible();
    expect(sync.getByText('Enabled')).toBeVisible();
    expect(sync.getByText('Succeeded')).toBeVisible();
    expect(sync.getByText('200')).toBeVisible();

    const tickets = await rowOf('https://tickets.example.com/in');
    expect(tickets.getByText('Failing')).toBeVisible();
    expect(
      tickets.getByText(/^Every attempt has failed since 2026\/12\/09 \d\d:00; Rushes disables/),
    ).toBeVisible();
    expect(tickets.getByText('Pending')).toBeVisible();
    expect(tickets.getByText('Timed out')).toBeVisible();

    const gone = await rowOf('https://gone.example.com/');
    expect(gone.getByText('Disabled')).toBeVisible();
    expect(gone.getByText(/the receiver answered 410 Gone\.$/)).toBeVisible();
    expect(gone.getByText('None yet')).toBeVisible();
  });

  it('creates a webhook with its URL, purpose and types, and shows its secret once', async () => {
    const { user, named } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Create Webhook' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Webhook' }));
    const create = dialog.getByRole('button', { name: 'Create' });
    await user.type(dialog.getByRole('textbox', { name: 'URL' }), 'https://hooks.example.com/r');
    expect(create).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'Audit');
    await user.click(await dialog.findByRole('checkbox', { name: 'All workspace events' }));
    await user.click(dialog.getByRole('checkbox', { name: 'comment.added' }));
    expect(dialog.getByRole('checkbox', { name: 'workspace.renamed' })).toBeChecked();
    expect(dialog.getByRole('group', { name: 'Event Types (3 chosen)' })).toBeVisible();
    const everything = dialog.getByRole('checkbox', { name: 'All event types' });
    expect(everything).not.toBeChecked();
    expect(everything).toHaveAttribute('data-indeterminate', 'true');
    await user.click(create);

    expect(await dialog.findByTestId('webhook-secret')).toHaveTextContent('whsec_c2VjcmV0');
    expect(named('CreateMutation')[0]?.variables.input).toEqual({
      workspaceId: 'w1',
      url: 'https://hooks.example.com/r',
      description: 'Audit',
      eventTypes: [
        'io.rushes.workspace.admin_added',
        'io.rushes.workspace.renamed',
        'io.rushes.comment.added',
      ],
    });
    await waitFor(() => expect(named('TabQuery')).toHaveLength(2));
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('whsec_c2VjcmV0')).not.toBeInTheDocument();
  });

  it('says under the URL why the server refused it, and keeps the form', async () => {
    const { user } = renderTab({
      useWebhookMutationsCreateMutation: failure('VALIDATION_FAILED', {
        field: 'url',
        rule: 'address',
        kind: 'loopback',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Create Webhook' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Webhook' }));
    await user.type(dialog.getByRole('textbox', { name: 'URL' }), 'http://127.0.0.1/hook');
    await user.click(await dialog.findByRole('checkbox', { name: 'All event types' }));
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(
      await dialog.findByText('Rushes does not deliver to this address: use a public host name'),
    ).toBeVisible();
    expect(dialog.queryByTestId('webhook-secret')).not.toBeInTheDocument();
    expect(dialog.getByRole('checkbox', { name: 'folder.renamed' })).toBeChecked();
  });

  it('edits a webhook, showing types chosen through the API so they can be taken off', async () => {
    const { user, named } = renderTab();
    const dialog = await choose(user, 'https://bins.example.com/rushes', 'Edit');
    expect(dialog.getByRole('textbox', { name: 'URL' })).toHaveValue(
      'https://bins.example.com/rushes',
    );
    const pinned = await dialog.findByRole('checkbox', { name: 'asset.created.v1' });
    expect(pinned).toBeChecked();
    expect(dialog.getByText('asset.created said. (version 1 only)')).toBeVisible();
    const outside = dialog.getByRole('checkbox', { name: 'user.signed_in' });
    expect(outside).toBeChecked();
    expect(dialog.getByText('Outside this workspace')).toBeVisible();
    await user.click(outside);
    await user.click(dialog.getByRole('checkbox', { name: 'All comment events' }));
    await user.clear(dialog.getByRole('textbox', { name: 'Description' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Successfully saved webhook')).toBeVisible();
    expect(named('UpdateMutation')[0]?.variables.input).toEqual({
      id: 'h1',
      url: 'https://bins.example.com/rushes',
      description: '',
      eventTypes: ['io.rushes.asset.created.v1', 'io.rushes.folder.renamed'],
    });
  });

  it('rotates the secret once asked, showing the new one and until when the old one signs', async () => {
    const { user, named } = renderTab();
    const dialog = await choose(user, 'https://bins.example.com/rushes', 'Rotate Secret');
    expect(dialog.getByText(/The current one keeps signing deliveries for 24 hours/)).toBeVisible();
    expect(named('RotateMutation')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Rotate' }));
    expect(await dialog.findByTestId('webhook-secret')).toHaveTextContent('whsec_bmV3');
    expect(
      dialog.getByText(/^The previous secret stays valid until 2026\/12\/11 \d\d:15: until then/),
    ).toBeVisible();
    expect(named('RotateMutation')[0]?.variables).toEqual({ input: { id: 'h1' } });
  });

  it('disables a webhook once confirmed, enables one at once, and deletes one once confirmed', async () => {
    const { user, named } = renderTab();
    const disabling = await choose(user, 'https://tickets.example.com/in', 'Disable');
    expect(disabling.getByText(/what it misses can be replayed/)).toBeVisible();
    await user.click(disabling.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Successfully disabled webhook')).toBeVisible();
    expect(named('DisableMutation')[0]?.variables).toEqual({ input: { id: 'h2' } });
    await waitFor(async () =>
      expect((await rowOf('https://tickets.example.com/in')).getByText('Disabled')).toBeVisible(),
    );

    await user.click(
      (await rowOf('https://gone.example.com/')).getByRole('button', {
        name: 'Actions for https://gone.example.com/',
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Enable' }));
    expect(await screen.findByText('Successfully enabled webhook')).toBeVisible();
    expect(named('EnableMutation')[0]?.variables).toEqual({ input: { id: 'h3' } });
    expect((await rowOf('https://gone.example.com/')).getByText('Enabled')).toBeVisible();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const deleting = await choose(user, 'https://tickets.example.com/in', 'Delete');
    expect(deleting.getByText(/Its signing secret and delivery log go with it/)).toBeVisible();
    expect(named('DeleteMutation')).toHaveLength(0);
    await user.click(deleting.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted webhook')).toBeVisible();
    expect(named('DeleteMutation')[0]?.variables).toEqual({ input: { id: 'h2' } });
    await waitFor(() => expect(named('TabQuery')).toHaveLength(2));
  });
});
