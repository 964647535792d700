import { NavLink, Stack, Text } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useCallback, useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import type { UserFolderNav_folder$key } from '../../__generated__/UserFolderNav_folder.graphql.ts';
import type { UserFolderNavPaginationQuery } from '../../__generated__/UserFolderNavPaginationQuery.graphql.ts';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { useLoadMoreAtEnd } from '../../projects/Sidebar/useLoadMoreAtEnd.ts';
import { pathTo } from '../../routes/route-table.ts';

/** The folders a page of the list brings. */
const PAGE = 100;

const loadFailed = messages.folders.treeFailed;

/**
 * The folders inside this one, each leading to its users; more load as the drawer is scrolled to
 * its end.
 */
export function UserFolderNav({ folder }: { folder: UserFolderNav_folder$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    UserFolderNavPaginationQuery,
    UserFolderNav_folder$key
  >(
    graphql`
      fragment UserFolderNav_folder on Folder
      @refetchable(queryName: "UserFolderNavPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 100 }, after: { type: "String" }) {
        project {
          id
        }
        children(first: $first, after: $after) @connection(key: "UserFolderNav_children") {
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
  const root = useRef<HTMLDivElement>(null);
  const loadMore = useCallback(() => {
    if (!hasNext || isLoadingNext) return;
    loadNext(PAGE, { onComplete: (failed) => failed && notify.failure(loadFailed) });
  }, [hasNext, isLoadingNext, loadNext]);
  useLoadMoreAtEnd(root, loadMore);
  const projectId = data.project.id;
  return (
    <Stack gap={0} p="xs" component="nav" aria-label={messages.users.folders} ref={root}>
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
