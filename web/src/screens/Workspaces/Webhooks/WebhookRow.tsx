import { ActionIcon, Badge, Button, Group, Menu, Stack, Table, Text } from '@mantine/core';
import {
  IconDots,
  IconKey,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import type {
  WebhookRow_webhook$data,
  WebhookRow_webhook$key,
} from '../../../__generated__/WebhookRow_webhook.graphql.ts';
import { formatDateTime } from '../../../format/date.ts';
import { messages } from '../../../messages/messages.ts';
import { shortName } from './event-type-choice.ts';
import { deliveryColor, responseOf, webhookState } from './webhook-status.ts';

/** A webhook as its row and its dialogs read it. */
export type ListedWebhook = Omit<WebhookRow_webhook$data, ' $fragmentType'>;

/** What a row asks of the tab. */
export type WebhookAction = 'deliveries' | 'edit' | 'rotate' | 'disable' | 'enable' | 'delete';

/** The event types a row names before it counts the rest. */
const TYPES_SHOWN = 3;

function EventTypes({ types }: { types: readonly string[] }) {
  const rest = types.length - TYPES_SHOWN;
  return (
    <Text size="sm" ff="monospace">
      {types.slice(0, TYPES_SHOWN).map(shortName).join(', ')}
      {rest > 0 && (
        <Text span size="sm" c="dimmed" ff="text">
          {' '}
          {messages.webhooks.typesMore(rest)}
        </Text>
      )}
    </Text>
  );
}

function LastDelivery({ delivery }: { delivery: ListedWebhook['lastDelivery'] }) {
  const text = messages.webhooks;
  if (!delivery) return <Text size="sm">{text.none}</Text>;
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Badge color={deliveryColor[delivery.status]} variant="dot" tt="none" miw="max-content">
          {text.log.statuses[delivery.status]}
        </Badge>
        <Text size="sm">{responseOf(delivery)}</Text>
      </Group>
      <Text size="xs" c="dimmed">
        {formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)}
      </Text>
    </Stack>
  );
}

interface WebhookRowProps {
  webhook: WebhookRow_webhook$key;
  /** Its delivery log shows below the list. */
  showingLog: boolean;
  onAction: (action: WebhookAction, webhook: ListedWebhook) => void;
}

/**
 * A webhook: where it delivers and what for, the types it takes, whether it is on (and why not),
 * how its last delivery went; its delivery log, and Edit, Rotate Secret, Disable or Enable and
 * Delete in its menu.
 */
export function WebhookRow({ webhook: key, showingLog, onAction }: WebhookRowProps) {
  const text = messages.webhooks;
  const webhook = useFragment(
    graphql`
      fragment WebhookRow_webhook on Webhook {
        id
        url
        description
        eventTypes
        isEnabled
        disabledReason
        disabledAt
        failingSince
        lastDelivery {
          id
          status
          responseCode
          failure
          createdAt
          lastAttemptAt
        }
      }
    `,
    key,
  );
  const state = webhookState(webhook);
  const act = (action: WebhookAction) => () => onAction(action, webhook);
  return (
    <Table.Tr bg={showingLog ? 'var(--mantine-color-default-hover)' : undefined}>
      <Table.Td maw={320}>
        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {webhook.url}
        </Text>
        {webhook.description && (
          <Text size="xs" c="dimmed">
            {webhook.description}
          </Text>
        )}
      </Table.Td>
      <Table.Td maw={280}>
        <EventTypes types={webhook.eventTypes} />
      </Table.Td>
      <Table.Td maw={240}>
        <Badge color={state.color} variant="dot" tt="none" miw="max-content">
          {state.label}
        </Badge>
        {state.detail && (
          <Text size="xs" c="dimmed" mt={4}>
            {state.detail}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <LastDelivery delivery={webhook.lastDelivery} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            variant={showingLog ? 'light' : 'subtle'}
            size="xs"
            aria-pressed={showingLog}
            onClick={act('deliveries')}
          >
            {text.deliveries}
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={text.actionsFor(webhook.url)}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={act('edit')}>
                {text.edit}
              </Menu.Item>
              <Menu.Item leftSection={<IconKey size={16} />} onClick={act('rotate')}>
                {text.rotateSecret}
              </Menu.Item>
              {webhook.isEnabled ? (
                <Menu.Item leftSection={<IconPlayerPause size={16} />} onClick={act('disable')}>
                  {text.disable}
                </Menu.Item>
              ) : (
                <Menu.Item leftSection={<IconPlayerPlay size={16} />} onClick={act('enable')}>
                  {text.enable}
                </Menu.Item>
              )}
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={act('delete')}>
                {text.delete}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
