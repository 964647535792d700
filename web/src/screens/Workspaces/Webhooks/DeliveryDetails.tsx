import { ActionIcon, Code, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { DeliveryDetailsQuery } from '../../../__generated__/DeliveryDetailsQuery.graphql.ts';
import { copyText } from '../../../components/copy-text.ts';
import { notify } from '../../../components/notify.tsx';
import { Tooltip } from '../../../components/Tooltip/Tooltip.tsx';
import { formatDateTime } from '../../../format/date.ts';
import { messages } from '../../../messages/messages.ts';
import { responseOf } from './webhook-status.ts';

/** The body as sent, laid out to be read; as it is when it is not JSON. */
function readable(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

/**
 * A delivery's details, loaded when asked for: its `webhook-id`, subject and event time, each
 * attempt with its answer, and the body POSTed (copied as sent, byte for byte).
 */
export function DeliveryDetails({ id }: { id: string }) {
  const text = messages.webhooks.log;
  const { node } = useLazyLoadQuery<DeliveryDetailsQuery>(
    graphql`
      query DeliveryDetailsQuery($id: ID!) {
        node(id: $id) {
          ... on WebhookDelivery @alias(as: "delivery") {
            messageId
            subject
            eventTime
            payload
            attempts {
              number
              at
              responseCode
              latencyMs
              failure
            }
          }
        }
      }
    `,
    { id },
    { fetchPolicy: 'store-and-network' },
  );
  const delivery = node?.delivery;
  if (!delivery) return null;
  const copyPayload = async () => {
    try {
      await copyText(delivery.payload);
      notify.success(text.payloadCopied);
    } catch {
      notify.failure(text.copyPayloadFailed);
    }
  };
  return (
    <Stack gap="sm" py="xs">
      <Group gap="xl">
        <Text size="sm">
          {text.messageId}: <Code>{delivery.messageId}</Code>
        </Text>
        <Text size="sm">
          {text.subject}: <Code>{delivery.subject}</Code>
        </Text>
        <Text size="sm">
          {text.eventTime}: {formatDateTime(delivery.eventTime)}
        </Text>
      </Group>
      {delivery.attempts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {text.noAttempts}
        </Text>
      ) : (
        <Table withTableBorder maw={520}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text.attempt}</Table.Th>
              <Table.Th>{text.at}</Table.Th>
              <Table.Th>{text.response}</Table.Th>
              <Table.Th>{text.latency}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {delivery.attempts.map((attempt) => (
              <Table.Tr key={attempt.number}>
                <Table.Td>{attempt.number}</Table.Td>
                <Table.Td>{formatDateTime(attempt.at)}</Table.Td>
                <Table.Td>{responseOf(attempt)}</Table.Td>
                <Table.Td>{text.milliseconds(attempt.latencyMs)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {text.payload}
        </Text>
        <Tooltip label={text.copyPayload}>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={text.copyPayload}
            onClick={() => void copyPayload()}
          >
            <IconCopy size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <ScrollArea.Autosize mah={320} type="auto">
        <Code block data-testid="webhook-payload" tabIndex={0}>
          {readable(delivery.payload)}
        </Code>
      </ScrollArea.Autosize>
    </Stack>
  );
}
