import { useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useVersionJobSubscription as JobUpdated } from '../../__generated__/useVersionJobSubscription.graphql.ts';

interface Watch {
  projectId: string;
  assetId: string;
  versionId: string;
  /** No playable level yet: every update may bring the first one. */
  waiting: boolean;
  reload: () => void;
}

const FINISHED = new Set(['COMPLETED', 'FAILED', 'CANCELLED']);

/**
 * Follows the project's jobs: the job's own record updates itself (the progress shown while
 * transcoding); the asset reloads while no level is playable, when the job ends (the full
 * ladder), and when a job of a newer version of the asset appears.
 */
export function useVersionJobSubscription(watch: Watch): void {
  const latest = useRef(watch);
  latest.current = watch;
  const config = useMemo<GraphQLSubscriptionConfig<JobUpdated>>(
    () => ({
      subscription: graphql`
        subscription useVersionJobSubscription($projectId: ID!) {
          jobUpdated(projectId: $projectId) {
            id
            state
            progress
            reason
            asset {
              id
            }
            version {
              id
            }
          }
        }
      `,
      variables: { projectId: watch.projectId },
      onNext(response) {
        const job = response?.jobUpdated;
        const { assetId, versionId, waiting, reload } = latest.current;
        if (!job || job.asset.id !== assetId) return;
        if (job.version.id !== versionId || waiting || FINISHED.has(job.state)) reload();
      },
    }),
    [watch.projectId],
  );
  useSubscription(config);
}
