import {
  type Decider,
  DomainError,
  type NameReservation,
  type ProjectDetailsChanged,
  type ProjectEvent,
  projectCreated,
  projectDeleted,
  projectDetailsChanged,
  type SlateFormat,
  slateFormats,
} from '@rushes/events';
import { invalid, nameKey } from '../validation.ts';
import {
  changeTransferServer,
  initialStorage,
  type ProjectStorage,
  type TransferServerChange,
} from './project-transfer-server.ts';
import {
  type ChangeProjectLook,
  changeLook,
  initialLook,
  overlayOf,
  type ProjectLook,
  type SetProjectOverlayImage,
  setOverlayImage,
  watermarksOf,
} from './project-watermarks.ts';

/**
 * `workspaceId` and `managerId` are null when the caller named no workspace or user that exists;
 * `storagePrefix` (the storage's) when the caller had to choose a storage and chose none the
 * deployment has. `rootFolderId` is chosen with the project: the root folder is part of this
 * decision. `transferServer` is the deployment's for the storage, null when it has none.
 */
export interface CreateProject {
  type: 'CreateProject';
  projectId: string;
  rootFolderId: string;
  name: string;
  workspaceId: string | null;
  managerId: string | null;
  storagePrefix: string | null;
  transferServer: string | null;
}

/** The details a caller sent; a missing one stays as it is. */
export type ProjectDetails = Partial<Omit<ProjectDetailsChanged['data'], 'id'>>;

/**
 * `managerId` is null when the caller named a manager that does not exist; `transferServer`,
 * a superuser's change of it, is left out when the caller sent none.
 */
export interface UpdateProject {
  type: 'UpdateProject';
  projectId: string;
  details: Omit<ProjectDetails, 'managerId'> & { managerId?: string | null };
  transferServer?: TransferServerChange;
}

export interface ChangeProjectSettings {
  type: 'ChangeProjectSettings';
  projectId: string;
  slateFormat: string;
}

/** `workspaceId` is null when the caller named no workspace they may reach. */
export interface ChangeProjectWorkspace {
  type: 'ChangeProjectWorkspace';
  projectId: string;
  workspaceId: string | null;
}

export interface DeleteProject {
  type: 'DeleteProject';
  projectId: string;
}

export type ProjectCommand =
  | CreateProject
  | UpdateProject
  | ChangeProjectSettings
  | ChangeProjectLook
  | SetProjectOverlayImage
  | ChangeProjectWorkspace
  | DeleteProject;

type Details = Required<ProjectDetails>;

export interface ProjectState {
  created: boolean;
  deleted: boolean;
  workspaceId: string;
  details: Details;
  slateFormat: SlateFormat;
  look: ProjectLook;
  storage: ProjectStorage;
}

const noProject = () => new DomainError('NOT_FOUND', { field: 'id', entity: 'project' });

function createProject(command: CreateProject, state: ProjectState) {
  if (state.created) return [];
  const name = command.name.trim();
  const { projectId: id, rootFolderId, workspaceId, managerId } = command;
  const { storagePrefix, transferServer } = command;
  if (name.length === 0) return invalid('name', 'required');
  if (!workspaceId) return invalid('workspaceId', 'required');
  if (!managerId) return invalid('managerId', 'required');
  if (storagePrefix === null) return invalid('storagePrefix', 'required');
  const data = { id, workspaceId, name, managerId, rootFolderId, storagePrefix, transferServer };
  return [{ type: 'project.created' as const, data }];
}

/** A calendar day that exists, as YYYY-MM-DD: 2026-02-30 is not one. */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The sent details trimmed, or the first rule one breaks. */
function cleanDetails(details: UpdateProject['details']): ProjectDetails | DomainError {
  const clean: ProjectDetails = {};
  if (details.name !== undefined) {
    clean.name = details.name.trim();
    if (clean.name.length === 0) return invalid('name', 'required');
  }
  for (const field of ['production', 'director', 'dop'] as const) {
    const value = details[field];
    if (value !== undefined) clean[field] = value.trim();
  }
  if (details.managerId === null) return invalid('managerId', 'required');
  if (details.managerId !== undefined) clean.managerId = details.managerId;
  if (details.crew !== undefined) {
    clean.crew = details.crew.map((name) => name.trim()).filter((name) => name.length > 0);
  }
  for (const field of ['shootingStart', 'shootingEnd'] as const) {
    const value = details[field];
    if (value === undefined) continue;
    const day = value === null ? '' : value.trim();
    if (day !== '' && !isDay(day)) return invalid(field, 'date');
    clean[field] = day === '' ? null : day;
  }
  return clean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function updateProject(command: UpdateProject, state: ProjectState) {
  const { projectId: id, details, transferServer } = command;
  if (!state.created || state.deleted) return noProject();
  const clean = cleanDetails(details);
  if (clean instanceof DomainError) return clean;
  const server = transferServer ? changeTransferServer(id, transferServer, state.storage) : [];
  if (server instanceof DomainError) return server;
  const changed = Object.fromEntries(
    Object.entries(clean).filter(
      ([field, value]) => !same(state.details[field as keyof Details], value),
    ),
  );
  if (Object.keys(changed).length === 0) return server;
  return [{ type: 'project.details_changed' as const, data: { id, ...changed } }, ...server];
}

const isSlateFormat = (text: string): text is SlateFormat =>
  (slateFormats as readonly string[]).includes(text);

function changeSettings(
  { projectId: id, slateFormat }: ChangeProjectSettings,
  state: ProjectState,
) {
  if (!state.created || state.deleted) return noProject();
  if (!isSlateFormat(slateFormat)) return invalid('slateFormat', 'oneOf');
  if (slateFormat === state.slateFormat) return [];
  return [{ type: 'project.settings_changed' as const, data: { id, slateFormat } }];
}

function changeWorkspace(
  { projectId: id, workspaceId }: ChangeProjectWorkspace,
  state: ProjectState,
) {
  if (!state.created || state.deleted) return noProject();
  if (!workspaceId) return invalid('workspaceId', 'required');
  if (workspaceId === state.workspaceId) return [];
  const data = { id, workspaceId, fromWorkspaceId: state.workspaceId };
  return [{ type: 'project.workspace_changed' as const, data }];
}

function deleteProject({ projectId: id }: DeleteProject, state: ProjectState) {
  if (!state.created) return noProject();
  if (state.deleted) return [];
  return [{ type: 'project.deleted' as const, data: { id } }];
}

const noDetails: Details = {
  name: '',
  production: '',
  director: '',
  dop: '',
  managerId: '',
  crew: [],
  shootingStart: null,
  shootingEnd: null,
};

/** A project (stream `project.<id>`): its details, settings, workspace, and its end. */
export const projectDecider: Decider<ProjectCommand, ProjectState, ProjectEvent> = {
  initialState: {
    created: false,
    deleted: false,
    workspaceId: '',
    details: noDetails,
    slateFormat: 'SCENE_SHOT_TAKE',
    look: initialLook,
    storage: initialStorage,
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateProject':
        return createProject(command, state);
      case 'UpdateProject':
        return updateProject(command, state);
      case 'ChangeProjectSettings':
        return changeSettings(command, state);
      case 'ChangeProjectLook':
        return state.created && !state.deleted ? changeLook(command, state.look) : noProject();
      case 'SetProjectOverlayImage':
        return state.created && !state.deleted ? setOverlayImage(command) : noProject();
      case 'ChangeProjectWorkspace':
        return changeWorkspace(command, state);
      case 'DeleteProject':
        return deleteProject(command, state);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'project.created': {
        const { workspaceId, name, managerId, storagePrefix, transferServer } = event.data;
        const details = { ...noDetails, name, managerId };
        const storage = { storagePrefix, transferServer };
        return { ...state, created: true, workspaceId, details, storage };
      }
      case 'project.details_changed': {
        const { id: _id, ...changed } = event.data;
        return { ...state, details: { ...state.details, ...changed } };
      }
      case 'project.settings_changed':
        return { ...state, slateFormat: event.data.slateFormat };
      case 'project.watermarks_changed':
        return { ...state, look: { ...state.look, watermarks: watermarksOf(event.data) } };
      case 'project.overlay_changed':
        return { ...state, look: { ...state.look, overlay: overlayOf(event.data) } };
      case 'project.overlay_image_set': {
        const { storageKey, contentType } = event.data;
        return { ...state, look: { ...state.look, overlayImage: { storageKey, contentType } } };
      }
      case 'project.transfer_server_changed': {
        const { transferServer } = event.data;
        return { ...state, storage: { ...state.storage, transferServer } };
      }
      case 'project.workspace_changed':
        return { ...state, workspaceId: event.data.workspaceId };
      case 'project.deleted':
        return { ...state, deleted: true };
    }
  },
};

const titleOf = (name: string, owner: string): NameReservation => ({
  scope: 'project-title',
  key: nameKey(name),
  owner,
  conflict: { field: 'name', entity: 'project' },
});

/** The title an event gives the project, when it differs (beyond case) from the one it holds. */
function newTitle(event: ProjectEvent, state: ProjectState): string | null {
  if (projectCreated.is(event)) return event.data.name;
  if (!projectDetailsChanged.is(event) || event.data.name === undefined) return null;
  return nameKey(event.data.name) === nameKey(state.details.name) ? null : event.data.name;
}

/** Project titles are unique across Rushes, whatever their case. */
export const projectReservations = (events: ProjectEvent[], state: ProjectState) =>
  events.flatMap((event) => {
    const title = newTitle(event, state);
    return title === null ? [] : [titleOf(title, event.data.id)];
  });

/** The title a renamed or deleted project gives up, for another project to take. */
export const projectReleases = (events: ProjectEvent[], state: ProjectState) =>
  events
    .filter(
      (event) =>
        projectDeleted.is(event) ||
        (projectDetailsChanged.is(event) && newTitle(event, state) !== null),
    )
    .map((event) => titleOf(state.details.name, event.data.id));
