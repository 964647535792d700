import { ActionIcon, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconHistory, IconX } from '@tabler/icons-react';
import { startTransition, useCallback, useId, useState } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { WebhookDeliveryLog_query$key } from '../../../__generated__/WebhookDeliveryLog_query.graphql.ts';
import type { WebhookDeliveryLogPaginationQuery } from '../../../__generated__/WebhookDeliveryLogPaginationQuery.graphql.ts';
import type { WebhookDeliveryLogQuery } from '../../../__generated__/WebhookDeliveryLogQuery.graphql.ts';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { ReplayDialog } from './ReplayDialog.tsx';
import { useEvery } from './use-every.ts';
import { useDeliveryMutations } from './useDeliveryMutations.ts';
import { WebhookDeliveryRow } from './WebhookDeliveryRow.tsx';

const PAGE = 20;
/** The most deliveries the server gives at once: what a refresh asks for at most. */
const MOST = 100;
/** How often the log is read again while it shows: deliveries are made in the background. */
export const LOG_REFRESH_MS = 5_000;

interface WebhookDeliveryLogProps {
  webhookId: string;
  url: string;
  onClose: () => void;
}

/**
 * A webhook's delivery log, newest first, kept up to date while it shows: each delivery with its
 * details on demand and Redeliver; Replay from a moment; older pages on request.
 */
export function WebhookDeliveryLog({ webhookId, url, onClose }: WebhookDeliveryLogProps) {
  const text = messages.webhooks.log;
  const titleId = useId();
  const query = useLazyLoadQuery<WebhookDeliveryLogQuery>(
    graphql`
      query WebhookDeliveryLogQuery($webhookId: ID!) {
        ...WebhookDeliveryLog_query @arguments(webhookId: $webhookId)
      }
    `,
    { webhookId },
    { fetchPolicy: 'store-and-network' },
  );
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<
    WebhookDeliveryLogPaginationQuery,
    WebhookDeliveryLog_query$key
  >(
    graphql`
      fragment WebhookDeliveryLog_query on Query
      @refetchable(queryName: "WebhookDeliveryLogPaginationQuery")
      @argumentDefinitions(
        webhookId: { type: "ID!" }
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
      ) {
        webhookDeliveries(webhookId: $webhookId, first: $count, after: $cursor)
          @connection(key: "WebhookDeliveryLog_webhookDeliveries") {
          __id
          edges {
            node {
              id
              ...WebhookDeliveryRow_delivery
            }
          }
        }
      }
    `,
    query,
  );
  const { __id: connection, edges } = data.webhookDeliveries;
  const shown = edges.length;
  const refresh = useCallback(() => {
    const count = Math.min(MOST, Math.max(PAGE, shown));
    startTransition(() => {
      refetch({ count }, { fetchPolicy: 'network-only' });
    });
  }, [refetch, shown]);
  useEvery(LOG_REFRESH_MS, refresh);
  const { redeliver } = useDeliveryMutations();
  const [replaying, setReplaying] = useState(false);
  const redeliverOne = async (id: string) => {
    const result = await redeliver(id, connection);
    if (result.ok) notify.success(text.redeliverSucceeded);
    else notify.failure(text.redeliverFailed);
  };
  const loadMore = () =>
    loadNext(PAGE, {
      onComplete: (error) => {
        if (error) notify.failure(text.loadFailed);
      },
    });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Title order={3} size="h4" id={titleId}>
              {text.title}
            </Title>
            <Text size="sm" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {url}
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconHistory size={16} />}
              onClick={() => setReplaying(true)}
            >
              {text.replay}
            </Button>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={messages.webhooks.close}
              onClick={onClose}
            >
              <IconX size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {text.kept}
        </Text>
        {shown === 0 ? (
          <Text size="sm" py="lg" ta="center">
            {text.empty}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{text.status}</Table.Th>
                  <Table.Th>{text.event}</Table.Th>
                  <Table.Th>{text.attempts}</Table.Th>
                  <Table.Th>{text.response}</Table.Th>
                  <Table.Th>{text.latency}</Table.Th>
                  <Table.Th>{text.when}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {edges.map(({ node }) => (
                  <WebhookDeliveryRow key={node.id} delivery={node} onRedeliver={redeliverOne} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {hasNext && (
          <Group justify="center">
            <Button variant="subtle" loading={isLoadingNext} onClick={loadMore}>
              {text.loadMore}
            </Button>
          </Group>
        )}
      </Stack>
      <ReplayDialog webhookId={replaying ? webhookId : null} onClose={() => setReplaying(false)} />
    </Paper>
  );
}
