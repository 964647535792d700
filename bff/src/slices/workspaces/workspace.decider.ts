import {
  type Decider,
  DomainError,
  type NameReservation,
  type WorkspaceEvent,
  workspaceCreated,
} from '@rushes/events';
import { invalid, nameKey } from '../validation.ts';

export interface CreateWorkspace {
  type: 'CreateWorkspace';
  workspaceId: string;
  name: string;
  isDefault: boolean;
}

/** `userId` is null when the caller named no user that exists. */
export interface AddWorkspaceAdmin {
  type: 'AddWorkspaceAdmin';
  workspaceId: string;
  userId: string | null;
}

export interface RemoveWorkspaceAdmin {
  type: 'RemoveWorkspaceAdmin';
  workspaceId: string;
  userId: string | null;
}

export type WorkspaceCommand = CreateWorkspace | AddWorkspaceAdmin | RemoveWorkspaceAdmin;

export interface WorkspaceState {
  created: boolean;
  admins: readonly string[];
}

const noWorkspace = () =>
  new DomainError('NOT_FOUND', { field: 'workspaceId', entity: 'workspace' });
const noUser = () => new DomainError('NOT_FOUND', { field: 'userId', entity: 'user' });

function createWorkspace(command: CreateWorkspace, state: WorkspaceState) {
  if (state.created) return [];
  const name = command.name.trim();
  if (name.length === 0) return invalid('name', 'required');
  const { workspaceId: id, isDefault } = command;
  return [{ type: 'workspace.created' as const, data: { id, name, isDefault } }];
}

function addAdmin({ workspaceId, userId }: AddWorkspaceAdmin, state: WorkspaceState) {
  if (!state.created) return noWorkspace();
  if (userId === null) return noUser();
  if (state.admins.includes(userId)) return [];
  return [{ type: 'workspace_admin.added' as const, data: { workspaceId, userId } }];
}

function removeAdmin({ workspaceId, userId }: RemoveWorkspaceAdmin, state: WorkspaceState) {
  if (!state.created) return noWorkspace();
  if (userId === null || !state.admins.includes(userId)) {
    return new DomainError('NOT_FOUND', { field: 'userId', entity: 'workspaceAdmin' });
  }
  return [{ type: 'workspace_admin.removed' as const, data: { workspaceId, userId } }];
}

/** A workspace (stream `workspace.<id>`) and its admins. */
export const workspaceDecider: Decider<WorkspaceCommand, WorkspaceState, WorkspaceEvent> = {
  initialState: { created: false, admins: [] },
  decide(command, state) {
    switch (command.type) {
      case 'CreateWorkspace':
        return createWorkspace(command, state);
      case 'AddWorkspaceAdmin':
        return addAdmin(command, state);
      case 'RemoveWorkspaceAdmin':
        return removeAdmin(command, state);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'workspace.created':
        return { ...state, created: true };
      case 'workspace_admin.added':
        return { ...state, admins: [...state.admins, event.data.userId] };
      case 'workspace_admin.removed':
        return { ...state, admins: state.admins.filter((id) => id !== event.data.userId) };
    }
  },
};

/** Workspace names are unique across Rushes, whatever their case. */
export const workspaceReservations = (events: WorkspaceEvent[]): NameReservation[] =>
  events.filter(workspaceCreated.is).map((event) => ({
    scope: 'workspace-name',
    key: nameKey(event.data.name),
    owner: event.data.id,
    conflict: { field: 'name', entity: 'workspace' },
  }));
