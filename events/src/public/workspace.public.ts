import { Type } from '@sinclair/typebox';
import {
  workspaceAdminAdded,
  workspaceAdminRemoved,
  workspaceAnnotationsSet,
  workspaceCreated,
  workspaceDeleted,
  workspaceImageRemoved,
  workspaceImageSet,
  workspaceRenamed,
} from '../catalogue/workspace.events.ts';
import { privateEvent, publicEvent } from './public-event.ts';
import { id, ids, shape } from './public-schemas.ts';
import { subjects } from './subjects.ts';

const workspaceId = id('The workspace.');
const userId = id('The user.');

const adminChange = (verb: string) =>
  shape(`A user ${verb} Admin of the workspace: Admin on every project in it.`, {
    workspaceId,
    userId,
  });

/** Workspaces and their admins: what an integrator of the workspace sees of it. */
export const workspaceDecisions = [
  publicEvent(workspaceCreated, {
    name: 'workspace.created',
    summary: 'A workspace was created.',
    versions: {
      1: shape('A new workspace.', {
        workspaceId,
        name: Type.String({ minLength: 1 }),
        isDefault: Type.Boolean({ description: 'The one every project without another is in.' }),
      }),
    },
    data: ({ id, name, isDefault }) => ({ workspaceId: id, name, isDefault }),
    subject: ({ id }) => subjects.workspace(id),
    owner: ({ id }) => ({ workspace: id }),
  }),
  publicEvent(workspaceRenamed, {
    name: 'workspace.renamed',
    summary: 'A workspace has a new name.',
    versions: { 1: shape('The new name.', { workspaceId, name: Type.String({ minLength: 1 }) }) },
    data: ({ id, name }) => ({ workspaceId: id, name }),
    subject: ({ id }) => subjects.workspace(id),
    owner: ({ id }) => ({ workspace: id }),
  }),
  publicEvent(workspaceDeleted, {
    name: 'workspace.deleted',
    summary: 'A workspace was deleted; its projects moved to the default workspace.',
    versions: {
      1: shape('The workspace that went, and where its projects went.', {
        workspaceId,
        projectIds: ids('Its projects, now in the default workspace.'),
        defaultWorkspaceId: id('The default workspace, which took the projects.'),
      }),
    },
    data: ({ id, projectIds, defaultWorkspaceId }) => ({
      workspaceId: id,
      projectIds,
      defaultWorkspaceId,
    }),
    subject: ({ id }) => subjects.workspace(id),
    owner: ({ id }) => ({ workspace: id }),
  }),
  publicEvent(workspaceAdminAdded, {
    name: 'workspace.admin_added',
    summary: 'A user became Admin of a workspace.',
    versions: { 1: adminChange('became') },
    data: ({ workspaceId, userId }) => ({ workspaceId, userId }),
    subject: ({ workspaceId }) => subjects.workspace(workspaceId),
    owner: ({ workspaceId }) => ({ workspace: workspaceId }),
  }),
  publicEvent(workspaceAdminRemoved, {
    name: 'workspace.admin_removed',
    summary: 'A user is no longer Admin of a workspace.',
    versions: { 1: adminChange('stopped being') },
    data: ({ workspaceId, userId }) => ({ workspaceId, userId }),
    subject: ({ workspaceId }) => subjects.workspace(workspaceId),
    owner: ({ workspaceId }) => ({ workspace: workspaceId }),
  }),
  publicEvent(workspaceAnnotationsSet, {
    name: 'workspace.annotations_set',
    summary: 'Whether members of a workspace may draw annotations on pictures.',
    versions: {
      1: shape('The workspace allows annotations, or not.', {
        workspaceId,
        enabled: Type.Boolean(),
      }),
    },
    data: ({ id, enabled }) => ({ workspaceId: id, enabled }),
    subject: ({ id }) => subjects.workspace(id),
    owner: ({ id }) => ({ workspace: id }),
  }),
  privateEvent(
    workspaceImageSet,
    'Branding: the image is a storage key that only the web app serves.',
  ),
  privateEvent(workspaceImageRemoved, 'Branding, private as the image it removes.'),
];
