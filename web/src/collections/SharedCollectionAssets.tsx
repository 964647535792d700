import { Button, EmptyState, Stack, Text } from '@mantine/core';
import { IconFolderOpen } from '@tabler/icons-react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SharedCollectionAssets_query$key } from '../__generated__/SharedCollectionAssets_query.graphql.ts';
import type { SharedCollectionAssetsPaginationQuery } from '../__generated__/SharedCollectionAssetsPaginationQuery.graphql.ts';
import { notify } from '../components/notify.tsx';
import { AssetRow } from '../folders/List/AssetRow.tsx';
import { FolderTable } from '../folders/List/FolderTable.tsx';
import { messages } from '../messages/messages.ts';
import { COLLECTION_PAGE } from './CollectionAssets.tsx';
import { useSharedLinkChangedSubscription } from './useSharedLinkChangedSubscription.ts';

const text = messages.collections;

/**
 * The assets of the collection a share link shares, as its visitor sees them: in its order, as
 * they match now, Load More while there are more; live, read again as they change. The rows open
 * the link's viewer (the surrounding FolderPathsProvider says where).
 */
export function SharedCollectionAssets(props: { query: SharedCollectionAssets_query$key }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    SharedCollectionAssetsPaginationQuery,
    SharedCollectionAssets_query$key
  >(
    graphql`
      fragment SharedCollectionAssets_query on Query
      @refetchable(queryName: "SharedCollectionAssetsPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
      ) {
        sharedLink {
          collectionAssets(first: $count, after: $cursor)
            @connection(key: "SharedCollectionAssets_collectionAssets") {
            totalCount
            edges {
              node {
                id
                ...AssetRow_asset
              }
            }
          }
        }
      }
    `,
    props.query,
  );
  useSharedLinkChangedSubscription(() =>
    refetch({ count: COLLECTION_PAGE }, { fetchPolicy: 'network-only' }),
  );
  const { edges, totalCount } = data.sharedLink.collectionAssets;
  if (edges.length === 0) {
    return (
      <EmptyState py={60} icon={<IconFolderOpen size={32} />} title={messages.folders.empty} />
    );
  }
  const loadMore = () =>
    loadNext(COLLECTION_PAGE, { onComplete: (error) => error && notify.failure(text.loadFailed) });
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {text.assetCount(totalCount)}
      </Text>
      <FolderTable>
        {edges.map(({ node }) => (
          <AssetRow key={node.id} asset={node} />
        ))}
      </FolderTable>
      {hasNext && (
        <Button variant="default" loading={isLoadingNext} onClick={loadMore} w="fit-content">
          {text.loadMore}
        </Button>
      )}
    </Stack>
  );
}
