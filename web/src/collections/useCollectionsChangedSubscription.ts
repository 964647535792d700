import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useCollectionsChangedSubscription as CollectionsChanged } from '../__generated__/useCollectionsChangedSubscription.graphql.ts';
import { useDebouncedReload } from '../folders/folder-reload.ts';

/**
 * Live collections: while a collection of the project is open, its collections (their names and
 * searches) follow what the server says, and each change heard asks `reload` to read the
 * collection's assets again, debounced as the folder list's reloads are.
 */
export function useCollectionsChangedSubscription(projectId: string, reload: () => void) {
  const debounced = useDebouncedReload(reload);
  const config = useMemo<GraphQLSubscriptionConfig<CollectionsChanged>>(
    () => ({
      subscription: graphql`
        subscription useCollectionsChangedSubscription($projectId: ID!) {
          collectionsChanged(projectId: $projectId) {
            id
            collections {
              id
              name
              definition
            }
          }
        }
      `,
      variables: { projectId },
      onNext: () => debounced.request(),
    }),
    [projectId, debounced],
  );
  useSubscription(config);
}
