import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CustodyChainStatusQuery } from '../../../__generated__/CustodyChainStatusQuery.graphql.ts';
import { formatDateTime } from '../../../format/date.ts';
import { messages } from '../../../messages/messages.ts';

const text = messages.custody;

/** What shows while the chain is checked. */
export function CustodyChainChecking() {
  return (
    <Group gap="xs">
      <Loader size="xs" />
      <Text size="sm">{text.checking}</Text>
    </Group>
  );
}

/**
 * Whether the project's chain of custody holds, checked against the log when the screen opens
 * and on Check Again: intact with its length, or the first event where it breaks and why. Its
 * own query: the check reads the whole log, and the rest of the screen need not wait for it.
 */
export function CustodyChainStatus({ projectId }: { projectId: string }) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<CustodyChainStatusQuery>(
    graphql`
      query CustodyChainStatusQuery($projectId: ID!) {
        project(id: $projectId) {
          custody {
            chain {
              intact
              length
              checkedAt
              firstBreak {
                position
                eventId
                reason
              }
            }
          }
        }
      }
    `,
    { projectId },
    { fetchKey, fetchPolicy: 'network-only' },
  );
  const chain = data.project?.custody?.chain;
  if (!chain) return null;
  const again = (
    <Button size="xs" variant="default" onClick={() => setFetchKey((key) => key + 1)}>
      {text.checkAgain}
    </Button>
  );
  const checked = text.checkedAt(formatDateTime(chain.checkedAt));
  if (chain.intact || !chain.firstBreak) {
    return (
      <Group gap="sm">
        <IconShieldCheck size={20} color="var(--mantine-color-green-8)" aria-hidden />
        <Text size="sm" fw={600}>
          {text.intact(chain.length)}
        </Text>
        <Text size="sm" c="dimmed">
          {checked}
        </Text>
        {again}
      </Group>
    );
  }
  const { position, eventId, reason } = chain.firstBreak;
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle aria-hidden />}
      title={`${text.broken}: ${text.brokenAt(position, eventId)}`}
    >
      <Text size="sm">{text.reasons[reason]}</Text>
      <Group gap="sm" mt="xs">
        <Text size="sm" c="dimmed">
          {checked}
        </Text>
        {again}
      </Group>
    </Alert>
  );
}
