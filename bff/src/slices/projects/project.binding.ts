import { bindAggregate } from '@rushes/events';
import { projectDecider, projectReleases, projectReservations } from './project.decider.ts';

/**
 * A project's commands, on `project.<id>`: titles unique in their workspace. The answers read the
 * project and its root folder, which the folders' model makes, so every read model is waited for.
 */
export const projectCommands = bindAggregate({
  stream: 'project',
  decider: projectDecider,
  reserve: projectReservations,
  release: projectReleases,
  readModels: 'every',
});
