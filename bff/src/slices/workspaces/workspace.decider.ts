import type { Decider, NameReservation, WorkspaceEvent } from '@rushes/events';
import { invalid, nameKey } from '../validation.ts';

export interface CreateWorkspace {
  type: 'CreateWorkspace';
  workspaceId: string;
  name: string;
  isDefault: boolean;
}

export type WorkspaceCommand = CreateWorkspace;

export interface WorkspaceState {
  created: boolean;
}

function createWorkspace(command: CreateWorkspace, state: WorkspaceState) {
  if (state.created) return [];
  const name = command.name.trim();
  if (name.length === 0) return invalid('name', 'required');
  const { workspaceId: id, isDefault } = command;
  return [{ type: 'workspace.created' as const, data: { id, name, isDefault } }];
}

export const workspaceDecider: Decider<WorkspaceCommand, WorkspaceState, WorkspaceEvent> = {
  initialState: { created: false },
  decide(command, state) {
    switch (command.type) {
      case 'CreateWorkspace':
        return createWorkspace(command, state);
    }
  },
  evolve(_state, event) {
    switch (event.type) {
      case 'workspace.created':
        return { created: true };
    }
  },
};

/** Workspace names are unique across Rushes, whatever their case. */
export const workspaceReservations = (events: WorkspaceEvent[]): NameReservation[] =>
  events.map((event) => ({
    scope: 'workspace-name',
    key: nameKey(event.data.name),
    owner: event.data.id,
    conflict: { field: 'name', entity: 'workspace' },
  }));
