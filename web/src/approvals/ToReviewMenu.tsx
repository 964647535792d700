import { Badge, Button, Menu, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { Suspense, useCallback, useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router';
import type { ToReviewMenuQuery } from '../__generated__/ToReviewMenuQuery.graphql.ts';
import { formatDateTime } from '../format/date.ts';
import { messages } from '../messages/messages.ts';
import { pathTo } from '../routes/route-table.ts';

const text = messages.approvals;

/**
 * The header's To review: the versions that wait for my decision in an approval stage, newest
 * due first, each opening in the viewer. Read again each time it opens.
 */
export function ToReviewMenu() {
  const [opened, setOpened] = useState(0);
  return (
    <Menu position="bottom-end" width={320} onOpen={() => setOpened((count) => count + 1)}>
      <Menu.Target>
        <Button variant="subtle" color="gray" leftSection={<IconChecklist size={16} />}>
          {text.toReview}
          <Suspense fallback={null}>
            <WaitingCount fetchKey={opened} />
          </Suspense>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Suspense fallback={<Menu.Label>…</Menu.Label>}>
          <ToReviewItems fetchKey={opened} />
        </Suspense>
      </Menu.Dropdown>
    </Menu>
  );
}

const query = graphql`
  query ToReviewMenuQuery {
    toReview {
      stage {
        id
        name
        dueAt
      }
      version {
        id
        asset {
          id
          name
          project {
            id
          }
          folder {
            id
          }
        }
      }
    }
  }
`;

/** Reads what waits for me again, for the header's count after a decision of mine. */
export function useRefreshToReview() {
  const environment = useRelayEnvironment();
  return useCallback(() => {
    fetchQuery<ToReviewMenuQuery>(environment, query, {}).subscribe({});
  }, [environment]);
}

const useToReview = (fetchKey: number) =>
  useLazyLoadQuery<ToReviewMenuQuery>(
    query,
    {},
    { fetchKey, fetchPolicy: fetchKey === 0 ? 'store-or-network' : 'network-only' },
  ).toReview;

function WaitingCount({ fetchKey }: { fetchKey: number }) {
  const waiting = useToReview(fetchKey);
  if (waiting.length === 0) return null;
  return (
    <Badge ml={6} size="sm" circle>
      {waiting.length}
    </Badge>
  );
}

function ToReviewItems({ fetchKey }: { fetchKey: number }) {
  const waiting = useToReview(fetchKey);
  if (waiting.length === 0) return <Menu.Label>{text.toReviewEmpty}</Menu.Label>;
  return waiting.map(({ stage, version }) => {
    const { asset } = version;
    const ids = { projectId: asset.project.id, folderId: asset.folder.id, assetId: asset.id };
    return (
      <Menu.Item key={version.id} component={Link} to={pathTo('view', ids)}>
        <Text size="sm">{text.toReviewItem(asset.name, stage.name)}</Text>
        {typeof stage.dueAt === 'string' && (
          <Text size="xs" c="dimmed">
            {text.due(formatDateTime(stage.dueAt))}
          </Text>
        )}
      </Menu.Item>
    );
  });
}
