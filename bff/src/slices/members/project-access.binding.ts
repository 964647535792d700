import { bindAggregate } from '@rushes/events';
import { projectAccessDecider } from './project-access.decider.ts';
import { projectAccessProjection } from './project-access.projection.ts';

/** Who may do what in a project, on `project_access.<projectId>`. */
export const projectAccessCommands = bindAggregate({
  stream: 'project_access',
  decider: projectAccessDecider,
  readModels: [projectAccessProjection],
});
