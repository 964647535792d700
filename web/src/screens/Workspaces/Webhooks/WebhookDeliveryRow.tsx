import { Badge, Button, Group, Loader, Table, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { WebhookDeliveryRow_delivery$key } from '../../../__generated__/WebhookDeliveryRow_delivery.graphql.ts';
import { formatDateTime } from '../../../format/date.ts';
import { messages } from '../../../messages/messages.ts';
import { DeliveryDetails } from './DeliveryDetails.tsx';
import { shortName } from './event-type-choice.ts';
import { deliveryColor, responseOf } from './webhook-status.ts';

/** The log's columns, which the details row spans. */
export const LOG_COLUMNS = 7;

interface WebhookDeliveryRowProps {
  delivery: WebhookDeliveryRow_delivery$key;
  onRedeliver: (id: string) => Promise<void>;
}

/**
 * One delivery of the log: where it stands, the event, its attempts, the last answer and how
 * long it took, and when; its details on demand, and Redeliver.
 */
export function WebhookDeliveryRow({ delivery: key, onRedeliver }: WebhookDeliveryRowProps) {
  const text = messages.webhooks.log;
  const delivery = useFragment(
    graphql`
      fragment WebhookDeliveryRow_delivery on WebhookDelivery {
        id
        status
        eventType
        subject
        cause
        attemptCount
        responseCode
        latencyMs
        failure
        createdAt
        lastAttemptAt
        nextAttemptAt
      }
    `,
    key,
  );
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const redeliver = async () => {
    setBusy(true);
    await onRedeliver(delivery.id);
    setBusy(false);
  };
  const cause = delivery.cause === 'EVENT' ? null : text.causes[delivery.cause];
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <Badge color={deliveryColor[delivery.status]} variant="dot" tt="none" miw="max-content">
            {text.statuses[delivery.status]}
          </Badge>
        </Table.Td>
        <Table.Td>
          <Group gap={6}>
            <Text size="sm" ff="monospace">
              {shortName(delivery.eventType)}
            </Text>
            {cause && (
              <Badge size="xs" variant="default" tt="none">
                {cause}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" ff="monospace">
            {delivery.subject}
          </Text>
        </Table.Td>
        <Table.Td>{delivery.attemptCount}</Table.Td>
        <Table.Td>{responseOf(delivery)}</Table.Td>
        <Table.Td>
          {delivery.latencyMs == null ? '—' : text.milliseconds(delivery.latencyMs)}
        </Table.Td>
        <Table.Td>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)}
          </Text>
          {delivery.nextAttemptAt && (
            <Text size="xs" c="dimmed">
              {text.nextAttempt(formatDateTime(delivery.nextAttemptAt))}
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button
              variant="subtle"
              size="xs"
              aria-expanded={open}
              onClick={() => setOpen((was) => !was)}
            >
              {text.details}
            </Button>
            <Button variant="subtle" size="xs" loading={busy} onClick={redeliver}>
              {text.redeliver}
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr>
          <Table.Td colSpan={LOG_COLUMNS}>
            <Suspense fallback={<Loader size="sm" />}>
              <DeliveryDetails id={delivery.id} />
            </Suspense>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
