import { bindAggregate } from '@rushes/events';
import { workspaceDecider, workspaceReleases, workspaceReservations } from './workspace.decider.ts';
import { workspacesProjection } from './workspace.projection.ts';

/**
 * A workspace's commands, on `workspace.<id>`: names unique across Rushes. A deletion waits for
 * every read model (the deleted workspace's projects move in the projects' model).
 */
export const workspaceCommands = bindAggregate({
  stream: 'workspace',
  decider: workspaceDecider,
  reserve: workspaceReservations,
  release: workspaceReleases,
  readModels: (command) => (command.type === 'DeleteWorkspace' ? 'every' : [workspacesProjection]),
});
