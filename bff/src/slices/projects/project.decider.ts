import type { Decider, NameReservation, ProjectEvent } from '@rushes/events';
import { invalid, nameKey } from '../validation.ts';

/**
 * `workspaceId` and `managerId` are null when the caller named no workspace or user that exists.
 * `rootFolderId` is chosen with the project: the root folder is part of this decision.
 */
export interface CreateProject {
  type: 'CreateProject';
  projectId: string;
  rootFolderId: string;
  name: string;
  workspaceId: string | null;
  managerId: string | null;
}

export type ProjectCommand = CreateProject;

export interface ProjectState {
  created: boolean;
}

function createProject(command: CreateProject, state: ProjectState) {
  if (state.created) return [];
  const name = command.name.trim();
  const { projectId: id, rootFolderId, workspaceId, managerId } = command;
  if (name.length === 0) return invalid('name', 'required');
  if (!workspaceId) return invalid('workspaceId', 'required');
  if (!managerId) return invalid('managerId', 'required');
  const data = { id, workspaceId, name, managerId, rootFolderId };
  return [{ type: 'project.created' as const, data }];
}

export const projectDecider: Decider<ProjectCommand, ProjectState, ProjectEvent> = {
  initialState: { created: false },
  decide(command, state) {
    switch (command.type) {
      case 'CreateProject':
        return createProject(command, state);
    }
  },
  evolve(_state, event) {
    switch (event.type) {
      case 'project.created':
        return { created: true };
    }
  },
};

/** Project titles are unique across Rushes, whatever their case. */
export const projectReservations = (events: ProjectEvent[]): NameReservation[] =>
  events.map((event) => ({
    scope: 'project-title',
    key: nameKey(event.data.name),
    owner: event.data.id,
    conflict: { field: 'name', entity: 'project' },
  }));
