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
      # the list's columns, the inspector and Edit Fields follow the workspace's custom fields
      customFields {
        id
        name
        type
        options
        required
        shownInList
      }
      ...FolderBreadcrumb_folder
      ...FolderInspector_folder
    }
  }
`;

/**
 * Live folder (`reloadFolder` of access-and-shell section 4): while the folder is open, and so
 * no asset is (the viewer is another page), each `folderChanged` asks for a reload of the folder,
 * debounced 1000 ms: its details and its workspace's custom fields, then its list's loaded rows in
 * the list's order and filter (the rows' values name the fields just read), so what someone else
 * adds or defines appears without a reload of the page. Leaving the folder drops a pending
 * reload.
 */
export function useFolderChangedSubscription(folderId: string) {
  const environment = useRelayEnvironment();
  const reload = useMemo(
    () =>
      debouncedReload(() => {
        const reloadLists = () => reloadFolderLists(folderId);
        const options = { fetchPolicy: 'network-only' } as const;
        // failed, the lists reload all the same; the next change tries the folder again
        fetchQuery<ReloadQuery>(environment, reloadQuery, { folderId }, options).subscribe({
          complete: reloadLists,
          error: reloadLists,
        });
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
