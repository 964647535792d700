import { NavLink, Stack, Text } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { UserFolderNav_folder$key } from '../../__generated__/UserFolderNav_folder.graphql.ts';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';

/** The folders inside this one, each leading to its users. */
export function UserFolderNav({ folder }: { folder: UserFolderNav_folder$key }) {
  const data = useFragment(
    graphql`
      fragment UserFolderNav_folder on Folder {
        project {
          id
        }
        children(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    folder,
  );
  const projectId = data.project.id;
  return (
    <Stack gap={0} p="xs" component="nav" aria-label={messages.users.folders}>
      <Text size="sm" fw={600} p="xs">
        {messages.users.folders}
      </Text>
      {data.children.edges.map(({ node }) => (
        <NavLink
          key={node.id}
          component={Link}
          to={pathTo('users-folder', { projectId, folderId: node.id })}
          label={node.name}
          leftSection={<IconFolder size={16} />}
        />
      ))}
    </Stack>
  );
}
