// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { failure, type Script, scriptedEnvironment } from '../../../test/scripted-relay.tsx';
import { WebhookDeliveryLog } from './WebhookDeliveryLog.tsx';

const HOUR = 3_600_000;

const delivery = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  status: 'SUCCEEDED',
  eventType: 'io.rushes.workspace.renamed.v1',
  subject: 'workspaces/0b7c',
  cause: 'EVENT',
  attemptCount: 1,
  responseCode: 200,
  latencyMs: 42,
  failure: null,
  createdAt: '2026-12-10T15:30:00.000Z',
  lastAttemptAt: '2026-12-10T15:30:01.000Z',
  nextAttemptAt: null,
  ...fields,
});

const logged = [
  delivery('d3', {
    status: 'PENDING',
    eventType: 'io.rushes.comment.added.v1',
    subject: 'comments/77',
    attemptCount: 2,
    responseCode: 503,
    failure: 'HTTP_STATUS',
    latencyMs: 120,
    nextAttemptAt: '2026-12-10T16:05:20.000Z',
  }),
  delivery('d2', {
    status: 'FAILED',
    cause: 'REPLAY',
    attemptCount: 9,
    responseCode: null,
    failure: 'CONNECTION_FAILED',
  }),
  delivery('d1'),
];

const page = (nodes: unknown[], hasNextPage: boolean) => ({
  webhookDeliveries: {
    edges: nodes.map((node, at) => ({
      cursor: `c${at}`,
      node: { __typename: 'WebhookDelivery', ...(node as object) },
    })),
    pageInfo: { hasNextPage, endCursor: nodes.length ? `c${nodes.length - 1}` : null },
  },
});

const payload =
  '{"specversion":"1.0","type":"io.rushes.workspace.renamed.v1","data":{"name":"Studio"}}';

/** The log of webhook h1; the calls the server got. */
function renderLog(script: Script = {}) {
  const { environment, calls } = scriptedEnvironment({
    WebhookDeliveryLogQuery: () => ({ data: page(logged, true) }),
    WebhookDeliveryLogPaginationQuery: (variables) => ({
      data: variables.cursor
        ? page([delivery('d0', { eventType: 'io.rushes.folder.created.v1' })], false)
        : page(logged, true),
    }),
    DeliveryDetailsQuery: () => ({
      data: {
        node: {
          __typename: 'WebhookDelivery',
          id: 'd1',
          messageId: 'msg_5f1c',
          subject: 'workspaces/0b7c',
          eventTime: '2026-12-10T15:29:59.000Z',
          payload,
          attempts: [
            {
              number: 1,
              at: '2026-12-10T15:30:01.000Z',
              responseCode: 200,
              latencyMs: 42,
              failure: null,
            },
          ],
        },
      },
    }),
    useDeliveryMutationsRedeliverMutation: () => ({
      data: {
        redeliverWebhookDelivery: {
          delivery: {
            __typename: 'WebhookDelivery',
            ...delivery('d4', {
              status: 'PENDING',
              cause: 'REDELIVERY',
              attemptCount: 0,
              responseCode: null,
              latencyMs: null,
              lastAttemptAt: null,
            }),
          },
        },
      },
    }),
    useDeliveryMutationsReplayMutation: () => ({
      data: { replayWebhook: { webhook: { id: 'h1' } } },
    }),
    ...script,
  });
  const view = renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense>
        <WebhookDeliveryLog
          webhookId="h1"
          url="https://bins.example.com/rushes"
          onClose={() => {}}
        />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  const named = (suffix: string) => calls.filter((call) => call.name.endsWith(suffix));
  return { ...view, named };
}

const rows = async () => {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row));
};

describe("a webhook's delivery log", () => {
  beforeEach(() => notifications.clean());

  it('shows each delivery, newest first: status, event, attempts, answer, latency and when', async () => {
    renderLog();
    const [pending, failed, succeeded] = await rows();
    expect(pending?.getByText('Pending')).toBeVisible();
    expect(pending?.getByText('comment.added.v1')).toBeVisible();
    expect(pending?.getByText('comments/77')).toBeVisible();
    expect(pending?.getByRole('cell', { name: '2' })).toBeVisible();
    expect(pending?.getByRole('cell', { name: '503' })).toBeVisible();
    expect(pending?.getByText('120 ms')).toBeVisible();
    expect(pending?.getByText(/^Next attempt 2026\/12\/10 \d\d:05$/)).toBeVisible();
    expect(failed?.getByText('Failed')).toBeVisible();
    expect(failed?.getByText('Replay')).toBeVisible();
    expect(failed?.getByText('Connection failed')).toBeVisible();
    expect(succeeded?.getByText('Succeeded')).toBeVisible();
    expect(succeeded?.getByText(/^2026\/12\/10 \d\d:30$/)).toBeVisible();
  });

  it("loads a delivery's attempts and payload only when asked", async () => {
    const { user, named } = renderLog();
    const succeeded = (await rows())[2];
    expect(named('DeliveryDetailsQuery')).toHaveLength(0);
    const details = succeeded?.getByRole('button', { name: 'Details' });
    if (!details) throw new Error('no Details');
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(named('DeliveryDetailsQuery')[0]?.variables).toEqual({ id: 'd1' });
    expect(await screen.findByText('msg_5f1c')).toBeVisible();
    const attempts = within(screen.getAllByRole('table')[1] as HTMLElement);
    expect(attempts.getByRole('cell', { name: '42 ms' })).toBeVisible();
    expect(screen.getByTestId('webhook-payload').textContent).toBe(
      JSON.stringify(JSON.parse(payload), null, 2),
    );
  });

  it('redelivers a delivery, the new one joining the top of the log', async () => {
    const { user, named } = renderLog();
    const failed = (await rows())[1];
    const redeliver = failed?.getByRole('button', { name: 'Redeliver' });
    if (!redeliver) throw new Error('no Redeliver');
    await user.click(redeliver);
    expect(await screen.findByText('Redelivery queued')).toBeVisible();
    expect(named('RedeliverMutation')[0]?.variables.input).toEqual({ id: 'd2' });
    await waitFor(async () => expect(await rows()).toHaveLength(4));
    const [top] = await rows();
    expect(top?.getByText('Redelivery')).toBeVisible();
    expect(top?.getByText('Pending')).toBeVisible();
  });

  it('says when a redelivery was refused', async () => {
    const { user } = renderLog({ useDeliveryMutationsRedeliverMutation: failure('NOT_FOUND') });
    const redeliver = (await rows())[0]?.getByRole('button', { name: 'Redeliver' });
    if (!redeliver) throw new Error('no Redeliver');
    await user.click(redeliver);
    expect(await screen.findByText('Could not redeliver')).toBeVisible();
    expect(await rows()).toHaveLength(3);
  });

  it('replays from 24 hours ago when no other moment is chosen', async () => {
    const { user, named } = renderLog();
    await user.click(await screen.findByRole('button', { name: 'Replay' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Replay Events' }));
    await user.click(dialog.getByRole('button', { name: 'Replay' }));
    expect(
      await screen.findByText('Replay queued: its deliveries appear in the log as they are made'),
    ).toBeVisible();
    const input = named('ReplayMutation')[0]?.variables.input;
    expect(input.id).toBe('h1');
    // the picker keeps minutes: the moment is 24 hours ago, give or take the minute begun
    expect(Math.abs(Date.now() - Date.parse(input.from) - 24 * HOUR)).toBeLessThan(2 * 60_000);
  });

  it('says when the moment is not in the past', async () => {
    const { user } = renderLog({
      useDeliveryMutationsReplayMutation: failure('VALIDATION_FAILED', {
        field: 'from',
        rule: 'past',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Replay' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Replay Events' }));
    await user.click(dialog.getByRole('button', { name: 'Replay' }));
    expect(await dialog.findByText('Choose a moment in the past')).toBeVisible();
  });

  it('loads older deliveries on request', async () => {
    const { user, named } = renderLog();
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('folder.created.v1')).toBeVisible();
    // the log may have been read again meanwhile: the page asked for is the one after the last
    const older = named('PaginationQuery').find((call) => call.variables.cursor);
    expect(older?.variables).toMatchObject({ cursor: 'c2', webhookId: 'h1' });
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });
});
