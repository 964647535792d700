import { Anchor, Breadcrumbs, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate } from 'react-router';
import type { CollectionScreenQuery } from '../../__generated__/CollectionScreenQuery.graphql.ts';
import { CollectionAssets } from '../../collections/CollectionAssets.tsx';
import { CollectionDialog } from '../../collections/CollectionDialog.tsx';
import { DeleteCollectionDialog } from '../../collections/DeleteCollectionDialog.tsx';
import { DrawerLayout } from '../../components/DrawerLayout/DrawerLayout.tsx';
import { messages } from '../../messages/messages.ts';
import { ProjectSidebar } from '../../projects/ProjectSidebar.tsx';
import { ApiError } from '../../relay/api-error.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { pathTo } from '../../routes/route-table.ts';
import { ShareButton } from '../../shares/ShareButton.tsx';

const query = graphql`
  query CollectionScreenQuery($collectionId: ID!) {
    collection(id: $collectionId) {
      id
      name
      definition
      allowedTo {
        edit
        delete
        share
        download
      }
      project {
        id
        name
        rootFolder {
          id
        }
      }
      ...CollectionAssets_collection
    }
    ...ProjectSidebar_query
  }
`;

export const loader: ScreenLoader = ({ params, preload }) =>
  preload<CollectionScreenQuery>('collection', query, {
    collectionId: params.collectionId ?? '',
  });

const text = messages.collections;

/**
 * projects-collection (ours, decision 0125): a collection's name and search, its assets across
 * the project's folders with where each lives, live; Edit, Delete and Share as the viewer may.
 */
export function Component() {
  const reference: PreloadedQuery<CollectionScreenQuery> = useLoaderData();
  const data = usePreloadedQuery<CollectionScreenQuery>(query, reference);
  const navigate = useNavigate();
  const [editing, edit] = useDisclosure(false);
  const [deleting, remove] = useDisclosure(false);
  const { collection } = data;
  if (!collection) throw new ApiError('NOT_FOUND');
  const { project, allowedTo } = collection;
  const top = pathTo('projects-folder', { projectId: project.id, folderId: project.rootFolder.id });
  return (
    <DrawerLayout left={<ProjectSidebar query={data} />}>
      <Stack p="md" gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Breadcrumbs component="nav" aria-label={messages.shell.breadcrumb} separatorMargin={6}>
              <Anchor component={Link} to={top}>
                {project.name}
              </Anchor>
              <Text>{text.group}</Text>
              <Text component="h1" fw={600} fz="md" m={0}>
                {collection.name}
              </Text>
            </Breadcrumbs>
            <Code style={{ alignSelf: 'flex-start' }}>{collection.definition}</Code>
          </Stack>
          <Group gap="xs" justify="flex-end">
            {allowedTo.edit && (
              <Button variant="default" leftSection={<IconPencil size={16} />} onClick={edit.open}>
                {text.edit}
              </Button>
            )}
            {allowedTo.delete && (
              <Button variant="default" leftSection={<IconTrash size={16} />} onClick={remove.open}>
                {text.delete}
              </Button>
            )}
            {allowedTo.share && (
              <ShareButton
                projectId={project.id}
                collectionId={collection.id}
                name={collection.name}
                canAllowDownload={allowedTo.download}
              />
            )}
          </Group>
        </Group>
        <CollectionAssets collection={collection} />
      </Stack>
      {editing && (
        <CollectionDialog
          opened
          projectId={project.id}
          collection={collection}
          onClose={edit.close}
        />
      )}
      <DeleteCollectionDialog
        opened={deleting}
        collection={collection}
        onClose={remove.close}
        onDeleted={() => navigate(top)}
      />
    </DrawerLayout>
  );
}
