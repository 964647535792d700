import { Group, NavLink, SegmentedControl, Stack } from '@mantine/core';
import { useIntersection, useLocalStorage } from '@mantine/hooks';
import { IconFolders } from '@tabler/icons-react';
import { useEffect, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link, useParams } from 'react-router';
import type { ProjectSidebar_query$key } from '../../__generated__/ProjectSidebar_query.graphql.ts';
import type { ProjectSidebarPaginationQuery } from '../../__generated__/ProjectSidebarPaginationQuery.graphql.ts';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';
import { ProjectSidebarLink } from './ProjectSidebarLink.tsx';

const PAGE = 100;
type SidebarOrder = 'TITLE_ASC' | 'CREATED_DESC';

/**
 * The left drawer: "All Projects", then the projects the user may edit, by Title (the default)
 * or newest first; the choice is remembered for the user in this browser.
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
        }
        sidebarProjects: projects(first: $first, after: $after, orderBy: $orderBy)
          @connection(key: "ProjectSidebar_sidebarProjects") {
          edges {
            node {
              id
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

  const end = useIntersection<HTMLDivElement>();
  const endInView = end.entry?.isIntersecting === true;
  useEffect(() => {
    if (endInView && hasNext && !isLoadingNext) loadNext(PAGE);
  }, [endInView, hasNext, isLoadingNext, loadNext]);

  return (
    <Stack gap={0} p="xs">
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
      {data.sidebarProjects.edges.map(({ node }) => (
        <ProjectSidebarLink key={node.id} project={node} active={node.id === projectId} />
      ))}
      <div ref={end.ref} style={{ minHeight: 1 }} />
    </Stack>
  );
}
