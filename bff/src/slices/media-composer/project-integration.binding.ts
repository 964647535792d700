import { bindAggregate } from '@rushes/events';
import { deliveriesProjection } from './deliveries.projection.ts';
import { projectIntegrationDecider } from './project-integration.decider.ts';

/** A project's integrations, on `project_integration.<projectId>`; the answer reads them. */
export const projectIntegrationCommands = bindAggregate({
  stream: 'project_integration',
  decider: projectIntegrationDecider,
  readModels: [deliveriesProjection],
});
