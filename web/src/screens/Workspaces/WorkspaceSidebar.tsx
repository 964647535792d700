import { NavLink, Stack } from '@mantine/core';
import { IconBuildingWarehouse, IconStack2 } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { Link, useParams } from 'react-router';
import type { WorkspaceSidebar_query$key } from '../../__generated__/WorkspaceSidebar_query.graphql.ts';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';

/** The left drawer: "All Workspaces", then one entry per editable workspace. */
export function WorkspaceSidebar({ query }: { query: WorkspaceSidebar_query$key }) {
  const data = useFragment(
    graphql`
      fragment WorkspaceSidebar_query on Query {
        workspaces {
          id
          name
          canEdit
        }
      }
    `,
    query,
  );
  const { workspaceId } = useParams();
  return (
    <Stack gap={0} p="xs">
      <NavLink
        component={Link}
        to={pathTo('workspaces-index')}
        label={messages.workspaces.allWorkspaces}
        leftSection={<IconStack2 size={16} />}
        active={workspaceId === undefined}
      />
      {data.workspaces
        .filter((workspace) => workspace.canEdit)
        .map((workspace) => (
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
