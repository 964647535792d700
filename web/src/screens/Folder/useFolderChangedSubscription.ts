import { useEffect, useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useFolderChangedSubscription as FolderChanged } from '../../__generated__/useFolderChangedSubscription.graphql.ts';
import type { useFolderChangedSubscriptionReloadQuery as ReloadQuery } from '../../__generated__/useFolderChangedSubscriptionReloadQuery.graphql.ts';
import { debouncedReload } from './folder-reload.ts';

const reloadQuery = graphql`
  query useFolderChangedSubscriptionReloadQuery($folderId: ID!) {
    folder(id: $folderId) {
      id
      ...FolderBreadcrumb_folder
      ...FolderList_folder
      ...FolderInspector_folder
    }
  }
`;

/**
 * Live folder (`reloadFolder` of access-and-shell section 4): while the folder is open, and so
 * no asset is (the viewer is another page), each `folderChanged` asks for a reload of the folder,
 * debounced 1000 ms; the answer replaces its children and assets in the store, so what someone
 * else adds appears without a reload of the page. Leaving the folder drops a pending reload.
 */
export function useFolderChangedSubscription(folderId: string) {
  const environment = useRelayEnvironment();
  const reload = useMemo(
    () =>
      debouncedReload(() => {
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
