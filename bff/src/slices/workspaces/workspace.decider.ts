import {
  type Decider,
  DomainError,
  type NameReservation,
  type WorkspaceEvent,
  type WorkspaceImageKind,
  workspaceCreated,
  workspaceDeleted,
  workspaceRenamed,
} from '@rushes/events';
import { isImageType } from '../images/image-type.ts';
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

export interface RenameWorkspace {
  type: 'RenameWorkspace';
  workspaceId: string;
  name: string;
}

/** `projectIds`: the workspace's projects as the read model holds them, moved to the default. */
export interface DeleteWorkspace {
  type: 'DeleteWorkspace';
  workspaceId: string;
  defaultWorkspaceId: string;
  projectIds: readonly string[];
}

/** `contentType` is what the stored bytes are, as the caller checked them. */
export interface SetWorkspaceImage {
  type: 'SetWorkspaceImage';
  workspaceId: string;
  kind: WorkspaceImageKind;
  storageKey: string;
  contentType: string;
}

export interface RemoveWorkspaceImage {
  type: 'RemoveWorkspaceImage';
  workspaceId: string;
  kind: WorkspaceImageKind;
}

/** Turns drawing annotations on or off for the workspace's members. */
export interface SetWorkspaceAnnotations {
  type: 'SetWorkspaceAnnotations';
  workspaceId: string;
  enabled: boolean;
}

export type WorkspaceCommand =
  | CreateWorkspace
  | AddWorkspaceAdmin
  | RemoveWorkspaceAdmin
  | RenameWorkspace
  | DeleteWorkspace
  | SetWorkspaceImage
  | RemoveWorkspaceImage
  | SetWorkspaceAnnotations;

export interface WorkspaceState {
  created: boolean;
  deleted: boolean;
  isDefault: boolean;
  name: string;
  admins: readonly string[];
  /** The storage key of each image the workspace carries. */
  images: Readonly<Partial<Record<WorkspaceImageKind, string>>>;
  annotations: boolean;
}

const noWorkspace = () =>
  new DomainError('NOT_FOUND', { field: 'workspaceId', entity: 'workspace' });
const noUser = () => new DomainError('NOT_FOUND', { field: 'userId', entity: 'user' });
const exists = (state: WorkspaceState) => state.created && !state.deleted;

function createWorkspace(command: CreateWorkspace, state: WorkspaceState) {
  if (state.created) return [];
  const name = command.name.trim();
  if (name.length === 0) return invalid('name', 'required');
  const { workspaceId: id, isDefault } = command;
  return [{ type: 'workspace.created' as const, data: { id, name, isDefault } }];
}

function addAdmin({ workspaceId, userId }: AddWorkspaceAdmin, state: WorkspaceState) {
  if (!exists(state)) return noWorkspace();
  if (userId === null) return noUser();
  if (state.admins.includes(userId)) return [];
  return [{ type: 'workspace_admin.added' as const, data: { workspaceId, userId } }];
}

function removeAdmin({ workspaceId, userId }: RemoveWorkspaceAdmin, state: WorkspaceState) {
  if (!exists(state)) return noWorkspace();
  if (userId === null || !state.admins.includes(userId)) {
    return new DomainError('NOT_FOUND', { field: 'userId', entity: 'workspaceAdmin' });
  }
  return [{ type: 'workspace_admin.removed' as const, data: { workspaceId, userId } }];
}

function rename({ workspaceId: id, name: sent }: RenameWorkspace, state: WorkspaceState) {
  if (!exists(state)) return noWorkspace();
  const name = sent.trim();
  if (name.length === 0) return invalid('name', 'required');
  if (name === state.name) return [];
  return [{ type: 'workspace.renamed' as const, data: { id, name } }];
}

function remove(command: DeleteWorkspace, state: WorkspaceState) {
  if (!exists(state)) return noWorkspace();
  if (state.isDefault) {
    return new DomainError('STATE_CONFLICT', {
      field: 'id',
      entity: 'workspace',
      state: 'default',
    });
  }
  const { workspaceId: id, defaultWorkspaceId } = command;
  const data = { id, defaultWorkspaceId, projectIds: [...command.projectIds] };
  return [{ type: 'workspace.deleted' as const, data }];
}

function setImage(command: SetWorkspaceImage, state: WorkspaceState) {
  if (!exists(state)) return noWorkspace();
  if (!isImageType(command.contentType)) return invalid('file', 'imageType');
  const { workspaceId: id, kind, storageKey, contentType } = command;
  if (state.images[kind] === storageKey) return [];
  return [{ type: 'workspace.image_set' as const, data: { id, kind, storageKey, contentType } }];
}

function removeImage({ workspaceId: id, kind }: RemoveWorkspaceImage, state: WorkspaceState) {
  if (!exists(state)) return noWorkspace();
  if (state.images[kind] === undefined) return [];
  return [{ type: 'workspace.image_removed' as const, data: { id, kind } }];
}

function setAnnotations(
  { workspaceId: id, enabled }: SetWorkspaceAnnotations,
  state: WorkspaceState,
) {
  if (!exists(state)) return noWorkspace();
  if (state.annotations === enabled) return [];
  return [{ type: 'workspace.annotations_set' as const, data: { id, enabled } }];
}

/** A workspace (stream `workspace.<id>`): its name, admins, branding and its end. */
export const workspaceDecider: Decider<WorkspaceCommand, WorkspaceState, WorkspaceEvent> = {
  initialState: {
    created: false,
    deleted: false,
    isDefault: false,
    name: '',
    admins: [],
    images: {},
    annotations: false,
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateWorkspace':
        return createWorkspace(command, state);
      case 'AddWorkspaceAdmin':
        return addAdmin(command, state);
      case 'RemoveWorkspaceAdmin':
        return removeAdmin(command, state);
      case 'RenameWorkspace':
        return rename(command, state);
      case 'DeleteWorkspace':
        return remove(command, state);
      case 'SetWorkspaceImage':
        return setImage(command, state);
      case 'RemoveWorkspaceImage':
        return removeImage(command, state);
      case 'SetWorkspaceAnnotations':
        return setAnnotations(command, state);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'workspace.created':
        return { ...state, created: true, isDefault: event.data.isDefault, name: event.data.name };
      case 'workspace_admin.added':
        return { ...state, admins: [...state.admins, event.data.userId] };
      case 'workspace_admin.removed':
        return { ...state, admins: state.admins.filter((id) => id !== event.data.userId) };
      case 'workspace.renamed':
        return { ...state, name: event.data.name };
      case 'workspace.deleted':
        return { ...state, deleted: true };
      case 'workspace.image_set':
        return { ...state, images: { ...state.images, [event.data.kind]: event.data.storageKey } };
      case 'workspace.image_removed': {
        const { [event.data.kind]: _removed, ...images } = state.images;
        return { ...state, images };
      }
      case 'workspace.annotations_set':
        return { ...state, annotations: event.data.enabled };
    }
  },
};

const nameOf = (name: string, owner: string): NameReservation => ({
  scope: 'workspace-name',
  key: nameKey(name),
  owner,
  conflict: { field: 'name', entity: 'workspace' },
});

/** The name a created or renamed workspace claims, unless it holds it already (beyond case). */
function claimed(event: WorkspaceEvent, state: WorkspaceState): NameReservation[] {
  if (workspaceCreated.is(event)) return [nameOf(event.data.name, event.data.id)];
  if (!workspaceRenamed.is(event) || nameKey(event.data.name) === nameKey(state.name)) return [];
  return [nameOf(event.data.name, event.data.id)];
}

/** Workspace names are unique across Rushes, whatever their case. */
export const workspaceReservations = (events: WorkspaceEvent[], state: WorkspaceState) =>
  events.flatMap((event) => claimed(event, state));

/** The name a renamed or deleted workspace gives up, for another workspace to take. */
export const workspaceReleases = (events: WorkspaceEvent[], state: WorkspaceState) =>
  events.flatMap((event) =>
    workspaceDeleted.is(event) || (workspaceRenamed.is(event) && claimed(event, state).length > 0)
      ? [nameOf(state.name, event.data.id)]
      : [],
  );
