import { useEffect, useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useLiveFeedSubscription as FolderChanged } from '../../../__generated__/useLiveFeedSubscription.graphql.ts';
import { debouncedReload } from '../../../folders/folder-reload.ts';

/**
 * A Live asset's feeds starting and ending, heard as changes of its folder (`folderChanged`):
 * each, debounced as the folder screen's are, reads the asset again, so its feed plays as it
 * starts, and plays on whole when it ends, without a reload of the page.
 */
export function useLiveFeedSubscription(folderId: string, reload: () => void): void {
  const debounced = useMemo(() => debouncedReload(reload), [reload]);
  useEffect(() => debounced.cancel, [debounced]);
  const config = useMemo<GraphQLSubscriptionConfig<FolderChanged>>(
    () => ({
      subscription: graphql`
        subscription useLiveFeedSubscription($folderId: ID!) {
          folderChanged(folderId: $folderId) {
            id
          }
        }
      `,
      variables: { folderId },
      onNext: () => debounced.request(),
    }),
    [folderId, debounced],
  );
  useSubscription(config);
}
