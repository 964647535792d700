import { fetchQuery, graphql, requestSubscription } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { relayJobFeedJobsQuery } from '../__generated__/relayJobFeedJobsQuery.graphql.ts';
import type { relayJobFeedSubscription } from '../__generated__/relayJobFeedSubscription.graphql.ts';
import { readJobSnapshot } from './job-snapshot.ts';
import type { JobFeed } from './job-watcher.ts';

/**
 * `jobUpdated(projectId)` and the `jobs` query. Both bring the job's asset with what its row
 * shows, so a finished job's thumbnail and sprite reach the folder list with the update that
 * finishes it. (The tags sit inside the function: only the Relay build transforms them, and
 * component tests import this module without it.)
 */
export function createRelayJobFeed(environment: Environment): JobFeed {
  const subscription = graphql`
    subscription relayJobFeedSubscription($projectId: ID!) {
      jobUpdated(projectId: $projectId) {
        ...jobSnapshot_job
        asset {
          id
          ...AssetRow_asset
        }
      }
    }
  `;

  const jobsQuery = graphql`
    query relayJobFeedJobsQuery($projectId: ID!, $updatedAfter: DateTime) {
      jobs(projectId: $projectId, updatedAfter: $updatedAfter) {
        ...jobSnapshot_job
        asset {
          id
          ...AssetRow_asset
        }
      }
    }
  `;

  return {
    subscribe(projectId, onJob, onEnd) {
      const disposable = requestSubscription<relayJobFeedSubscription>(environment, {
        subscription,
        variables: { projectId },
        onNext: (response) => {
          if (response) onJob(readJobSnapshot(response.jobUpdated));
        },
        onError: onEnd,
        onCompleted: onEnd,
      });
      return () => disposable.dispose();
    },
    async fetchJobs(projectId, updatedAfter) {
      const response = await fetchQuery<relayJobFeedJobsQuery>(
        environment,
        jobsQuery,
        { projectId, updatedAfter },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return response ? response.jobs.map(readJobSnapshot) : [];
    },
  };
}
