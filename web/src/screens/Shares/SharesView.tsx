import {
  Anchor,
  Box,
  Breadcrumbs,
  Button,
  Group,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { useSharesPages_query$key } from '../../__generated__/useSharesPages_query.graphql.ts';
import { DrawerLayout } from '../../components/DrawerLayout/DrawerLayout.tsx';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';
import { EditShareDialog } from '../../shares/ShareDialog/EditShareDialog.tsx';
import { ShareDialog } from '../../shares/ShareDialog/ShareDialog.tsx';
import { DeleteSharesDialog } from './DeleteSharesDialog.tsx';
import { SharesNav } from './SharesNav.tsx';
import { SharesRow } from './SharesRow.tsx';
import { SharesToolbar } from './SharesToolbar.tsx';
import { type ProjectSort, sortProjects } from './shares-list.ts';
import { useLinkChangedSubscription } from './useLinkChangedSubscription.ts';
import { useSharesPages } from './useSharesPages.ts';

// what the list needs of each link; the live feed selects it too
graphql`
  fragment SharesView_link on ShareLink {
    id
    name
    project {
      id
      name
      createdAt
    }
    ...SharesRow_link
    ...ShareForm_link
  }
`;

/**
 * links-index and links-project: the sidebar, the list as the server sorts and filters it,
 * Invite User, Delete.
 */
export function SharesView(props: { query: useSharesPages_query$key; projectId: string | null }) {
  const pages = useSharesPages(props.query);
  useLinkChangedSubscription(pages.connection);
  const m = messages.shares;
  const [projectSort, setProjectSort] = useState<ProjectSort>('title');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [action, setAction] = useState<'invite' | 'delete' | null>(null);
  const [editedId, setEditedId] = useState<string | null>(null);

  // a link that came live from another project stays out of this one's list
  const rows = pages.links.filter(
    (link) => props.projectId === null || link.project.id === props.projectId,
  );
  const projects = sortProjects(
    [...pages.projects, ...pages.links.map((link) => link.project)],
    projectSort,
  );
  const chosen = rows.filter((link) => selected.has(link.id));
  const project = projects.find((one) => one.id === props.projectId);
  const toggle = (id: string) =>
    setSelected(
      (now) => new Set(now.has(id) ? [...now].filter((one) => one !== id) : [...now, id]),
    );
  const forget = (ids: string[]) =>
    setSelected((now) => new Set([...now].filter((id) => !ids.includes(id))));
  const [invited] = chosen;
  const edited = rows.find((link) => link.id === editedId);

  return (
    <DrawerLayout
      left={
        <SharesNav
          projects={projects}
          current={props.projectId}
          sort={projectSort}
          onSort={setProjectSort}
        />
      }
    >
      <Stack p="md" gap="md">
        <Breadcrumbs separatorMargin={6}>
          {project ? (
            <Anchor component={Link} to={pathTo('links-index')}>
              {m.allShares}
            </Anchor>
          ) : (
            <Text fw={600}>{m.allShares}</Text>
          )}
          {project && <Text fw={600}>{project.name}</Text>}
        </Breadcrumbs>
        <SharesToolbar
          sort={pages.sort}
          filter={pages.filter}
          onSort={pages.setSort}
          onFilter={pages.setFilter}
        >
          <Button
            leftSection={<IconUserPlus size={16} />}
            disabled={chosen.length !== 1}
            onClick={() => setAction('invite')}
          >
            {m.inviteUser}
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            disabled={chosen.length === 0}
            onClick={() => setAction('delete')}
          >
            {m.delete}
          </Button>
        </SharesToolbar>
        <Box role="region" aria-label={m.allShares} tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table miw={720} highlightOnHover aria-label={project?.name ?? m.allShares}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <VisuallyHidden>{m.select}</VisuallyHidden>
                </Table.Th>
                <Table.Th>{m.columnName}</Table.Th>
                <Table.Th>{m.columnOptions}</Table.Th>
                <Table.Th>{m.columnCreated}</Table.Th>
                <Table.Th>{m.columnCreatedBy}</Table.Th>
                <Table.Th>{m.columnExpires}</Table.Th>
                <Table.Th>{m.columnPreview}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((link) => (
                <SharesRow
                  key={link.id}
                  link={link}
                  selected={selected.has(link.id)}
                  onToggle={() => toggle(link.id)}
                  onEdit={() => setEditedId(link.id)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Box>
        {rows.length === 0 && <Text c="dimmed">{m.nothingShared}</Text>}
        {pages.hasNext && (
          <Group justify="center">
            <Button variant="default" loading={pages.isLoadingNext} onClick={pages.loadMore}>
              {m.loadMore}
            </Button>
          </Group>
        )}
      </Stack>
      {action === 'invite' && invited && (
        <ShareDialog
          mode="invite"
          link={invited}
          canAllowDownload={false}
          onClose={() => setAction(null)}
        />
      )}
      {edited && (
        <EditShareDialog linkId={edited.id} link={edited} onClose={() => setEditedId(null)} />
      )}
      <DeleteSharesDialog
        opened={action === 'delete'}
        onClose={() => setAction(null)}
        links={chosen}
        connection={pages.connection}
        onDeleted={forget}
      />
    </DrawerLayout>
  );
}
