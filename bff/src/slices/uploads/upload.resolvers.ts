import { newId } from '@rushes/events';
import { isStorageError, type ObjectStorage } from '@rushes/storage';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { AppError, appError } from '../../errors.ts';
import { edgeOf } from '../../graphql/connection.ts';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import type {
  FinalizeUploadInput,
  MutationCancelUploadArgs,
  MutationFinalizeUploadArgs,
  MutationStartUploadArgs,
  UploadedPartInput,
} from '../../graphql/schema-types.generated.ts';
import { decideFor, forgetLoaded, type RequestContext } from '../../request-context.ts';
import { allow, found, signedIn, written } from '../access.ts';
import { reachedAsset } from '../assets/asset.access.ts';
import { assetCommands } from '../assets/asset.binding.ts';
import type { StartUpload } from '../assets/asset.decider.ts';
import { assetKey, type UploadRow } from '../assets/asset.queries.ts';
import {
  allowGrantedStart,
  allowUpload,
  uploadOf,
  visibleUpload,
} from '../assets/upload.access.ts';
import {
  GIGABYTE,
  partsProblem,
  sourceKeyOf,
  uploadPartsOf,
  uploadSizeProblem,
} from '../assets/upload-plan.ts';
import { matchNewClip } from '../metadata-import/metadata-import.resolvers.ts';
import { assetAllowedTo } from '../policy.ts';
import { secondsLeft } from '../signed-urls.ts';
import { resumableUpload, storedPartsOf, type UploadAnswer } from './resume-upload.ts';

type Ctx = MercuriusContext;
type Mutation<Args> = (root: unknown, args: Args, ctx: Ctx) => Promise<unknown>;

/**
 * Creates the multipart upload in storage and starts the upload on the asset's stream; a refusal
 * or a failure aborts the multipart upload again. The upload as the read model has it.
 */
async function beginUpload(
  ctx: Ctx,
  command: Omit<StartUpload, 'type' | 'multipartId'>,
  mutationId?: string | null,
) {
  const { storage } = ctx.services;
  const { storageKey } = command;
  // The decider cuts the upload with the same plan; local disk needs the part size up front.
  const { partSize } = uploadPartsOf(command.size);
  const multipartId = await storage.createMultipartUpload(storageKey, command.contentType, {
    partSize,
  });
  const start = { ...command, type: 'StartUpload' as const, multipartId };
  // Whatever stops the start (a refusal or a failure), the multipart upload goes with it.
  await decideFor(ctx, assetCommands, command.assetId, start, mutationId).catch(
    async (error: unknown) => {
      await storage.abortMultipartUpload(storageKey, multipartId).catch(() => {});
      throw error;
    },
  );
  forgetLoaded(ctx);
  const upload = written(await ctx.loaders.upload.load(command.versionId));
  // A retried mutation: the first attempt's multipart upload is the one that stands.
  if (upload.multipartId !== multipartId) {
    await storage.abortMultipartUpload(storageKey, multipartId);
  }
  return upload;
}

/**
 * The asset a new version goes onto: one the viewer may edit (NOT_FOUND when they may not see
 * it, FORBIDDEN when they may not edit it).
 */
export async function editedAsset(ctx: Ctx, assetId: string) {
  const viewer = signedIn(ctx);
  const { id } = fromGlobalId(assetId, { type: 'Asset', field: 'assetId' });
  const reached = found(await reachedAsset(ctx, id), 'asset', 'assetId');
  allow(assetAllowedTo(viewer, reached.access, reached.path, id).edit);
  return id;
}

/**
 * A new asset's first version, or with `assetId` a new version of that asset; with `resume`, the
 * viewer's unfinished upload of the same file into the same place when storage still has it.
 * Started with a transfer token, it is a fast upload (`via: fast`), of a file its grant names.
 */
const startUpload: Mutation<MutationStartUploadArgs> = async (_root, { input }, ctx) => {
  const folderId = fromGlobalId(input.folderId, { type: 'Folder', field: 'folderId' }).id;
  const viewer = await allowUpload(ctx, folderId);
  // Refused before storage hears of it: a size no part plan fits would otherwise fail there.
  const tooLarge = uploadSizeProblem(input.size, ctx.services.config.maxUploadGb * GIGABYTE);
  if (tooLarge) throw appError('VALIDATION_FAILED', tooLarge);
  const folder = written(await ctx.loaders.folder.load(folderId));
  const { filename, size, contentType, clientMutationId = null } = input;
  const assetId = input.assetId ? await editedAsset(ctx, input.assetId) : null;
  await allowGrantedStart(ctx, { folderId, filename, size, assetId });
  const file = { folderId, assetId, filename, size, createdBy: viewer.userId };
  const resumed = input.resume ? await resumableUpload(ctx.services, file) : null;
  if (resumed) return { upload: resumed, clientMutationId };
  const ids = {
    projectId: folder.projectId,
    assetId: assetId ?? newId('asset', viewer.userId, clientMutationId),
    versionId: newId('version', viewer.userId, clientMutationId),
  };
  const project = written(await ctx.loaders.project.load(folder.projectId));
  const storageKey = sourceKeyOf(ids, filename, project.storagePrefix);
  const command = {
    ...ids,
    folderId,
    filename,
    size,
    contentType,
    storageKey,
    via: ctx.transferGrant ? ('fast' as const) : ('web' as const),
  };
  const upload = await beginUpload(ctx, command, clientMutationId);
  return { upload: { ...upload, storedParts: [] }, clientMutationId };
};

/** Joins the parts in storage; the object's size. A retry after the join finds the object. */
async function joinParts(storage: ObjectStorage, upload: UploadRow, parts: UploadedPartInput[]) {
  const problem = partsProblem(parts, upload.partCount);
  if (problem) throw appError('VALIDATION_FAILED', { field: 'parts', rule: problem });
  try {
    return await storage.completeMultipartUpload(upload.storageKey, upload.multipartId, parts);
  } catch (error) {
    if (isStorageError(error, 'INVALID_PART')) {
      throw appError('VALIDATION_FAILED', { field: 'parts', rule: 'etag' });
    }
    if (!isStorageError(error, 'NO_SUCH_UPLOAD')) throw error;
    const stored = await storage.headObject(upload.storageKey);
    if (stored) return stored.size;
    throw appError('STATE_CONFLICT', { field: 'uploadId', entity: 'upload', state: 'gone' });
  }
}

const isSizeRefusal = (error: unknown) =>
  error instanceof AppError && error.code === 'VALIDATION_FAILED' && error.data?.rule === 'size';

/** A file of the wrong size is not kept: its object goes and the upload fails. */
async function discard(ctx: Ctx, upload: UploadRow, storedSize: number) {
  await ctx.services.storage.deletePrefix(upload.storageKey);
  await decideFor(ctx, assetCommands, upload.assetId, {
    type: 'FailUpload',
    versionId: upload.id,
    storedSize,
  });
}

export async function finalize(input: FinalizeUploadInput, ctx: Ctx) {
  const upload = await uploadOf(ctx, input.uploadId);
  const viewer = signedIn(ctx);
  // Only a started upload has parts to join; the decider refuses the others (or a retry finds its
  // first answer in the log).
  const storedSize =
    upload.state === 'started'
      ? await joinParts(ctx.services.storage, upload, input.parts)
      : Number(upload.size);
  const jobId = newId('job', viewer.userId, input.clientMutationId);
  const command = { type: 'FinalizeUpload' as const, versionId: upload.id, jobId, storedSize };
  await decideFor(ctx, assetCommands, upload.assetId, command, input.clientMutationId).catch(
    async (error: unknown) => {
      if (isSizeRefusal(error)) await discard(ctx, upload, storedSize);
      throw error;
    },
  );
  forgetLoaded(ctx);
  const answer = await finalized(ctx, upload.id);
  const metadata = await metadataOfNewClip(ctx, answer, input.clientMutationId);
  return { ...answer, metadata, clientMutationId: input.clientMutationId ?? null };
}

/** A new clip (its first version, without metadata) gets the folder's kept metadata naming it. */
async function metadataOfNewClip(
  ctx: Ctx,
  { asset, version }: Awaited<ReturnType<typeof finalized>>,
  mutationId?: string | null,
) {
  const kept = { parsed: 0, matched: 0, folderHasClips: true, folderHasMetadata: false };
  if (version.number !== 1 || asset.slate !== null) return kept;
  const { filename, timecode } = version;
  const clip = { assetId: asset.id, folderId: asset.folderId, filename, timecode };
  const answer = await matchNewClip(ctx, clip, mutationId);
  if (answer.matched > 0) forgetLoaded(ctx);
  return answer;
}

/** A refused finalise is logged: the browser's uploads fail where operators cannot look. */
const finalizeUpload: Mutation<MutationFinalizeUploadArgs> = (_root, { input }, ctx) =>
  finalize(input, ctx).catch((error: unknown) => {
    if (error instanceof AppError) {
      const { code, data } = error;
      const where = { reqId: ctx.request.id, uploadId: input.uploadId, code, data };
      ctx.services.logger.warn(where, 'upload not finalised');
    }
    throw error;
  });

/** What a finalised upload became: the version, its asset and its job (if it has one). */
export async function finalized(ctx: Ctx, versionId: string) {
  const { loaders } = ctx;
  const version = written(await loaders.version.load(versionId));
  const asset = written(await loaders.asset.load(version.assetId));
  const jobId = version.processingJobId;
  const job = jobId ? written(await loaders.job.load(jobId)) : null;
  return { processed: job !== null, asset, assetEdge: edgeOf(asset, assetKey), version, job };
}

const cancelUpload: Mutation<MutationCancelUploadArgs> = async (_root, { input }, ctx) => {
  const upload = await uploadOf(ctx, input.uploadId);
  if (upload.state === 'started') {
    await ctx.services.storage
      .abortMultipartUpload(upload.storageKey, upload.multipartId)
      .catch((error: unknown) => {
        if (!isStorageError(error, 'NO_SUCH_UPLOAD')) throw error;
      });
  }
  const command = { type: 'CancelUpload' as const, versionId: upload.id };
  await decideFor(ctx, assetCommands, upload.assetId, command, input.clientMutationId);
  return { uploadId: input.uploadId, clientMutationId: input.clientMutationId ?? null };
};

export const uploadResolvers = {
  Mutation: { startUpload, finalizeUpload, cancelUpload },
  Upload: {
    id: (upload: UploadRow) => toGlobalId('Upload', upload.id),
    size: (upload: UploadRow) => Number(upload.size),
    urls: async (upload: UploadRow, _: unknown, ctx: Ctx) =>
      ctx.services.storage.signPartUrls(
        upload.storageKey,
        upload.multipartId,
        upload.partCount,
        await secondsLeft(ctx),
      ),
    storedParts: async (upload: UploadAnswer, _: unknown, ctx: Ctx) =>
      upload.storedParts ?? (await storedPartsOf(ctx.services.storage, upload)) ?? [],
  },
} satisfies IResolvers;

/** `node(id)` for an Upload: a started one, for whoever may upload where it goes. */
export const uploadNode = (ctx: RequestContext, id: string) => visibleUpload(ctx, id);
