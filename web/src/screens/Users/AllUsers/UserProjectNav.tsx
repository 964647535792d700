import { NavLink, Stack, Text } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import { useCallback, useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import type { UserProjectNav_query$key } from '../../../__generated__/UserProjectNav_query.graphql.ts';
import type { UserProjectNavPaginationQuery } from '../../../__generated__/UserProjectNavPaginationQuery.graphql.ts';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { useLoadMoreAtEnd } from '../../../projects/Sidebar/useLoadMoreAtEnd.ts';
import { pathTo } from '../../../routes/route-table.ts';

/** The projects a page of the list brings. */
const PAGE = 100;

const loadFailed = messages.users.loadProjectsFailed;

/**
 * The left drawer of All Users: the projects whose users the viewer manages (those they edit),
 * newest first, each a link; more load as the drawer is scrolled to its end.
 */
export function UserProjectNav(props: { query: UserProjectNav_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    UserProjectNavPaginationQuery,
    UserProjectNav_query$key
  >(
    graphql`
      fragment UserProjectNav_query on Query
      @refetchable(queryName: "UserProjectNavPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 100 }, after: { type: "String" }) {
        editableProjects: projects(
          first: $first
          after: $after
          editable: true
        ) @connection(key: "UserProjectNav_editableProjects") {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    props.query,
  );
  const m = messages.users;
  const root = useRef<HTMLDivElement>(null);
  const loadMore = useCallback(() => {
    if (!hasNext || isLoadingNext) return;
    loadNext(PAGE, { onComplete: (failed) => failed && notify.failure(loadFailed) });
  }, [hasNext, isLoadingNext, loadNext]);
  useLoadMoreAtEnd(root, loadMore);
  const projects = data.editableProjects.edges.map((edge) => edge.node);
  return (
    <Stack gap={0} p="xs" component="nav" aria-label={m.projects} ref={root}>
      <Text size="sm" fw={600} p="xs">
        {m.projects}
      </Text>
      {projects.length === 0 && (
        <Text size="sm" c="dimmed" p="xs">
          {m.noProjects}
        </Text>
      )}
      {projects.map((project) => (
        <NavLink
          key={project.id}
          component={Link}
          to={pathTo('users-project', { projectId: project.id })}
          label={project.name}
          leftSection={<IconMovie size={16} />}
        />
      ))}
    </Stack>
  );
}
