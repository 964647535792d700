import { Type } from '@sinclair/typebox';
import { projectTemplateReset, projectTemplateSaved } from '../catalogue/notification.events.ts';
import {
  projectCreated,
  projectDeleted,
  projectDetailsChanged,
  projectOverlayChanged,
  projectOverlayImageSet,
  projectSettingsChanged,
  projectTransferServerChanged,
  projectWatermarksChanged,
  projectWorkspaceChanged,
} from '../catalogue/project.events.ts';
import {
  folderPermissionRemoved,
  folderPermissionSet,
  projectMemberAdded,
  projectMemberRemoved,
  projectMemberRoleChanged,
  projectMemberSettingsChanged,
} from '../catalogue/project-access.events.ts';
import { privateEvent, publicEvent } from './public-event.ts';
import { id, oneOf, orNull, shape } from './public-schemas.ts';
import { subjects } from './subjects.ts';

const projectId = id('The project.');
const userId = id('The user.');
const folderId = id('The folder.');
const day = orNull(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' }));
const role = oneOf(['viewer', 'editor', 'supervisor'], "The member's role in the project.");

/** Projects, their members and who may do what in their folders. */
export const projectDecisions = [
  publicEvent(projectCreated, {
    name: 'project.created',
    summary: 'A project was created in a workspace, with its root folder.',
    versions: {
      1: shape('A new project.', {
        projectId,
        workspaceId: id('The workspace it is in.'),
        name: Type.String({ minLength: 1 }),
        managerId: id('The user who manages it.'),
        rootFolderId: id('Its top folder.'),
      }),
    },
    data: ({ id, workspaceId, name, managerId, rootFolderId }) => ({
      projectId: id,
      workspaceId,
      name,
      managerId,
      rootFolderId,
    }),
    subject: ({ id }) => subjects.project(id),
    owner: ({ id }) => ({ project: id }),
  }),
  publicEvent(projectDetailsChanged, {
    name: 'project.details_changed',
    summary: "A project's details changed: only the fields that changed are present.",
    versions: {
      1: shape('The details that changed; a missing field kept its value.', {
        projectId,
        name: Type.Optional(Type.String({ minLength: 1 })),
        production: Type.Optional(Type.String()),
        director: Type.Optional(Type.String()),
        dop: Type.Optional(Type.String({ description: 'The director of photography.' })),
        managerId: Type.Optional(id('The user who manages it.')),
        crew: Type.Optional(Type.Array(Type.String({ minLength: 1 }))),
        shootingStart: Type.Optional(day),
        shootingEnd: Type.Optional(day),
      }),
    },
    data: ({ id, ...details }) => ({ projectId: id, ...details }),
    subject: ({ id }) => subjects.project(id),
    owner: ({ id }) => ({ project: id }),
  }),
  publicEvent(projectSettingsChanged, {
    name: 'project.settings_changed',
    summary: "A project's settings changed.",
    versions: {
      1: shape("The project's settings.", {
        projectId,
        slateFormat: oneOf(
          ['EPISODE_SCENE_TAKE', 'SCENE_SHOT_TAKE', 'SCENE_TAKE', 'SCENE_TAKE_CAMERA_ANGLE'],
          "How a take's slate is shown.",
        ),
      }),
    },
    data: ({ id, slateFormat }) => ({ projectId: id, slateFormat }),
    subject: ({ id }) => subjects.project(id),
    owner: ({ id }) => ({ project: id }),
  }),
  publicEvent(projectWorkspaceChanged, {
    name: 'project.workspace_changed',
    summary: 'A project moved to another workspace, with its folders and media.',
    versions: {
      1: shape('The workspace the project left and the one it is in now.', {
        projectId,
        workspaceId: id('The workspace it is in now.'),
        fromWorkspaceId: id('The workspace it left.'),
      }),
    },
    data: ({ id, workspaceId, fromWorkspaceId }) => ({
      projectId: id,
      workspaceId,
      fromWorkspaceId,
    }),
    subject: ({ id }) => subjects.project(id),
    owner: ({ id }) => ({ project: id }),
  }),
  publicEvent(projectDeleted, {
    name: 'project.deleted',
    summary: 'A project was deleted, with its folders and assets.',
    versions: { 1: shape('The project that went.', { projectId }) },
    data: ({ id }) => ({ projectId: id }),
    subject: ({ id }) => subjects.project(id),
    owner: ({ id }) => ({ project: id }),
  }),
  privateEvent(
    projectWatermarksChanged,
    "How the player draws the project's watermark: presentation, not a fact about the media.",
  ),
  privateEvent(projectOverlayChanged, 'How the player draws the overlay image: presentation.'),
  privateEvent(projectOverlayImageSet, 'The overlay image is a storage key only the app serves.'),
  privateEvent(
    projectTransferServerChanged,
    "A deployment's transfer servers are its operator's configuration, not an integrator's.",
  ),
  privateEvent(projectTemplateSaved, "The text of the project's notification mails."),
  privateEvent(projectTemplateReset, "The text of the project's notification mails."),

  publicEvent(projectMemberAdded, {
    name: 'project.member_added',
    summary: 'A user became a member of a project.',
    versions: { 1: shape('The new member and their role.', { projectId, userId, role }) },
    data: ({ projectId, userId, role }) => ({ projectId, userId, role }),
    subject: ({ projectId }) => subjects.project(projectId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
  publicEvent(projectMemberRoleChanged, {
    name: 'project.member_role_changed',
    summary: "A project member's role changed.",
    versions: { 1: shape('The member and their new role.', { projectId, userId, role }) },
    data: ({ projectId, userId, role }) => ({ projectId, userId, role }),
    subject: ({ projectId }) => subjects.project(projectId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
  publicEvent(projectMemberRemoved, {
    name: 'project.member_removed',
    summary: 'A user left a project, with their folder permissions.',
    versions: { 1: shape('The member who left.', { projectId, userId }) },
    data: ({ projectId, userId }) => ({ projectId, userId }),
    subject: ({ projectId }) => subjects.project(projectId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
  privateEvent(
    projectMemberSettingsChanged,
    'Which notification mails a member chose to receive: their own preference.',
  ),
  publicEvent(folderPermissionSet, {
    name: 'folder.permission_set',
    summary: "A member's permissions on a folder and below it were set or replaced.",
    versions: {
      1: shape('What the member may do in the folder and below it, until another entry.', {
        projectId,
        folderId,
        userId,
        allowedTo: shape('What the entry allows.', {
          view: Type.Boolean(),
          edit: Type.Boolean(),
          download: Type.Boolean(),
          share: Type.Boolean(),
          comment: Type.Boolean(),
        }),
      }),
    },
    data: ({
      projectId,
      folderId,
      userId,
      allowedTo: { view, edit, download, share, comment },
    }) => ({
      projectId,
      folderId,
      userId,
      allowedTo: { view, edit, download, share, comment },
    }),
    subject: ({ folderId }) => subjects.folder(folderId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
  publicEvent(folderPermissionRemoved, {
    name: 'folder.permission_removed',
    summary: "A member's permissions on a folder were removed: the folder above decides again.",
    versions: { 1: shape('The entry that went.', { projectId, folderId, userId }) },
    data: ({ projectId, folderId, userId }) => ({ projectId, folderId, userId }),
    subject: ({ folderId }) => subjects.folder(folderId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
];
