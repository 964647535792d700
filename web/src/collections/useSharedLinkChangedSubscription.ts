import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useSharedLinkChangedSubscription as SharedLinkChanged } from '../__generated__/useSharedLinkChangedSubscription.graphql.ts';
import { useDebouncedReload } from '../folders/folder-reload.ts';

/**
 * A shared collection live for its visitor: each change the server tells of its assets asks
 * `reload` to read them again, debounced as the folder list's reloads are.
 */
export function useSharedLinkChangedSubscription(reload: () => void) {
  const debounced = useDebouncedReload(reload);
  const config = useMemo<GraphQLSubscriptionConfig<SharedLinkChanged>>(
    () => ({
      subscription: graphql`
        subscription useSharedLinkChangedSubscription {
          sharedLinkChanged {
            name
          }
        }
      `,
      variables: {},
      onNext: () => debounced.request(),
    }),
    [debounced],
  );
  useSubscription(config);
}
