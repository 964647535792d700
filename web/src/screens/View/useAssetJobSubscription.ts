import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useAssetJobSubscription as JobUpdated } from '../../__generated__/useAssetJobSubscription.graphql.ts';

/**
 * Live processing in the viewer: each job update of the project brings the job's asset as the
 * view shows it, so the store itself takes the progress, the first playable level, the full
 * ladder once the job ends, and a newer version of the asset (`version`, the number of the one
 * shown, null for the newest). Nothing is refetched.
 */
export function useAssetJobSubscription(projectId: string, version: number | null): void {
  const config = useMemo<GraphQLSubscriptionConfig<JobUpdated>>(
    () => ({
      subscription: graphql`
        subscription useAssetJobSubscription($projectId: ID!, $version: Int) {
          jobUpdated(projectId: $projectId) {
            asset {
              ...ViewScreen_asset
            }
          }
        }
      `,
      variables: { projectId, version },
    }),
    [projectId, version],
  );
  useSubscription(config);
}
