import { Button, EmptyState, Stack, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { CollectionAssets_collection$key } from '../__generated__/CollectionAssets_collection.graphql.ts';
import type { CollectionAssetsPaginationQuery } from '../__generated__/CollectionAssetsPaginationQuery.graphql.ts';
import { notify } from '../components/notify.tsx';
import { type FolderPaths, FolderPathsProvider } from '../folders/folder-paths.ts';
import { AssetRow } from '../folders/List/AssetRow.tsx';
import { FolderTable } from '../folders/List/FolderTable.tsx';
import { messages } from '../messages/messages.ts';
import { pathTo } from '../routes/route-table.ts';
import { useCollectionsChangedSubscription } from './useCollectionsChangedSubscription.ts';

const text = messages.collections;

/** The assets a page holds. */
export const COLLECTION_PAGE = 50;

/** A collection's list shows every take's Selected and Scene columns: its assets are takes. */
const columns = { selected: true, scene: true, status: false };

/**
 * The collection's assets in its order, each with where it lives, as the folder list shows
 * them; a row opens the asset in the viewer, in its folder. Live: what changes in the project
 * reads the list again. Load More while the server has more.
 */
export function CollectionAssets(props: { collection: CollectionAssets_collection$key }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    CollectionAssetsPaginationQuery,
    CollectionAssets_collection$key
  >(
    graphql`
      fragment CollectionAssets_collection on Collection
      @refetchable(queryName: "CollectionAssetsPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
      ) {
        id
        project {
          id
          name
        }
        assets(first: $count, after: $cursor) @connection(key: "CollectionAssets_assets") {
          totalCount
          edges {
            path {
              id
              name
            }
            node {
              id
              folder {
                id
              }
              ...AssetRow_asset
            }
          }
        }
      }
    `,
    props.collection,
  );
  useCollectionsChangedSubscription(data.project.id, () =>
    refetch({ count: COLLECTION_PAGE }, { fetchPolicy: 'network-only' }),
  );
  const { edges } = data.assets;
  const paths = useMemo<FolderPaths>(() => {
    const folders = new Map(edges.map(({ node }) => [node.id, node.folder.id]));
    const projectId = data.project.id;
    return {
      folder: (folderId) => pathTo('projects-folder', { projectId, folderId }),
      asset: (assetId) =>
        pathTo('view', { projectId, folderId: folders.get(assetId) ?? '', assetId }),
    };
  }, [edges, data.project.id]);
  if (edges.length === 0) {
    return (
      <EmptyState py={60} icon={<IconFilter size={32} />} title={text.empty}>
        {text.emptyHint}
      </EmptyState>
    );
  }
  const placeOf = (path: readonly { name: string }[]) =>
    path.length === 0 ? text.topLevel : path.map((folder) => folder.name).join(text.pathSeparator);
  const loadMore = () =>
    loadNext(COLLECTION_PAGE, { onComplete: (error) => error && notify.failure(text.loadFailed) });
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {text.assetCount(data.assets.totalCount)}
      </Text>
      <FolderPathsProvider value={paths}>
        <FolderTable columns={columns}>
          {edges.map(({ node, path }) => (
            <AssetRow key={node.id} asset={node} place={placeOf(path)} />
          ))}
        </FolderTable>
      </FolderPathsProvider>
      {hasNext && (
        <Button variant="default" loading={isLoadingNext} onClick={loadMore} w="fit-content">
          {text.loadMore}
        </Button>
      )}
    </Stack>
  );
}
