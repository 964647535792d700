import { ActionIcon, Anchor, Checkbox, Image, Table, ThemeIcon } from '@mantine/core';
import { IconMovie, IconSettings } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ProjectRow_project$key } from '../../__generated__/ProjectRow_project.graphql.ts';
import { formatDate } from '../../format/date.ts';
import { formatSize } from '../../format/size.ts';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';

interface ProjectRowProps {
  project: ProjectRow_project$key;
  showWorkspace: boolean;
  /** Its storage and transfer server (Storage, Aspera). */
  showStorage: boolean;
  selected: boolean;
  /** A click on the row: this project alone is selected (in selection mode: toggled). */
  onSelect: () => void;
  /** A click on the checkbox: the project joins or leaves the selection. */
  onToggle: () => void;
  onContextMenu: (event: MouseEvent) => void;
}

/** One project: checkbox, poster, Title (opens its root folder), …, Size and Settings. */
export function ProjectRow(props: ProjectRowProps) {
  const data = useFragment(
    graphql`
      fragment ProjectRow_project on Project {
        id
        name
        createdAt
        size
        workspace {
          name
        }
        storageName
        transferServer
        poster {
          url
        }
        manager {
          name
        }
        rootFolder {
          id
        }
        allowedTo {
          edit
        }
      }
    `,
    props.project,
  );
  const m = messages.projects;
  const to = pathTo('projects-folder', { projectId: data.id, folderId: data.rootFolder.id });
  // The checkbox, the title and Settings do their own thing, not the row's selection.
  const own = (event: { stopPropagation(): void }) => event.stopPropagation();
  return (
    <Table.Tr
      data-testid="project-row"
      aria-selected={props.selected}
      bg={props.selected ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ cursor: 'pointer' }}
      onClick={props.onSelect}
      onContextMenu={props.onContextMenu}
    >
      <Table.Td onClick={own}>
        <Checkbox
          aria-label={m.selectRow(data.name)}
          checked={props.selected}
          onChange={props.onToggle}
        />
      </Table.Td>
      <Table.Td>
        {/* Its root folder's poster, else its workspace's, else the default icon. */}
        {data.poster ? (
          <Image src={data.poster.url} alt="" w={48} h={27} fit="cover" radius="xs" />
        ) : (
          <ThemeIcon variant="light" size={32} aria-hidden>
            <IconMovie size={18} />
          </ThemeIcon>
        )}
      </Table.Td>
      <Table.Td>
        <Anchor
          component={Link}
          to={to}
          fw={500}
          onClick={own}
          // On the selection's tint, the tint's own text colour keeps the link readable.
          c={props.selected ? 'var(--mantine-primary-color-light-color)' : undefined}
        >
          {data.name}
        </Anchor>
      </Table.Td>
      {props.showWorkspace && <Table.Td>{data.workspace.name}</Table.Td>}
      {props.showStorage && <Table.Td>{data.storageName}</Table.Td>}
      {props.showStorage && <Table.Td>{data.transferServer}</Table.Td>}
      <Table.Td>{data.manager?.name ?? ''}</Table.Td>
      <Table.Td>{formatDate(data.createdAt)}</Table.Td>
      <Table.Td>{formatSize(data.size)}</Table.Td>
      <Table.Td onClick={own}>
        {data.allowedTo.edit && (
          <ActionIcon
            component={Link}
            to={pathTo('projects-settings', { projectId: data.id })}
            variant="subtle"
            aria-label={m.settingsOf(data.name)}
          >
            <IconSettings size={18} />
          </ActionIcon>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
