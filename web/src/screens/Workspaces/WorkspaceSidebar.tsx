import { NavLink, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconBuildingWarehouse, IconStack2 } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { Link, useParams } from 'react-router';
import type { WorkspaceSidebar_query$key } from '../../__generated__/WorkspaceSidebar_query.graphql.ts';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';
import { useWorkspaceSort } from './useWorkspaceSort.ts';
import { editableSorted } from './workspace-list.ts';

/** The left drawer: "All Workspaces", then one entry per editable workspace, sorted. */
export function WorkspaceSidebar({ query }: { query: WorkspaceSidebar_query$key }) {
  const data = useFragment(
    graphql`
      fragment WorkspaceSidebar_query on Query {
        workspaces {
          id
          name
          createdAt
          canEdit
        }
      }
    `,
    query,
  );
  const { workspaceId } = useParams();
  const [sort, setSort] = useWorkspaceSort();
  const text = messages.workspaces;
  return (
    <Stack gap={0} p="xs">
      <Text size="xs" c="dimmed" px="xs" id="workspace-sort">
        {text.sortBy}
      </Text>
      <SegmentedControl
        aria-labelledby="workspace-sort"
        size="xs"
        mb="xs"
        value={sort}
        onChange={(value) => setSort(value === 'name' ? 'name' : 'created')}
        data={[
          { value: 'name', label: text.name },
          { value: 'created', label: text.created },
        ]}
      />
      <NavLink
        component={Link}
        to={pathTo('workspaces-index')}
        label={text.allWorkspaces}
        leftSection={<IconStack2 size={16} />}
        active={workspaceId === undefined}
      />
      {editableSorted(data.workspaces, sort).map((workspace) => (
        <NavLink
          key={workspace.id}
          component={Link}
          to={pathTo('workspaces-settings', { workspaceId: workspace.id })}
          label={workspace.name}
          leftSection={<IconBuildingWarehouse size={16} />}
          active={workspace.id === workspaceId}
        />
      ))}
    </Stack>
  );
}
