import { Type } from '@sinclair/typebox';
import {
  deliveryFileKinds,
  folderDeliveryRemoved,
  folderDeliveryUpdated,
  integrationTypes,
  projectIntegrationDisabled,
  projectIntegrationEnabled,
} from '../catalogue/integration.events.ts';
import { publicEvent } from './public-event.ts';
import { id, oneOf, shape } from './public-schemas.ts';
import { subjects } from './subjects.ts';

const projectId = id('The project.');
const folderId = id('The folder.');
const integration = oneOf(integrationTypes, 'The integration: MEDIACOMPOSER, Avid Media Composer.');

/**
 * A project's integrations, and the files they keep for each folder. An integrator learns here
 * that a folder's files changed and fetches them (GraphQL `Folder.delivery` gives signed URLs):
 * an event never holds a URL, which would expire, nor a storage key.
 */
export const integrationDecisions = [
  publicEvent(projectIntegrationEnabled, {
    name: 'project.integration_enabled',
    summary: "An integration was turned on for a project: Rushes keeps its folders' files.",
    versions: { 1: shape('The project and the integration.', { projectId, integration }) },
    data: ({ projectId, integration }) => ({ projectId, integration }),
    subject: ({ projectId }) => subjects.project(projectId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
  publicEvent(projectIntegrationDisabled, {
    name: 'project.integration_disabled',
    summary: "An integration was turned off for a project: its folders' files go.",
    versions: { 1: shape('The project and the integration.', { projectId, integration }) },
    data: ({ projectId, integration }) => ({ projectId, integration }),
    subject: ({ projectId }) => subjects.project(projectId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
  publicEvent(folderDeliveryUpdated, {
    name: 'folder.delivery_updated',
    summary:
      "A folder's delivery files changed: for Media Composer, its comments as an Avid marker file and its clips as an ALE.",
    versions: {
      1: shape('The files as they are now; fetch them through GraphQL `Folder.delivery`.', {
        projectId,
        folderId,
        integration,
        files: Type.Array(
          shape('One file.', {
            kind: oneOf(
              deliveryFileKinds,
              'avid_markers: Avid marker text; ale: Avid Log Exchange.',
            ),
            name: Type.String({ minLength: 1, description: 'The name a download saves it under.' }),
            mediaType: Type.String({ minLength: 1 }),
            size: Type.Integer({ minimum: 0, description: 'Bytes.' }),
            sha256: Type.String({
              pattern: '^[0-9a-f]{64}$',
              description: 'The SHA-256 of its bytes, in hex: unchanged bytes, unchanged hash.',
            }),
          }),
          { minItems: 1 },
        ),
      }),
    },
    data: ({ projectId, folderId, integration, files }) => ({
      projectId,
      folderId,
      integration,
      files: files.map(({ kind, name, contentType, size, sha256 }) => ({
        kind,
        name,
        mediaType: contentType,
        size,
        sha256,
      })),
    }),
    subject: ({ folderId }) => subjects.folder(folderId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
  publicEvent(folderDeliveryRemoved, {
    name: 'folder.delivery_removed',
    summary: "A folder's delivery files went: the integration is off, or the folder is gone.",
    versions: { 1: shape('The folder and the integration.', { projectId, folderId, integration }) },
    data: ({ projectId, folderId, integration }) => ({ projectId, folderId, integration }),
    subject: ({ folderId }) => subjects.folder(folderId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
];
