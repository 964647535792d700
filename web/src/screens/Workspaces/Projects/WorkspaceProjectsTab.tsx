import { ActionIcon, Button, Checkbox, EmptyState, Group, Stack, Table } from '@mantine/core';
import { IconArrowsExchange, IconFolders, IconSettings, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import type { WorkspaceProjectsTab_workspace$key } from '../../../__generated__/WorkspaceProjectsTab_workspace.graphql.ts';
import { formatDate } from '../../../format/date.ts';
import { formatSize } from '../../../format/size.ts';
import { messages } from '../../../messages/messages.ts';
import { ChangeWorkspaceDialog } from '../../../projects/Dialogs/ChangeWorkspaceDialog.tsx';
import { DeleteProjectsDialog } from '../../../projects/Dialogs/DeleteProjectsDialog.tsx';
import { NewProjectButton } from '../../../projects/NewProject/NewProjectButton.tsx';
import { pathTo } from '../../../routes/route-table.ts';

interface WorkspaceProjectsTabProps {
  workspace: WorkspaceProjectsTab_workspace$key;
  /** The workspaces the viewer may edit, the default one first. */
  editable: readonly { id: string; name: string }[];
  /** After a create, move or delete: the screen reloads the workspace's projects. */
  onChanged: () => void;
}

type Dialog = 'new' | 'move' | 'delete' | null;

/**
 * The Projects tab: Title, Manager, Created, Size and Settings of its projects; New Project with
 * nothing selected, Move Project(s) (with another workspace to go to) and Delete Project(s) (when
 * every selected one may be deleted). A row opens the project.
 */
export function WorkspaceProjectsTab({
  workspace,
  editable,
  onChanged,
}: WorkspaceProjectsTabProps) {
  const data = useFragment(
    graphql`
      fragment WorkspaceProjectsTab_workspace on Workspace {
        id
        name
        allowedTo {
          edit
        }
        projects {
          id
          name
          manager {
            name
          }
          createdAt
          size
          allowedTo {
            edit
            delete
          }
        }
      }
    `,
    workspace,
  );
  const text = messages.workspaces;
  const navigate = useNavigate();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const chosen = data.projects.filter((project) => selected.has(project.id));
  const targets = editable.filter((other) => other.id !== data.id);
  const canMove = chosen.length > 0 && targets.length > 0 && chosen.every((p) => p.allowedTo.edit);
  const canDelete = chosen.length > 0 && chosen.every((project) => project.allowedTo.delete);
  const toggle = (id: string) =>
    setSelected((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const close = () => {
    setDialog(null);
    setSelected(new Set());
    onChanged();
  };

  return (
    <Stack p="md" gap="md">
      <Group justify="flex-end">
        {chosen.length === 0 && data.allowedTo.edit && (
          <NewProjectButton
            workspaces={[data, ...targets]}
            opened={dialog === 'new'}
            onOpen={() => setDialog('new')}
            onClose={close}
          />
        )}
        {canMove && (
          <Button
            variant="default"
            leftSection={<IconArrowsExchange size={16} />}
            onClick={() => setDialog('move')}
          >
            {text.moveProjects}
          </Button>
        )}
        {canDelete && (
          <Button
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => setDialog('delete')}
          >
            {text.deleteProjects}
          </Button>
        )}
      </Group>
      {data.projects.length === 0 ? (
        <EmptyState py={60} icon={<IconFolders size={32} />} title={text.noProjects} />
      ) : (
        <Table highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} />
              <Table.Th>{messages.projects.title}</Table.Th>
              <Table.Th>{messages.projects.manager}</Table.Th>
              <Table.Th>{messages.projects.created}</Table.Th>
              <Table.Th>{messages.projects.size}</Table.Th>
              <Table.Th w={80}>{messages.projects.settings}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.projects.map((project) => (
              <Table.Tr
                key={project.id}
                style={{ cursor: 'pointer' }}
                onClick={() => navigate(pathTo('projects-folder', { projectId: project.id }))}
              >
                <Table.Td onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    aria-label={text.selectRow(project.name)}
                    checked={selected.has(project.id)}
                    onChange={() => toggle(project.id)}
                  />
                </Table.Td>
                <Table.Td fw={500}>{project.name}</Table.Td>
                <Table.Td>{project.manager?.name}</Table.Td>
                <Table.Td>{formatDate(project.createdAt)}</Table.Td>
                <Table.Td>{formatSize(project.size)}</Table.Td>
                <Table.Td onClick={(event) => event.stopPropagation()}>
                  {project.allowedTo.edit && (
                    <ActionIcon
                      component={Link}
                      to={pathTo('projects-settings', { projectId: project.id })}
                      variant="subtle"
                      aria-label={`${messages.projects.settings}: ${project.name}`}
                    >
                      <IconSettings size={16} />
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ChangeWorkspaceDialog
        opened={dialog === 'move'}
        onClose={close}
        projects={chosen}
        workspaces={targets}
      />
      <DeleteProjectsDialog
        opened={dialog === 'delete'}
        onClose={close}
        projects={chosen}
        onDeleted={() => setSelected(new Set())}
      />
    </Stack>
  );
}
