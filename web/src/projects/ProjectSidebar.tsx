import { Group, NavLink, SegmentedControl, Stack } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconFolders } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link, useParams } from 'react-router';
import type { ProjectSidebar_query$key } from '../__generated__/ProjectSidebar_query.graphql.ts';
import type { ProjectSidebarPaginationQuery } from '../__generated__/ProjectSidebarPaginationQuery.graphql.ts';
import { messages } from '../messages/messages.ts';
import { pathTo } from '../routes/route-table.ts';
import { sidebarProjectOf } from './ProjectSidebarLink.tsx';
import { ProjectTree } from './Sidebar/ProjectTree.tsx';
import { useLoadMoreAtEnd } from './Sidebar/useLoadMoreAtEnd.ts';

const PAGE = 100;
type SidebarOrder = 'TITLE_ASC' | 'CREATED_DESC';

/**
 * The left drawer: "All Projects", then the projects the user may edit as a tree of their
 * folders, by Title (the default) or newest first; the choice is remembered for the user in this
 * browser. More projects load as the drawer is scrolled to its end.
 */
export function ProjectSidebar({ query }: { query: ProjectSidebar_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<
    ProjectSidebarPaginationQuery,
    ProjectSidebar_query$key
  >(
    graphql`
      fragment ProjectSidebar_query on Query
      @refetchable(queryName: "ProjectSidebarPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 100 }
        after: { type: "String" }
        orderBy: { type: "ProjectOrder", defaultValue: TITLE_ASC }
      ) {
        currentUser {
          id
          isSuperuser
        }
        sidebarProjects: projects(first: $first, after: $after, orderBy: $orderBy)
          @connection(key: "ProjectSidebar_sidebarProjects") {
          edges {
            node {
              ...ProjectSidebarLink_project
            }
          }
        }
      }
    `,
    query,
  );
  const { projectId } = useParams();
  const m = messages.projects;
  const [, startTransition] = useTransition();
  const [order, setOrder] = useLocalStorage<SidebarOrder>({
    key: `rushes.projects.sidebarOrder.${data.currentUser.id}`,
    defaultValue: 'TITLE_ASC',
    getInitialValueInEffect: false,
  });
  const [shownOrder, setShownOrder] = useState<SidebarOrder>('TITLE_ASC');
  useEffect(() => {
    if (order === shownOrder) return;
    setShownOrder(order);
    startTransition(() => {
      refetch({ orderBy: order, first: PAGE });
    });
  }, [order, shownOrder, refetch]);

  const root = useRef<HTMLDivElement>(null);
  const loadMore = useCallback(() => {
    if (hasNext && !isLoadingNext) loadNext(PAGE);
  }, [hasNext, isLoadingNext, loadNext]);
  useLoadMoreAtEnd(root, loadMore);

  const edges = data.sidebarProjects.edges;
  const projects = useMemo(() => edges.map((edge) => sidebarProjectOf(edge.node)), [edges]);

  return (
    <Stack gap={0} p="xs" ref={root}>
      <Group justify="flex-end" pb="xs">
        <SegmentedControl
          size="xs"
          aria-label={m.sortBy}
          value={order}
          onChange={(value) => setOrder(value as SidebarOrder)}
          data={[
            { value: 'TITLE_ASC', label: m.title },
            { value: 'CREATED_DESC', label: m.created },
          ]}
        />
      </Group>
      <NavLink
        component={Link}
        to={pathTo('projects-index')}
        label={m.allProjects}
        leftSection={<IconFolders size={16} />}
        active={projectId === undefined}
      />
      <ProjectTree projects={projects} isSuperuser={data.currentUser.isSuperuser} />
    </Stack>
  );
}
