import { NativeSelect, NavLink, Stack, Text } from '@mantine/core';
import { IconMovie, IconShare } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';
import type { ProjectSort } from './shares-list.ts';

interface SharesNavProps {
  projects: readonly { id: string; name: string }[];
  /** The project on screen; null for All Shares. */
  current: string | null;
  sort: ProjectSort;
  onSort: (sort: ProjectSort) => void;
}

/** The Shares sidebar: All Shares, then each project with shares, by Title or Created. */
export function SharesNav(props: SharesNavProps) {
  const m = messages.shares;
  return (
    <Stack gap={0} p="xs" component="nav" aria-label={m.projects}>
      <NavLink
        component={Link}
        to={pathTo('links-index')}
        label={m.allShares}
        active={props.current === null}
        leftSection={<IconShare size={16} />}
      />
      <Text size="sm" fw={600} p="xs">
        {m.projects}
      </Text>
      <NativeSelect
        px="xs"
        pb="xs"
        size="xs"
        aria-label={`${m.projects}: ${m.sortBy}`}
        value={props.sort}
        data={[
          { value: 'title', label: m.sortTitle },
          { value: 'created', label: m.sortCreated },
        ]}
        onChange={(event) =>
          props.onSort(event.currentTarget.value === 'created' ? 'created' : 'title')
        }
      />
      {props.projects.map((project) => (
        <NavLink
          key={project.id}
          component={Link}
          to={pathTo('links-project', { projectId: project.id })}
          label={project.name}
          active={props.current === project.id}
          leftSection={<IconMovie size={16} />}
        />
      ))}
    </Stack>
  );
}
