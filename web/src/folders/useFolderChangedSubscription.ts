import { useEffect, useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useFolderChangedSubscription as FolderChanged } from '../__generated__/useFolderChangedSubscription.graphql.ts';
import type { useFolderChangedSubscriptionReloadQuery as ReloadQuery } from '../__generated__/useFolderChangedSubscriptionReloadQuery.graphql.ts';
import { reloadFolderLists } from './folder-list-reload.ts';
import { debouncedReload } from './folder-reload.ts';

const reloadQuery = graphql`
  query useFolderChangedSubscriptionReloadQuery($folderId: ID!) {
    folder(id: $folderId) {
      id
      # the list's columns and the sidebar's Comments tab follow what the folder holds
      hasCircledTakes
      hasSlates
      hasReviewStatuses
      hasComments
      ...FolderBreadcrumb_folder
      ...FolderInspector_folder
    }
  }
`;

/**
 * Live folder (`reloadFolder` of access-and-shell section 4): while the folder is open, and so
 * no asset is (the viewer is another page), each `folderChanged` asks for a reload of the folder,
 * debounced 1000 ms: its details, and its list's loaded rows in the list's order and filter, so
 * what someone else adds appears without a reload of the page. Leaving the folder drops a pending
 * reload.
 */
export function useFolderChangedSubscription(folderId: string) {
  const environment = useRelayEnvironment();
  const reload = useMemo(
    () =>
      debouncedReload(() => {
        reloadFolderLists(folderId);
        fetchQuery<ReloadQuery>(
          environment,
          reloadQuery,
          { folderId },
          {
            fetchPolicy: 'network-only',
          },
        ).subscribe({ error: () => {} }); // the next change tries again
      }),
    [environment, folderId],
  );
  useEffect(() => reload.cancel, [reload]);
  const config = useMemo<GraphQLSubscriptionConfig<FolderChanged>>(
    () => ({
      subscription: graphql`
        subscription useFolderChangedSubscription($folderId: ID!) {
          folderChanged(folderId: $folderId) {
            id
          }
        }
      `,
      variables: { folderId },
      onNext: () => reload.request(),
    }),
    [folderId, reload],
  );
  useSubscription(config);
}
