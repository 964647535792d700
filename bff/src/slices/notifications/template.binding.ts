import { bindAggregate } from '@rushes/events';
import { templateDecider } from './template.decider.ts';
import { templatesProjection } from './template.projection.ts';

/** A project's notification templates' commands, on `project-templates.<projectId>`. */
export const templateCommands = bindAggregate({
  stream: 'project-templates',
  decider: templateDecider,
  readModels: [templatesProjection],
});
