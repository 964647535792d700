import { Button, Menu } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { SessionMenu_asset$key } from '../__generated__/SessionMenu_asset.graphql.ts';
import type { SessionMenuStartMutation } from '../__generated__/SessionMenuStartMutation.graphql.ts';
import { messages } from '../messages/messages.ts';
import { withSession } from './session-param.ts';

const text = messages.reviewSessions;

/**
 * The viewer's Session menu: start a review session on this asset (for those who may comment on
 * it), or join one under way on it.
 */
export function SessionMenu(props: { asset: SessionMenu_asset$key }) {
  const asset = useFragment(
    graphql`
      fragment SessionMenu_asset on Asset {
        id
        allowedTo {
          comment
        }
        reviewSessions {
          id
          name
          presenter {
            name
          }
        }
      }
    `,
    props.asset,
  );
  const [params, setParams] = useSearchParams();
  const [start, starting] = useMutation<SessionMenuStartMutation>(graphql`
    mutation SessionMenuStartMutation($input: StartReviewSessionInput!) {
      startReviewSession(input: $input) {
        session {
          id
        }
      }
    }
  `);
  const open = (sessionId: string) => setParams(withSession(params, sessionId));
  if (!asset.allowedTo.comment && asset.reviewSessions.length === 0) return null;
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconUsersGroup size={16} />} loading={starting}>
          {text.menu}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {asset.allowedTo.comment && (
          <Menu.Item
            onClick={() =>
              start({
                variables: { input: { assetIds: [asset.id] } },
                onCompleted: (answer) => open(answer.startReviewSession.session.id),
              })
            }
          >
            {text.start}
          </Menu.Item>
        )}
        {asset.reviewSessions.map((session) => (
          <Menu.Item key={session.id} onClick={() => open(session.id)}>
            {text.join(session.name, session.presenter?.name ?? '')}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
