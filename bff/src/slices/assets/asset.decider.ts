import {
  type ApprovalDecision,
  type AssetEvent,
  type AssetLiveCreated,
  type AssetMetadataSet,
  type AssetUploadStarted,
  type AssetVersionAdded,
  approvalDecisions,
  assetTypeOf,
  type Decider,
  DomainError,
  type LiveStarted,
  type ReviewStatus,
  reviewStatuses,
  type TransferVia,
} from '@rushes/events';
import { type CustomValue, sameCustomValue } from '@rushes/rules';
import { invalid } from '../validation.ts';
import { type Decided, type StageRule, standingOf } from './approval-stages.ts';
import { MAX_UPLOAD_SIZE, uploadPartsOf } from './upload-plan.ts';

/**
 * Starts the upload of a file that becomes version `versionId` of asset `assetId`: the first
 * version of a new asset, or a new version of one in `folderId`. The multipart upload already
 * exists in storage under `storageKey`.
 */
export interface StartUpload {
  type: 'StartUpload';
  assetId: string;
  versionId: string;
  projectId: string;
  folderId: string;
  filename: string;
  size: number;
  contentType: string;
  storageKey: string;
  multipartId: string;
  /** How its bytes travel: through the browser, or a transfer client. */
  via: TransferVia;
}

export interface CancelUpload {
  type: 'CancelUpload';
  versionId: string;
}

/**
 * Finalising was refused because the parts made `storedSize` bytes, not the declared size, and
 * the caller deleted what they made: the upload failed.
 */
export interface FailUpload {
  type: 'FailUpload';
  versionId: string;
  storedSize: number;
}

/**
 * The parts are joined in storage into an object of `storedSize` bytes. `jobId` names the
 * processing job the version starts, unless its file needs none.
 */
export interface FinalizeUpload {
  type: 'FinalizeUpload';
  versionId: string;
  jobId: string;
  storedSize: number;
}

/** Renames the asset: `current` is the name the caller found it with. */
export interface RenameAsset {
  type: 'RenameAsset';
  assetId: string;
  name: string;
  current: string;
}

/** Gives the asset the metadata of the imported record matched to it, replacing what it had. */
export interface SetAssetMetadata {
  type: 'SetAssetMetadata';
  metadata: AssetMetadataSet['data'];
}

/**
 * Sets the review status of version `versionId` (none when null). `versionOf` is the asset the
 * caller found the version in: a copy's stream holds nothing of its versions.
 */
export interface SetReviewStatus {
  type: 'SetReviewStatus';
  assetId: string;
  versionId: string;
  versionOf: string;
  status: string | null;
}

/**
 * Sets the asset's values of custom fields of its workspace (null clears one), read and checked
 * against the fields by the caller (`custom-values.ts`).
 */
export interface SetCustomValues {
  type: 'SetCustomValues';
  assetId: string;
  values: readonly { fieldId: string; value: CustomValue | null }[];
}

/** The longest note a reviewer's decision keeps. */
export const MAX_DECISION_NOTE = 4000;

/**
 * A reviewer's decision on a version in the stage of the workflow that governs the asset: the
 * caller read the workflow (its folder, its stages with their reviewers now), the asset's older
 * versions in order, and checked that the reviewer may decide (`canDecideApproval`).
 */
export interface DecideApproval {
  type: 'DecideApproval';
  assetId: string;
  versionId: string;
  versionOf: string;
  earlierVersionIds: readonly string[];
  workflow: { folderId: string; stages: readonly StageRule[] };
  reviewerId: string;
  stageId: string;
  decision: string;
  note: string;
}

export type AssetCommand =
  | StartUpload
  | CancelUpload
  | FailUpload
  | FinalizeUpload
  | RenameAsset
  | SetAssetMetadata
  | SetReviewStatus
  | SetCustomValues
  | DecideApproval;

type UploadData = AssetUploadStarted['data'];

export interface UploadState {
  status: 'started' | 'cancelled' | 'failed' | 'finalised';
  upload: UploadData;
}

export interface AssetState {
  /** Where the asset is: from its first upload on. */
  place: { projectId: string; folderId: string } | null;
  created: boolean;
  /** A Live asset: its versions come from its feeds (`liveDecider`), never from uploads. */
  live: boolean;
  versions: number;
  uploads: ReadonlyMap<string, UploadState>;
  /** Each version's review status, by its id: null for none. */
  reviewStatuses: ReadonlyMap<string, ReviewStatus | null>;
  /** Its custom values as its stream set them, by field id (a copy starts with none here). */
  customValues: ReadonlyMap<string, CustomValue | null>;
  /** The approval decisions on each version, by its id, in the order they were taken. */
  approvals: ReadonlyMap<string, readonly Decided[]>;
}

const uploadNotFound = () => new DomainError('NOT_FOUND', { field: 'uploadId', entity: 'upload' });
const uploadIs = (status: UploadState['status']) =>
  new DomainError('STATE_CONFLICT', { field: 'uploadId', entity: 'upload', state: status });

function fileProblem(filename: string, size: number): DomainError | null {
  if (filename.length === 0) return invalid('filename', 'required');
  if (filename.startsWith('.')) return invalid('filename', 'dotFile');
  if (!Number.isSafeInteger(size) || size < 0 || size > MAX_UPLOAD_SIZE) {
    return new DomainError('VALIDATION_FAILED', {
      field: 'size',
      rule: 'range',
      max: MAX_UPLOAD_SIZE,
    });
  }
  return null;
}

function startUpload(command: StartUpload, state: AssetState) {
  if (state.uploads.has(command.versionId)) return [];
  if (state.live)
    return new DomainError('STATE_CONFLICT', { field: 'assetId', entity: 'asset', state: 'live' });
  const filename = command.filename.trim();
  const problem = fileProblem(filename, command.size);
  if (problem) return problem;
  const { place } = state;
  if (place && (place.projectId !== command.projectId || place.folderId !== command.folderId)) {
    return new DomainError('STATE_CONFLICT', { field: 'folderId', entity: 'asset' });
  }
  const { assetId, versionId, projectId, folderId, size, contentType, storageKey } = command;
  const data: UploadData = {
    ...{ assetId, versionId, projectId, folderId, filename, size, contentType, storageKey },
    multipartId: command.multipartId,
    ...uploadPartsOf(size),
    via: command.via,
  };
  return [{ type: 'asset.upload_started' as const, data }];
}

/** An upload that already ended unfinished has nothing more to record. */
function cancelUpload(command: CancelUpload, state: AssetState) {
  const found = state.uploads.get(command.versionId);
  if (!found) return uploadNotFound();
  if (found.status === 'cancelled' || found.status === 'failed') return [];
  if (found.status === 'finalised') return uploadIs('finalised');
  const { assetId, versionId } = found.upload;
  return [{ type: 'asset.upload_cancelled' as const, data: { assetId, versionId } }];
}

function failUpload(command: FailUpload, state: AssetState) {
  const found = state.uploads.get(command.versionId);
  if (!found) return uploadNotFound();
  if (found.status === 'failed') return [];
  if (found.status !== 'started') return uploadIs(found.status);
  const { assetId, versionId } = found.upload;
  const data = { assetId, versionId, reason: 'size' as const, storedSize: command.storedSize };
  return [{ type: 'asset.upload_failed' as const, data }];
}

function versionAdded(upload: UploadData, state: AssetState, jobId: string | null) {
  const { assetId, versionId, projectId, folderId, filename, size, contentType } = upload;
  const data: AssetVersionAdded['data'] = {
    ...{ assetId, versionId, projectId, folderId, filename, size },
    number: state.versions + 1,
    mimetype: contentType.trim() || 'application/octet-stream',
    sourceKey: upload.storageKey,
    jobId,
  };
  return { type: 'asset.version_added' as const, data };
}

function finalizeUpload(command: FinalizeUpload, state: AssetState) {
  const found = state.uploads.get(command.versionId);
  if (!found) return uploadNotFound();
  if (found.status !== 'started') return uploadIs(found.status);
  const { upload } = found;
  if (command.storedSize !== upload.size) {
    const sizes = { expected: upload.size, actual: command.storedSize };
    return new DomainError('VALIDATION_FAILED', { field: 'parts', rule: 'size', ...sizes });
  }
  const type = assetTypeOf(upload.filename, upload.contentType);
  const added = versionAdded(upload, state, type === 'Other' ? null : command.jobId);
  if (state.created) return [added];
  const { assetId: id, projectId, folderId, filename: name } = upload;
  const created = { type: 'asset.created' as const, data: { id, projectId, folderId, name, type } };
  return [created, added];
}

/**
 * Trimmed, non-empty and different from the name it has. The caller found the asset: a copy's
 * stream holds nothing of its creation (the project's organising stream made it).
 */
function renameAsset({ assetId: id, name, current }: RenameAsset) {
  const next = name.trim();
  if (next.length === 0) return invalid('name', 'required');
  if (next === current) return invalid('name', 'unchanged');
  return [{ type: 'asset.renamed' as const, data: { id, name: next } }];
}

const isReviewStatus = (status: string): status is ReviewStatus =>
  (reviewStatuses as readonly string[]).includes(status);

/** A version of this asset: one of its stream's, or for a copy the one the caller found in it. */
const isVersionOf = (
  state: AssetState,
  { assetId, versionId, versionOf }: Pick<SetReviewStatus, 'assetId' | 'versionId' | 'versionOf'>,
) => (state.created ? state.reviewStatuses.has(versionId) : versionOf === assetId);

/** Setting the status the version has already is nothing to record. */
function setReviewStatus(command: SetReviewStatus, state: AssetState) {
  const { assetId, versionId, status } = command;
  if (status !== null && !isReviewStatus(status)) return invalid('status', 'oneOf');
  if (!isVersionOf(state, command)) {
    return new DomainError('NOT_FOUND', { field: 'versionId', entity: 'version' });
  }
  if ((state.reviewStatuses.get(versionId) ?? null) === status) return [];
  return [{ type: 'version.review_status_set' as const, data: { assetId, versionId, status } }];
}

const isDecision = (decision: string): decision is ApprovalDecision =>
  (approvalDecisions as readonly string[]).includes(decision);

/**
 * A decision in the stage that takes decisions now, which the version's status follows: recorded
 * with the status it makes, where that changes. A stage passed (or waiting) takes none; the same
 * decision again by the same reviewer is nothing to record.
 */
function decideApproval(command: DecideApproval, state: AssetState) {
  const { assetId, versionId, stageId, reviewerId, workflow } = command;
  if (!isDecision(command.decision)) return invalid('decision', 'oneOf');
  if (command.note.length > MAX_DECISION_NOTE) return invalid('note', 'maxLength');
  if (!isVersionOf(state, command)) {
    return new DomainError('NOT_FOUND', { field: 'versionId', entity: 'version' });
  }
  const decisionsOf = (id: string) => state.approvals.get(id) ?? [];
  const history = [...command.earlierVersionIds.map(decisionsOf), decisionsOf(versionId)];
  const before = standingOf(workflow.stages, history);
  if (before.currentStageId !== stageId) {
    return new DomainError('STATE_CONFLICT', { field: 'stageId', reason: 'stage_not_open' });
  }
  const latest = decisionsOf(versionId).findLast(
    (decided) => decided.stageId === stageId && decided.reviewerId === reviewerId,
  );
  const note = command.note.trim();
  if (latest?.decision === command.decision && note === '') return [];
  const decided = { stageId, reviewerId, decision: command.decision };
  const after = standingOf(workflow.stages, [
    ...history.slice(0, -1),
    [...decisionsOf(versionId), decided],
  ]);
  const { folderId } = workflow;
  const data = {
    assetId,
    versionId,
    folderId,
    stageId,
    reviewerId,
    decision: decided.decision,
    note,
  };
  const events = [{ type: 'version.approval_decided' as const, data }];
  if ((state.reviewStatuses.get(versionId) ?? null) === after.status) return events;
  const status = { assetId, versionId, status: after.status };
  return [...events, { type: 'version.review_status_set' as const, data: status }];
}

/** The values that differ from those the asset holds; none is nothing to record. */
function setCustomValues({ assetId, values }: SetCustomValues, state: AssetState) {
  const changed = values.filter(
    ({ fieldId, value }) => !sameCustomValue(state.customValues.get(fieldId) ?? null, value),
  );
  if (changed.length === 0) return [];
  return [{ type: 'asset.custom_values_set' as const, data: { assetId, values: changed } }];
}

function withUpload(state: AssetState, versionId: string, change: Partial<UploadState>) {
  const found = state.uploads.get(versionId);
  if (!found) return state;
  const uploads = new Map(state.uploads).set(versionId, { ...found, ...change });
  return { ...state, uploads };
}

/**
 * An asset's stream: its uploads, its creation, its versions and their review statuses, its
 * custom values. Finalising an upload is one decision that creates the asset (first version
 * only) and adds the version.
 */
export const assetDecider: Decider<
  AssetCommand,
  AssetState,
  AssetEvent | AssetLiveCreated | LiveStarted
> = {
  initialState: {
    place: null,
    created: false,
    live: false,
    versions: 0,
    uploads: new Map(),
    reviewStatuses: new Map(),
    customValues: new Map(),
    approvals: new Map(),
  },
  decide(command, state) {
    switch (command.type) {
      case 'StartUpload':
        return startUpload(command, state);
      case 'CancelUpload':
        return cancelUpload(command, state);
      case 'FailUpload':
        return failUpload(command, state);
      case 'FinalizeUpload':
        return finalizeUpload(command, state);
      case 'RenameAsset':
        return renameAsset(command);
      case 'SetAssetMetadata':
        return [{ type: 'asset.metadata_set' as const, data: command.metadata }];
      case 'SetReviewStatus':
        return setReviewStatus(command, state);
      case 'SetCustomValues':
        return setCustomValues(command, state);
      case 'DecideApproval':
        return decideApproval(command, state);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'asset.upload_started': {
        const { projectId, folderId, versionId } = event.data;
        const uploads = new Map(state.uploads).set(versionId, {
          status: 'started' as const,
          upload: event.data,
        });
        return { ...state, place: state.place ?? { projectId, folderId }, uploads };
      }
      case 'asset.upload_cancelled':
        return withUpload(state, event.data.versionId, { status: 'cancelled' });
      case 'asset.upload_failed':
        return withUpload(state, event.data.versionId, { status: 'failed' });
      case 'asset.created':
        return { ...state, created: true };
      case 'asset.renamed':
      case 'asset.metadata_set':
        return state;
      case 'asset.version_added':
        return {
          ...withUpload(state, event.data.versionId, { status: 'finalised' }),
          versions: Math.max(state.versions, event.data.number),
          reviewStatuses: new Map(state.reviewStatuses).set(
            event.data.versionId,
            state.reviewStatuses.get(event.data.versionId) ?? null,
          ),
        };
      case 'version.review_status_set': {
        const { versionId, status } = event.data;
        return { ...state, reviewStatuses: new Map(state.reviewStatuses).set(versionId, status) };
      }
      case 'asset.custom_values_set': {
        const customValues = new Map(state.customValues);
        for (const { fieldId, value } of event.data.values) customValues.set(fieldId, value);
        return { ...state, customValues };
      }
      case 'version.approval_decided': {
        const { versionId, stageId, reviewerId, decision } = event.data;
        const decided = [
          ...(state.approvals.get(versionId) ?? []),
          { stageId, reviewerId, decision },
        ];
        return { ...state, approvals: new Map(state.approvals).set(versionId, decided) };
      }
      case 'asset.live_created': {
        const { projectId, folderId, versionId } = event.data;
        const reviewStatuses = new Map(state.reviewStatuses).set(versionId, null);
        const place = { projectId, folderId };
        return { ...state, created: true, live: true, place, reviewStatuses };
      }
      case 'live.started': {
        const reviewStatuses = new Map(state.reviewStatuses);
        if (!reviewStatuses.has(event.data.versionId))
          reviewStatuses.set(event.data.versionId, null);
        return { ...state, reviewStatuses };
      }
      default:
        // A Live asset's keys and feeds are the Live commands' (`liveDecider`).
        return state;
    }
  },
};
