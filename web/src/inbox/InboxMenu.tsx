import { Badge, Button, Menu, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import {
  fetchQuery,
  graphql,
  useLazyLoadQuery,
  useMutation,
  useRelayEnvironment,
} from 'react-relay';
import { useNavigate } from 'react-router';
import type { InboxMenuQuery } from '../__generated__/InboxMenuQuery.graphql.ts';
import type { InboxMenuReadAllMutation } from '../__generated__/InboxMenuReadAllMutation.graphql.ts';
import type { InboxMenuReadMutation } from '../__generated__/InboxMenuReadMutation.graphql.ts';
import { viewAtComment } from '../comments/comment-link.ts';
import { formatRelativeTime } from '../format/relative-time.ts';
import { messages } from '../messages/messages.ts';
import { pathTo } from '../routes/route-table.ts';

const text = messages.inbox;

const query = graphql`
  query InboxMenuQuery {
    reviewSessionInvitations {
      id
      name
      presenter {
        name
      }
      assets {
        id
        project {
          id
        }
        folder {
          id
        }
      }
    }
    inbox {
      unreadCount
      items {
        id
        kind
        at
        read
        actor {
          name
        }
        comment {
          id
          text
          start
        }
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

const useInbox = (fetchKey: number) =>
  useLazyLoadQuery<InboxMenuQuery>(
    query,
    {},
    { fetchKey, fetchPolicy: fetchKey === 0 ? 'store-or-network' : 'network-only' },
  );

/**
 * The header's Inbox: review sessions I am invited to, then mentions of me and replies to my
 * comments, the newest first, unread ones counted; one opens the viewer at its comment and is read on every device. Read again each
 * time it opens.
 */
export function InboxMenu() {
  const [opened, setOpened] = useState(0);
  return (
    <Menu position="bottom-end" width={360} onOpen={() => setOpened((count) => count + 1)}>
      <Menu.Target>
        <Button variant="subtle" color="gray" leftSection={<IconInbox size={16} />}>
          {text.title}
          <Suspense fallback={null}>
            <UnreadCount fetchKey={opened} />
          </Suspense>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Suspense fallback={<Menu.Label>…</Menu.Label>}>
          <InboxItems fetchKey={opened} />
        </Suspense>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Unread items, and the sessions I was invited to that I have not joined. */
function UnreadCount({ fetchKey }: { fetchKey: number }) {
  const { inbox, reviewSessionInvitations } = useInbox(fetchKey);
  const count = inbox.unreadCount + reviewSessionInvitations.length;
  if (count === 0) return null;
  return (
    <Badge ml={6} size="sm" circle color="red">
      {count}
    </Badge>
  );
}

type Invitation = InboxMenuQuery['response']['reviewSessionInvitations'][number];

/** The sessions under way I was invited to: one opens the viewer in the session, joining it. */
function Invitations({ sessions }: { sessions: readonly Invitation[] }) {
  const navigate = useNavigate();
  if (sessions.length === 0) return null;
  return (
    <>
      <Menu.Label>{messages.reviewSessions.invitations}</Menu.Label>
      {sessions.map((session) => {
        const [asset] = session.assets;
        if (!asset) return null;
        const ids = { projectId: asset.project.id, folderId: asset.folder.id, assetId: asset.id };
        const address = `${pathTo('view', ids)}?${new URLSearchParams({ session: session.id })}`;
        return (
          <Menu.Item key={session.id} onClick={() => navigate(address)}>
            <Text size="sm" fw={700}>
              {messages.reviewSessions.invitationLine(session.name, session.presenter?.name ?? '')}
            </Text>
          </Menu.Item>
        );
      })}
      <Menu.Divider />
    </>
  );
}

function InboxItems({ fetchKey }: { fetchKey: number }) {
  const { inbox, reviewSessionInvitations } = useInbox(fetchKey);
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  // the count is the query's: read it again once the server has what was read
  const refresh = () => {
    fetchQuery<InboxMenuQuery>(environment, query, {}).subscribe({});
  };
  const [read] = useMutation<InboxMenuReadMutation>(graphql`
    mutation InboxMenuReadMutation($input: MarkInboxItemsReadInput!) {
      markInboxItemsRead(input: $input) {
        clientMutationId
      }
    }
  `);
  const [readAll] = useMutation<InboxMenuReadAllMutation>(graphql`
    mutation InboxMenuReadAllMutation {
      markInboxRead {
        clientMutationId
      }
    }
  `);
  const invitations = <Invitations sessions={reviewSessionInvitations} />;
  if (inbox.items.length === 0) {
    return (
      <>
        {invitations}
        <Menu.Label>{text.empty}</Menu.Label>
      </>
    );
  }
  return (
    <>
      {invitations}
      {inbox.unreadCount > 0 && (
        <Menu.Item onClick={() => readAll({ variables: {}, onCompleted: refresh })}>
          {text.markAllRead}
        </Menu.Item>
      )}
      <Menu.Divider />
      {inbox.items.map((item) => {
        const who = item.actor?.name ?? text.someone;
        const { asset, comment } = item;
        const ids = { projectId: asset.project.id, folderId: asset.folder.id, assetId: asset.id };
        return (
          <Menu.Item
            key={item.id}
            onClick={() => {
              if (!item.read) {
                read({ variables: { input: { itemIds: [item.id] } }, onCompleted: refresh });
              }
              navigate(viewAtComment(ids, { id: comment.id, start: comment.start ?? null }));
            }}
          >
            <Text size="sm" fw={item.read ? 400 : 700}>
              {item.kind === 'MENTION'
                ? text.mentioned(who, asset.name)
                : text.replied(who, asset.name)}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {formatRelativeTime(String(item.at))} · {comment.text}
            </Text>
          </Menu.Item>
        );
      })}
    </>
  );
}
