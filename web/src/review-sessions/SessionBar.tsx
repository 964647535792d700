import { Alert, Avatar, Button, CopyButton, Group, Menu, Text, Tooltip } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { SessionBar_session$key } from '../__generated__/SessionBar_session.graphql.ts';
import type { SessionBarEndMutation } from '../__generated__/SessionBarEndMutation.graphql.ts';
import type { SessionBarLeaveMutation } from '../__generated__/SessionBarLeaveMutation.graphql.ts';
import type { SessionBarPassMutation } from '../__generated__/SessionBarPassMutation.graphql.ts';
import { messages } from '../messages/messages.ts';
import { InviteToSession } from './InviteToSession.tsx';

const text = messages.reviewSessions;

/** Initials for a participant's avatar. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/**
 * A review session's bar over the viewer: its name, who presents, who is in it, its link to copy,
 * people to invite;
 * the presenter hands control to someone in it; anyone leaves; the presenter (or an editor of the
 * project) ends it.
 */
export function SessionBar(props: { session: SessionBar_session$key; onLeft(): void }) {
  const session = useFragment(
    graphql`
      fragment SessionBar_session on ReviewSession {
        id
        name
        isPresenter
        canEnd
        presenter {
          name
        }
        participants {
          user {
            id
          }
          name
          isPresenter
        }
      }
    `,
    props.session,
  );
  const [pass] = useMutation<SessionBarPassMutation>(graphql`
    mutation SessionBarPassMutation($input: PassReviewSessionControlInput!) {
      passReviewSessionControl(input: $input) {
        session {
          ...SessionBar_session
        }
      }
    }
  `);
  const [leave] = useMutation<SessionBarLeaveMutation>(graphql`
    mutation SessionBarLeaveMutation($input: LeaveReviewSessionInput!) {
      leaveReviewSession(input: $input) {
        session {
          ...SessionBar_session
        }
      }
    }
  `);
  const [end] = useMutation<SessionBarEndMutation>(graphql`
    mutation SessionBarEndMutation($input: EndReviewSessionInput!) {
      endReviewSession(input: $input) {
        session {
          id
          endedAt
        }
      }
    }
  `);
  const sessionId = session.id;
  const others = session.participants.filter((person) => !person.isPresenter);
  return (
    <Alert
      color="grape"
      icon={<IconUsersGroup size={18} />}
      title={text.title(session.name)}
      data-testid="review-session-bar"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Text size="sm">
            {session.isPresenter ? text.presenting : text.following(session.presenter?.name ?? '')}
          </Text>
          <Tooltip label={session.participants.map((person) => person.name).join(', ')}>
            <Avatar.Group aria-label={text.participants(session.participants.length)}>
              {session.participants.slice(0, 5).map((person) => (
                <Avatar
                  key={person.user.id}
                  size="sm"
                  color={person.isPresenter ? 'grape' : 'gray'}
                  variant={person.isPresenter ? 'filled' : 'light'}
                >
                  {initials(person.name)}
                </Avatar>
              ))}
            </Avatar.Group>
          </Tooltip>
          <Text size="sm" c="dimmed">
            {text.participants(session.participants.length)}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <InviteToSession sessionId={sessionId} />
          <CopyButton value={window.location.href}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy}>
                {copied ? text.copied : text.copyLink}
              </Button>
            )}
          </CopyButton>
          {session.isPresenter && others.length > 0 && (
            <Menu position="bottom-end">
              <Menu.Target>
                <Button size="xs" variant="default">
                  {text.passControl}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {others.map((person) => (
                  <Menu.Item
                    key={person.user.id}
                    onClick={() =>
                      pass({ variables: { input: { sessionId, userId: person.user.id } } })
                    }
                  >
                    {person.name}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
          <Button
            size="xs"
            variant="default"
            onClick={() =>
              leave({ variables: { input: { sessionId } }, onCompleted: () => props.onLeft() })
            }
          >
            {text.leave}
          </Button>
          {session.canEnd && (
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() => end({ variables: { input: { sessionId } } })}
            >
              {text.end}
            </Button>
          )}
        </Group>
      </Group>
    </Alert>
  );
}
