import { Type } from '@sinclair/typebox';
import type { VersionApprovalDecided } from './approval.events.ts';
import { CustomValueSchema } from './custom-field.events.ts';
import { defineEvent, type EventOf } from './define-event.ts';
import { TransferViaSchema } from './transfer-via.ts';

const id = Type.String({ minLength: 1 });

export const assetTypes = ['Video', 'Audio', 'Image', 'Document', 'Other'] as const;
export const AssetTypeSchema = Type.Union(assetTypes.map((type) => Type.Literal(type)));

const uploadStartedV1 = Type.Object({
  assetId: id,
  versionId: id,
  projectId: id,
  folderId: id,
  filename: Type.String({ minLength: 1 }),
  size: Type.Integer({ minimum: 0 }),
  contentType: Type.String(),
  storageKey: Type.String({ minLength: 1 }),
  multipartId: Type.String({ minLength: 1 }),
  partSize: Type.Integer({ minimum: 1 }),
  partCount: Type.Integer({ minimum: 1 }),
});

/**
 * A file on its way from a browser straight to object storage, in parts, to become version
 * `versionId` of the asset (which exists once the upload is finalised; the asset's stream holds
 * its uploads so finalising is one decision). The upload's id is the version's id. From v2 it
 * says how its bytes travel (`via`); every upload before went through the browser.
 */
export const assetUploadStarted = defineEvent('asset.upload_started', {
  versions: {
    1: uploadStartedV1,
    2: Type.Composite([uploadStartedV1, Type.Object({ via: TransferViaSchema })]),
  },
  upcast: { 1: (v1) => ({ ...v1, via: 'web' as const }) },
});

/**
 * The upload ended unfinished; its parts are gone. A person cancelled it (or their browser gave
 * up), or, with Rushes as the actor, it was left unfinished longer than uploads are kept.
 */
export const assetUploadCancelled = defineEvent('asset.upload_cancelled', {
  versions: { 1: Type.Object({ assetId: id, versionId: id }) },
});

/**
 * Finalising the upload was refused for good and its file is gone: its parts made `storedSize`
 * bytes, not the size it declared (`reason` size).
 */
export const assetUploadFailed = defineEvent('asset.upload_failed', {
  versions: {
    1: Type.Object({
      assetId: id,
      versionId: id,
      reason: Type.Literal('size'),
      storedSize: Type.Integer({ minimum: 0 }),
    }),
  },
});

/** An asset in a folder, named after its first file; its type comes from that file. */
export const assetCreated = defineEvent('asset.created', {
  versions: {
    1: Type.Object({
      id,
      projectId: id,
      folderId: id,
      name: Type.String({ minLength: 1 }),
      type: AssetTypeSchema,
    }),
  },
});

/**
 * A finalised upload became a version of the asset. `jobId` names the processing job it starts,
 * or is null when the file needs none. Transfer statistics count it as the upload's bytes.
 */
export const assetVersionAdded = defineEvent('asset.version_added', {
  versions: {
    1: Type.Object({
      assetId: id,
      versionId: id,
      projectId: id,
      folderId: id,
      number: Type.Integer({ minimum: 1 }),
      filename: Type.String({ minLength: 1 }),
      size: Type.Integer({ minimum: 0 }),
      mimetype: Type.String(),
      sourceKey: Type.String({ minLength: 1 }),
      jobId: Type.Union([id, Type.Null()]),
    }),
  },
});

/** The asset has a new name; its versions keep their files' names. */
export const assetRenamed = defineEvent('asset.renamed', {
  versions: { 1: Type.Object({ id, name: Type.String({ minLength: 1 }) }) },
});

/** A take's slate as the metadata file gave it: only the parts it has. */
export const SlateSchema = Type.Object({
  episode: Type.Optional(Type.String()),
  scene: Type.Optional(Type.String()),
  shot: Type.Optional(Type.String()),
  take: Type.Optional(Type.String()),
  cameraAngle: Type.Optional(Type.String()),
  circled: Type.Optional(Type.Boolean()),
});

/**
 * The asset's metadata, replacing what it had: the entries of the record matched to it (key and
 * value, in the file's order), its slate, and the import (`metadata.imported`) it came from.
 */
export const assetMetadataSet = defineEvent('asset.metadata_set', {
  versions: {
    1: Type.Object({
      assetId: id,
      entries: Type.Array(
        Type.Object({ key: Type.String({ minLength: 1 }), value: Type.String() }),
      ),
      slate: SlateSchema,
      source: Type.Object({ importId: id, filename: Type.String({ minLength: 1 }) }),
    }),
  },
});

export const reviewStatuses = [
  'needs_review',
  'in_progress',
  'changes_requested',
  'approved',
] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
export const ReviewStatusSchema = Type.Union(reviewStatuses.map((status) => Type.Literal(status)));

/**
 * The version's review status is now `status`, or none (null). Who set it and when come from the
 * commit's meta.
 */
export const versionReviewStatusSet = defineEvent('version.review_status_set', {
  versions: {
    1: Type.Object({
      assetId: id,
      versionId: id,
      status: Type.Union([ReviewStatusSchema, Type.Null()]),
    }),
  },
});

/**
 * The asset's values of its workspace's custom fields: each field named takes its value, or none
 * (null). Who set them and when come from the commit's meta.
 */
export const assetCustomValuesSet = defineEvent('asset.custom_values_set', {
  versions: {
    1: Type.Object({
      assetId: id,
      values: Type.Array(
        Type.Object({ fieldId: id, value: Type.Union([CustomValueSchema, Type.Null()]) }),
        { minItems: 1 },
      ),
    }),
  },
});

export type AssetUploadStarted = EventOf<typeof assetUploadStarted>;
export type AssetUploadCancelled = EventOf<typeof assetUploadCancelled>;
export type AssetUploadFailed = EventOf<typeof assetUploadFailed>;
export type AssetCreated = EventOf<typeof assetCreated>;
export type AssetVersionAdded = EventOf<typeof assetVersionAdded>;
export type AssetRenamed = EventOf<typeof assetRenamed>;
export type AssetMetadataSet = EventOf<typeof assetMetadataSet>;
export type VersionReviewStatusSet = EventOf<typeof versionReviewStatusSet>;
export type AssetCustomValuesSet = EventOf<typeof assetCustomValuesSet>;
export type AssetEvent =
  | AssetUploadStarted
  | AssetRenamed
  | AssetUploadCancelled
  | AssetUploadFailed
  | AssetCreated
  | AssetVersionAdded
  | AssetMetadataSet
  | VersionReviewStatusSet
  | AssetCustomValuesSet
  | VersionApprovalDecided;
