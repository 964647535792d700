import { ActionIcon, EmptyState, Group, Loader, Table, VisuallyHidden } from '@mantine/core';
import { useHotkeys, useIntersection, useLocalStorage } from '@mantine/hooks';
import { IconDots, IconFolderOff } from '@tabler/icons-react';
import { type MouseEvent, useEffect, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { ProjectInspector_project$key } from '../../__generated__/ProjectInspector_project.graphql.ts';
import type { ProjectTable_query$key } from '../../__generated__/ProjectTable_query.graphql.ts';
import type { ProjectTablePaginationQuery } from '../../__generated__/ProjectTablePaginationQuery.graphql.ts';
import { notify } from '../../components/notify.tsx';
import { toggled } from '../../components/selection/toggled.ts';
import { SetPosterDialog } from '../../folders/Poster/SetPosterDialog.tsx';
import { useRegenerateThumbnail } from '../../folders/Poster/useRegenerateThumbnail.ts';
import { messages } from '../../messages/messages.ts';
import { ChangeWorkspaceDialog } from '../../projects/Dialogs/ChangeWorkspaceDialog.tsx';
import { DeleteProjectsDialog } from '../../projects/Dialogs/DeleteProjectsDialog.tsx';
import type { ProjectOrder } from '../../relay/connections.ts';
import { pathTo } from '../../routes/route-table.ts';
import { ProjectContextMenu, type ProjectMenuAction } from './ProjectContextMenu.tsx';
import { ProjectRow } from './ProjectRow.tsx';
import { projectMenuEntries } from './project-menu.ts';
import { SortHeader } from './SortHeader.tsx';

/** Projects a page brings; the next comes as the list's end scrolls into view. */
const PAGE = 50;

interface ProjectTableProps {
  query: ProjectTable_query$key;
  /** Superuser, or one who may manage a workspace. */
  canCreate: boolean;
  /** Workspaces the viewer may edit, the default one first. */
  workspaces: readonly { id: string; name: string }[];
  /** Storage and Aspera: for a superuser where there are several storages. */
  storageColumns: boolean;
  onInspect: (project: ProjectInspector_project$key | null) => void;
  onNewProject: () => void;
}

/** The project list: sortable, selectable, paged as it scrolls, with its menu and dialogs. */
export function ProjectTable(props: ProjectTableProps) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<
    ProjectTablePaginationQuery,
    ProjectTable_query$key
  >(
    graphql`
      fragment ProjectTable_query on Query
      @refetchable(queryName: "ProjectTablePaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        orderBy: { type: "ProjectOrder", defaultValue: CREATED_DESC }
      ) {
        currentUser {
          id
          isSuperuser
        }
        projects(first: $first, after: $after, orderBy: $orderBy)
          @connection(key: "ProjectTable_projects") {
          edges {
            node {
              id
              name
              allowedTo {
                edit
                delete
              }
              rootFolder {
                id
              }
              ...ProjectRow_project
              ...ProjectInspector_project
            }
          }
        }
      }
    `,
    props.query,
  );
  const m = messages.projects;
  const navigate = useNavigate();
  const [, startTransition] = useTransition();
  const [order, setOrder] = useLocalStorage<ProjectOrder>({
    key: `rushes.projects.order.${data.currentUser.id}`,
    defaultValue: 'CREATED_DESC',
    getInitialValueInEffect: false,
  });
  const [shownOrder, setShownOrder] = useState<ProjectOrder>('CREATED_DESC');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [selectionMode, setSelectionMode] = useState(false);
  const [menuAt, setMenuAt] = useState<{ x: number; y: number } | null>(null);
  const [dialog, setDialog] = useState<'delete' | 'changeWorkspace' | 'setPoster' | null>(null);
  const end = useIntersection<HTMLDivElement>();

  // The remembered order, loaded once the first page (newest first) is in.
  useEffect(() => {
    if (order === shownOrder) return;
    setShownOrder(order);
    startTransition(() => {
      refetch({ orderBy: order, first: PAGE });
    });
  }, [order, shownOrder, refetch]);

  const endInView = end.entry?.isIntersecting === true;
  useEffect(() => {
    if (!endInView || !hasNext || isLoadingNext) return;
    loadNext(PAGE, { onComplete: (error) => error && notify.failure(m.loadFailed) });
  }, [endInView, hasNext, isLoadingNext, loadNext]);

  const projects = data.projects.edges.map((edge) => edge.node);
  const chosen = projects.filter((project) => selected.has(project.id));
  const select = (ids: Set<string>) => {
    setSelected(ids);
    const [only] = ids.size === 1 ? [...ids] : [];
    props.onInspect(projects.find((project) => project.id === only) ?? null);
  };
  const { regenerate } = useRegenerateThumbnail();
  const entries = projectMenuEntries(chosen, {
    canCreate: props.canCreate,
    isSuperuser: data.currentUser.isSuperuser,
    editableWorkspaces: props.workspaces.length,
    selectionMode: selectionMode || selected.size > 0,
  });
  const openMenu = (event: MouseEvent, projectId: string) => {
    event.preventDefault();
    if (!selected.has(projectId)) select(new Set([projectId]));
    setMenuAt({ x: event.clientX, y: event.clientY });
  };
  const openMenuBelow = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setMenuAt({ x: box.left, y: box.bottom });
  };
  const clearSelection = () => {
    setSelectionMode(false);
    select(new Set());
  };
  // Escape leaves selection mode with nothing selected (spec §4).
  useHotkeys([['Escape', clearSelection]]);
  const act = (action: ProjectMenuAction) => {
    const [first] = chosen;
    if (action === 'newProject') props.onNewProject();
    if (action === 'settings' && first)
      navigate(pathTo('projects-settings', { projectId: first.id }));
    if (action === 'manageUsers' && first)
      navigate(pathTo('users-project', { projectId: first.id }));
    if (action === 'setPoster') setDialog('setPoster');
    if (action === 'regenerateThumbnail' && first) void regenerate(first.rootFolder.id);
    if (action === 'delete') setDialog('delete');
    if (action === 'changeWorkspace') setDialog('changeWorkspace');
    if (action === 'cancelSelection') clearSelection();
    if (action === 'selectItems') setSelectionMode(true);
  };

  if (projects.length === 0) {
    return (
      <EmptyState
        py={60}
        icon={<IconFolderOff size={32} />}
        withIndicatorBackground
        title={m.empty}
        description={m.emptyHint}
      />
    );
  }
  const showWorkspace = data.currentUser.isSuperuser;
  return (
    <>
      <Group justify="flex-end">
        <ActionIcon variant="default" size="lg" aria-label={m.menu} onClick={openMenuBelow}>
          <IconDots size={18} />
        </ActionIcon>
      </Group>
      <Table highlightOnHover verticalSpacing="sm" aria-label={m.allProjects}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <VisuallyHidden>{m.select}</VisuallyHidden>
            </Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>{m.poster}</VisuallyHidden>
            </Table.Th>
            <SortHeader label={m.title} field="TITLE" order={order} onOrder={setOrder} />
            {showWorkspace && <Table.Th>{m.workspace}</Table.Th>}
            {props.storageColumns && <Table.Th>{m.storage}</Table.Th>}
            {props.storageColumns && <Table.Th>{m.aspera}</Table.Th>}
            <Table.Th>{m.manager}</Table.Th>
            <SortHeader label={m.created} field="CREATED" order={order} onOrder={setOrder} />
            <Table.Th>{m.size}</Table.Th>
            <Table.Th w={80}>{m.settings}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((project) => (
            <ProjectRow
              key={project.id}
              project={project}
              showWorkspace={showWorkspace}
              showStorage={props.storageColumns}
              selected={selected.has(project.id)}
              onSelect={() =>
                select(selectionMode ? toggled(selected, project.id) : new Set([project.id]))
              }
              onToggle={() => select(toggled(selected, project.id))}
              onContextMenu={(event) => openMenu(event, project.id)}
            />
          ))}
        </Table.Tbody>
      </Table>
      <Group ref={end.ref} justify="center" mih={24}>
        {isLoadingNext && <Loader size="sm" aria-label={m.loadingMore} />}
      </Group>
      <ProjectContextMenu
        at={menuAt}
        entries={entries}
        onAction={act}
        onClose={() => setMenuAt(null)}
      />
      <DeleteProjectsDialog
        opened={dialog === 'delete'}
        onClose={() => setDialog(null)}
        projects={chosen}
        onDeleted={(ids) => select(new Set([...selected].filter((id) => !ids.includes(id))))}
      />
      {chosen[0] && (
        <SetPosterDialog
          folderId={chosen[0].rootFolder.id}
          opened={dialog === 'setPoster'}
          onClose={() => setDialog(null)}
        />
      )}
      <ChangeWorkspaceDialog
        opened={dialog === 'changeWorkspace'}
        onClose={() => setDialog(null)}
        projects={chosen}
        workspaces={props.workspaces}
      />
    </>
  );
}
