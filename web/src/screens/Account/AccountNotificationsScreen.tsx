import { Checkbox, Stack, Table, Text, Title } from '@mantine/core';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { AccountNotificationsScreenQuery } from '../../__generated__/AccountNotificationsScreenQuery.graphql.ts';
import { LoadBoundary } from '../../components/LoadBoundary/LoadBoundary.tsx';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { AccountTabs } from './AccountTabs.tsx';
import {
  type ProjectNotifications,
  useUpdateUserProjectSettingsMutation,
} from './useUpdateUserProjectSettingsMutation.ts';

const query = graphql`
  query AccountNotificationsScreenQuery {
    currentUser {
      id
      projectSettings {
        project {
          id
          name
        }
        receiveFolderContentNotifications
        receiveCommentNotifications
      }
    }
  }
`;

export const loader: ScreenLoader = ({ preload }) =>
  preload<AccountNotificationsScreenQuery>('account-notifications', query, {});

const text = messages.account;

/** account-notifications: the user's projects, Content and Comments notifications for each. */
export function Component() {
  return (
    <Stack p="md" gap="md">
      <Title order={3}>{messages.shell.myAccount}</Title>
      <AccountTabs current="account-notifications" />
      <LoadBoundary message={messages.users.loadProjectsFailed}>
        <ProjectSettingsTable />
      </LoadBoundary>
    </Stack>
  );
}

function ProjectSettingsTable() {
  const reference: PreloadedQuery<AccountNotificationsScreenQuery> = useLoaderData();
  const { currentUser: user } = usePreloadedQuery<AccountNotificationsScreenQuery>(
    query,
    reference,
  );
  const update = useUpdateUserProjectSettingsMutation();
  const change = async (projectId: string, flags: ProjectNotifications) => {
    if (!(await update(user.id, projectId, flags))) {
      notify.failure(messages.users.updateNotificationsFailed);
    }
  };
  return user.projectSettings.length === 0 ? (
    <Text c="dimmed">{text.noProjects}</Text>
  ) : (
    <Table maw={640} aria-label={text.tabNotifications}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{text.project}</Table.Th>
          <Table.Th>{text.content}</Table.Th>
          <Table.Th>{text.comments}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {user.projectSettings.map((entry) => {
          const flags = {
            receiveFolderContentNotifications: entry.receiveFolderContentNotifications,
            receiveCommentNotifications: entry.receiveCommentNotifications,
          };
          const { id, name } = entry.project;
          return (
            <Table.Tr key={id}>
              <Table.Td>{name}</Table.Td>
              <Table.Td>
                <Checkbox
                  aria-label={text.contentOf(name)}
                  checked={flags.receiveFolderContentNotifications}
                  onChange={(event) =>
                    change(id, {
                      ...flags,
                      receiveFolderContentNotifications: event.currentTarget.checked,
                    })
                  }
                />
              </Table.Td>
              <Table.Td>
                <Checkbox
                  aria-label={text.commentsOf(name)}
                  checked={flags.receiveCommentNotifications}
                  onChange={(event) =>
                    change(id, {
                      ...flags,
                      receiveCommentNotifications: event.currentTarget.checked,
                    })
                  }
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
