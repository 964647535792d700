import { bindAggregate, jobDecider } from '@rushes/events';
import { jobsProjection } from './job.projection.ts';

/** A transcoding job's commands from the BFF (cancel, retry), on `job.<id>`. */
export const jobCommands = bindAggregate({
  stream: 'job',
  decider: jobDecider,
  readModels: [jobsProjection],
});
