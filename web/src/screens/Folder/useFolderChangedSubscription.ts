import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useFolderChangedSubscription as FolderChanged } from '../../__generated__/useFolderChangedSubscription.graphql.ts';

/**
 * Live folder: each `folderChanged` brings the folder with its first page of children, which
 * replaces the list in the store, so a folder someone else creates appears without a reload.
 */
export function useFolderChangedSubscription(folderId: string) {
  const config = useMemo<GraphQLSubscriptionConfig<FolderChanged>>(
    () => ({
      subscription: graphql`
        subscription useFolderChangedSubscription($folderId: ID!) {
          folderChanged(folderId: $folderId) {
            id
            ...FolderBreadcrumb_folder
            ...FolderList_folder
            ...FolderInspector_folder
          }
        }
      `,
      variables: { folderId },
    }),
    [folderId],
  );
  useSubscription(config);
}
