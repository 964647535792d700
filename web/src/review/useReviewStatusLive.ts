import { useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useReviewStatusLiveQuery as StatusQuery } from '../__generated__/useReviewStatusLiveQuery.graphql.ts';
import type { useReviewStatusLiveSubscription as FolderChanged } from '../__generated__/useReviewStatusLiveSubscription.graphql.ts';

const statusQuery = graphql`
  query useReviewStatusLiveQuery($id: ID!) {
    node(id: $id) {
      ... on Version {
        reviewStatus {
          status
          setBy {
            name
          }
          setAt
        }
      }
    }
  }
`;

/**
 * Live review status in the viewer: a status set elsewhere announces a change of the asset's
 * folder (`folderChanged`), and the version's status is read again.
 */
export function useReviewStatusLive(folderId: string, versionId: string) {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<FolderChanged>>(
    () => ({
      subscription: graphql`
        subscription useReviewStatusLiveSubscription($folderId: ID!) {
          folderChanged(folderId: $folderId) {
            id
          }
        }
      `,
      variables: { folderId },
      onNext: () =>
        fetchQuery<StatusQuery>(
          environment,
          statusQuery,
          { id: versionId },
          { fetchPolicy: 'network-only' },
        ).subscribe({ error: () => {} }), // the next change reads it again
    }),
    [environment, folderId, versionId],
  );
  useSubscription(config);
}
