import { Button, EmptyState, Group, Loader, Stack, Table } from '@mantine/core';
import { IconPlus, IconWebhook } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { WorkspaceWebhooksTabQuery } from '../../../__generated__/WorkspaceWebhooksTabQuery.graphql.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { RotateSecretDialog } from './RotateSecretDialog.tsx';
import { useEvery } from './use-every.ts';
import { useWebhookMutations } from './useWebhookMutations.ts';
import { WebhookDeliveryLog } from './WebhookDeliveryLog.tsx';
import { WebhookFormDialog } from './WebhookFormDialog.tsx';
import { type ListedWebhook, type WebhookAction, WebhookRow } from './WebhookRow.tsx';

/** How often the list is read again: its last deliveries and failures change in the background. */
const LIST_REFRESH_MS = 15_000;

/**
 * The Webhooks tab: each webhook of the workspace with the types it takes, whether it is on and
 * how its last delivery went; Create Webhook; Edit, Rotate Secret, Disable or Enable, and Delete
 * after a confirmation; a chosen webhook's delivery log below. Loaded when the tab opens (only
 * those who edit the workspace reach it).
 */
export function WorkspaceWebhooksTab({ workspaceId }: { workspaceId: string }) {
  const text = messages.webhooks;
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<WorkspaceWebhooksTabQuery>(
    graphql`
      query WorkspaceWebhooksTabQuery($workspaceId: ID!) {
        webhooks(workspaceId: $workspaceId) {
          id
          url
          ...WebhookRow_webhook
        }
      }
    `,
    { workspaceId },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const reload = () => setFetchKey((key) => key + 1);
  useEvery(LIST_REFRESH_MS, reload);
  const { disable, enable, remove } = useWebhookMutations();
  const [form, setForm] = useState<{ webhook: ListedWebhook | null } | null>(null);
  const [rotating, setRotating] = useState<ListedWebhook | null>(null);
  const [disabling, setDisabling] = useState<ListedWebhook | null>(null);
  const [deleting, setDeleting] = useState<ListedWebhook | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  const shownLog = data.webhooks.find((webhook) => webhook.id === logOf) ?? null;

  const enableOne = async (webhook: ListedWebhook) => {
    const result = await enable(webhook.id);
    if (result.ok) notify.success(text.enableSucceeded);
    else notify.failure(text.enableFailed);
  };
  const act = (action: WebhookAction, webhook: ListedWebhook) => {
    if (action === 'deliveries') setLogOf(shownLog?.id === webhook.id ? null : webhook.id);
    else if (action === 'edit') setForm({ webhook });
    else if (action === 'rotate') setRotating(webhook);
    else if (action === 'enable') void enableOne(webhook);
    else if (action === 'disable') setDisabling(webhook);
    else setDeleting(webhook);
  };
  const disableChosen = async () => {
    if (!disabling) return;
    const result = await disable(disabling.id);
    if (result.ok) notify.success(text.disableSucceeded);
    else notify.failure(text.disableFailed);
  };
  const deleteChosen = async () => {
    if (!deleting) return;
    const result = await remove(deleting.id);
    if (result.ok) notify.success(text.deleteSucceeded);
    else notify.failure(text.deleteFailed);
    reload();
  };

  return (
    <Stack p="md" gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ webhook: null })}>
          {text.createWebhook}
        </Button>
      </Group>
      {data.webhooks.length === 0 ? (
        <EmptyState
          py={60}
          icon={<IconWebhook size={32} />}
          title={text.empty}
          description={text.emptyHint}
        />
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{text.url}</Table.Th>
                <Table.Th>{text.eventTypes}</Table.Th>
                <Table.Th>{text.status}</Table.Th>
                <Table.Th>{text.lastDelivery}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.webhooks.map((webhook) => (
                <WebhookRow
                  key={webhook.id}
                  webhook={webhook}
                  showingLog={shownLog?.id === webhook.id}
                  onAction={act}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {shownLog && (
        <Suspense fallback={<Loader m="md" />}>
          <WebhookDeliveryLog
            key={shownLog.id}
            webhookId={shownLog.id}
            url={shownLog.url}
            onClose={() => setLogOf(null)}
          />
        </Suspense>
      )}
      <WebhookFormDialog
        key={form?.webhook?.id ?? 'new'}
        workspaceId={workspaceId}
        webhook={form?.webhook ?? null}
        opened={form !== null}
        onClose={() => setForm(null)}
        onCreated={reload}
      />
      <RotateSecretDialog webhook={rotating} onClose={() => setRotating(null)} />
      <ConfirmDialog
        opened={disabling !== null}
        title={text.disableTitle}
        text={text.disableConfirm(disabling?.url ?? '')}
        confirmLabel={text.disable}
        onClose={() => setDisabling(null)}
        onConfirm={disableChosen}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={text.deleteTitle}
        text={text.deleteConfirm(deleting?.url ?? '')}
        confirmLabel={text.delete}
        onClose={() => setDeleting(null)}
        onConfirm={deleteChosen}
      />
    </Stack>
  );
}
