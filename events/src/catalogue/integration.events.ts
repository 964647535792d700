import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });

/** The integrations a project may turn on (spec: one integration type, MEDIACOMPOSER). */
export const integrationTypes = ['MEDIACOMPOSER'] as const;
export type IntegrationType = (typeof integrationTypes)[number];
const integration = Type.Union(integrationTypes.map((type) => Type.Literal(type)));

/** The files an integration keeps for a folder: an Avid marker file and an ALE. */
export const deliveryFileKinds = ['avid_markers', 'ale'] as const;
export type DeliveryFileKind = (typeof deliveryFileKinds)[number];

/**
 * Someone who edits the project turned the integration on (stream `project_integration.<id>`):
 * from now on Rushes keeps each folder's delivery files up to date.
 */
export const projectIntegrationEnabled = defineEvent('project_integration.enabled', {
  versions: { 1: Type.Object({ projectId: id, integration }) },
});

/** The integration is off: its folders' delivery files go (`folder_delivery.removed`). */
export const projectIntegrationDisabled = defineEvent('project_integration.disabled', {
  versions: { 1: Type.Object({ projectId: id, integration }) },
});

const deliveryFile = Type.Object({
  kind: Type.Union(deliveryFileKinds.map((kind) => Type.Literal(kind))),
  /** The name a download saves it under. */
  name: Type.String({ minLength: 1 }),
  storageKey: id,
  contentType: Type.String({ minLength: 1 }),
  size: Type.Integer({ minimum: 0 }),
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
});

/**
 * The folder's delivery files for the integration now hold what they name (stream
 * `folder_delivery.<folderId>`): written to storage before this, only when their content changed.
 */
export const folderDeliveryUpdated = defineEvent('folder_delivery.updated', {
  versions: {
    1: Type.Object({
      folderId: id,
      projectId: id,
      integration,
      files: Type.Array(deliveryFile, { minItems: 1 }),
    }),
  },
});

/**
 * The folder has no delivery files for the integration any more: it was turned off, the folder
 * went, or it holds no clips now. Their objects are deleted after this.
 */
export const folderDeliveryRemoved = defineEvent('folder_delivery.removed', {
  versions: { 1: Type.Object({ folderId: id, projectId: id, integration }) },
});

export type ProjectIntegrationEnabled = EventOf<typeof projectIntegrationEnabled>;
export type ProjectIntegrationDisabled = EventOf<typeof projectIntegrationDisabled>;
export type ProjectIntegrationEvent = ProjectIntegrationEnabled | ProjectIntegrationDisabled;
export type FolderDeliveryUpdated = EventOf<typeof folderDeliveryUpdated>;
export type FolderDeliveryRemoved = EventOf<typeof folderDeliveryRemoved>;
export type FolderDeliveryEvent = FolderDeliveryUpdated | FolderDeliveryRemoved;
