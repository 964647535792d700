import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useFolderThumbnailSubscription as FolderThumbnail } from '../__generated__/useFolderThumbnailSubscription.graphql.ts';

/**
 * `folderThumbnail` of access-and-shell section 4: a child folder of the open folder has a new
 * picture (its first asset got one); its row shows it at once, without reloading the folder.
 */
export function useFolderThumbnailSubscription(folderId: string) {
  const config = useMemo<GraphQLSubscriptionConfig<FolderThumbnail>>(
    () => ({
      subscription: graphql`
        subscription useFolderThumbnailSubscription($folderId: ID!) {
          folderThumbnail(folderId: $folderId) {
            id
            thumbnailUrl
          }
        }
      `,
      variables: { folderId },
    }),
    [folderId],
  );
  useSubscription(config);
}
