import { graphql, readInlineData } from 'react-relay';
import type { jobSnapshot_job$key } from '../__generated__/jobSnapshot_job.graphql.ts';
import type { JobSnapshot } from './operation.ts';

/**
 * A job as the upload list follows it: every subscription, query and mutation that brings a job
 * to the list spreads this one selection. (The tag sits inside the function: only the Relay
 * build transforms it, and tests import the upload modules without it.)
 */
export function readJobSnapshot(job: jobSnapshot_job$key): JobSnapshot {
  return readInlineData(
    graphql`
      fragment jobSnapshot_job on Job @inline {
        id
        state
        progress
        updatedAt
        reason
      }
    `,
    job,
  );
}
