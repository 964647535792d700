import { newId } from '@rushes/events';
import { isStorageError } from '@rushes/storage';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import type {
  ImportMetadataInput,
  MutationImportMetadataArgs,
  MutationStartMetadataUploadArgs,
} from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { written } from '../access.ts';
import { assetCommands } from '../assets/asset.binding.ts';
import { findFolderClips } from '../assets/asset.queries.ts';
import { allowGrantedStart, allowUpload } from '../assets/upload.access.ts';
import { uploadPartsOf } from '../assets/upload-plan.ts';
import { clipOf, metadataOf } from '../metadata/clip-metadata.ts';
import { recordMatcher } from '../metadata/match.ts';
import { parseMetadataFile } from '../metadata/metadata-file.ts';
import { importParts } from '../metadata/metadata-parts.ts';
import {
  MAX_METADATA_BYTES,
  type MetadataFile,
  MetadataFileError,
} from '../metadata/metadata-record.ts';
import { secondsLeft } from '../signed-urls.ts';
import { folderHasMetadata, matchKeptRecord } from './metadata.queries.ts';
import { metadataImportCommands } from './metadata-import.binding.ts';

type Ctx = MercuriusContext;

/** Where an import's file is kept: the records come from it again if the import is retried. */
const metadataKeyOf = (projectId: string, folderId: string, importId: string) =>
  `projects/${projectId}/metadata/${folderId}/${importId}`;

/** A file that does not read: the one message people get, whatever the reason. */
const integrityError = (error: MetadataFileError) =>
  appError('VALIDATION_FAILED', { field: 'file', rule: 'metadataIntegrity', reason: error.reason });

async function uploadFolder(ctx: Ctx, folderGlobalId: string) {
  const folderId = fromGlobalId(folderGlobalId, { type: 'Folder', field: 'folderId' }).id;
  const viewer = await allowUpload(ctx, folderId);
  const folder = written(await ctx.loaders.folder.load(folderId));
  return { viewer, folderId, projectId: folder.projectId };
}

async function startMetadataUpload(
  _root: unknown,
  { input }: MutationStartMetadataUploadArgs,
  ctx: Ctx,
) {
  const { viewer, folderId, projectId } = await uploadFolder(ctx, input.folderId);
  const { size } = input;
  if (!Number.isSafeInteger(size) || size <= 0 || size > MAX_METADATA_BYTES) {
    throw appError('VALIDATION_FAILED', { field: 'size', rule: 'range', max: MAX_METADATA_BYTES });
  }
  const filename = input.filename.trim();
  if (!/\.(ale|xml)$/i.test(filename)) {
    throw appError('VALIDATION_FAILED', { field: 'filename', rule: 'metadataFile' });
  }
  await allowGrantedStart(ctx, { folderId, filename, size, assetId: null });
  const importId = newId('metadata-import', viewer.userId, input.clientMutationId);
  const key = metadataKeyOf(projectId, folderId, importId);
  const { partSize, partCount } = uploadPartsOf(size);
  const { storage } = ctx.services;
  const multipartId = await storage.createMultipartUpload(key, 'application/octet-stream', {
    partSize,
  });
  const urls = await storage.signPartUrls(key, multipartId, partCount, await secondsLeft(ctx));
  return {
    upload: {
      id: toGlobalId('MetadataUpload', importId),
      filename,
      size,
      partSize,
      urls,
      multipartId,
    },
    clientMutationId: input.clientMutationId ?? null,
  };
}

/** The uploaded file's bytes: its parts joined (or joined already, for a retry). */
async function uploadedFile(ctx: Ctx, key: string, input: ImportMetadataInput) {
  const { storage } = ctx.services;
  try {
    await storage.completeMultipartUpload(key, input.multipartId, input.parts);
  } catch (error) {
    if (isStorageError(error, 'INVALID_PART')) {
      throw appError('VALIDATION_FAILED', { field: 'parts', rule: 'etag' });
    }
    if (!isStorageError(error, 'NO_SUCH_UPLOAD')) throw error;
  }
  const stored = await storage.headObject(key);
  if (!stored) throw appError('NOT_FOUND', { field: 'uploadId', entity: 'upload' });
  if (stored.size > MAX_METADATA_BYTES) {
    await storage.deletePrefix(key);
    throw integrityError(new MetadataFileError('too-large', `${stored.size} bytes`));
  }
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.getObject(key)) chunks.push(Buffer.from(chunk));
  return new Uint8Array(Buffer.concat(chunks));
}

/** The file read and cut into its import's parts; a file that does not read is not kept. */
async function readFile(ctx: Ctx, key: string, filename: string, bytes: Uint8Array) {
  try {
    const file = parseMetadataFile(filename, bytes);
    return { file, parts: importParts(file) };
  } catch (error) {
    if (!(error instanceof MetadataFileError)) throw error;
    await ctx.services.storage.deletePrefix(key);
    throw integrityError(error);
  }
}

/** How many metadata commands run at once. */
const CONCURRENCY = 8;

/** Each clip of the folder a record names gets its metadata; a retried import sets none twice. */
async function setMetadataOfClips(
  ctx: Ctx,
  folderId: string,
  file: MetadataFile,
  source: { importId: string; filename: string },
  mutationId?: string | null,
) {
  const clips = await findFolderClips(ctx.services.db, folderId);
  const match = recordMatcher(file.records);
  const matches = clips.flatMap((clip) => {
    const record = match(clipOf(clip.filename, clip.timecode));
    return record ? [metadataOf(clip.assetId, record, source)] : [];
  });
  for (let start = 0; start < matches.length; start += CONCURRENCY) {
    await Promise.all(
      matches.slice(start, start + CONCURRENCY).map((metadata) => {
        const command = { type: 'SetAssetMetadata' as const, metadata };
        return decideFor(ctx, assetCommands, metadata.assetId, command, mutationId);
      }),
    );
  }
  return { clips: clips.length, matched: matches.length };
}

async function importMetadata(_root: unknown, { input }: MutationImportMetadataArgs, ctx: Ctx) {
  const { folderId, projectId } = await uploadFolder(ctx, input.folderId);
  const importId = fromGlobalId(input.uploadId, { type: 'MetadataUpload', field: 'uploadId' }).id;
  const filename = input.filename.trim();
  const key = metadataKeyOf(projectId, folderId, importId);
  const bytes = await uploadedFile(ctx, key, input);
  // a transfer token's bearer imports only a file its grant names, of the size it names
  await allowGrantedStart(ctx, { folderId, filename, size: bytes.length, assetId: null });
  const { file, parts } = await readFile(ctx, key, filename, bytes);
  const { format } = file;
  for (const [index, part] of parts.entries()) {
    const data = { importId, projectId, folderId, filename, format, part: index + 1, ...part };
    const command = { type: 'ImportMetadataPart' as const, part: { ...data, parts: parts.length } };
    await decideFor(ctx, metadataImportCommands, importId, command);
  }
  const source = { importId, filename };
  const { clips, matched } = await setMetadataOfClips(
    ctx,
    folderId,
    file,
    source,
    input.clientMutationId,
  );
  return {
    result: {
      parsed: file.records.length,
      matched,
      folderHasClips: clips > 0,
      folderHasMetadata: true,
    },
    clientMutationId: input.clientMutationId ?? null,
  };
}

/**
 * A clip uploaded into a folder that keeps imported metadata gets the record naming it: what the
 * finalised upload's `metadata` answers.
 */
export async function matchNewClip(
  ctx: Ctx,
  clip: { assetId: string; folderId: string; filename: string; timecode: string | null },
  mutationId?: string | null,
) {
  const { db } = ctx.services;
  const none = { parsed: 0, matched: 0, folderHasClips: true, folderHasMetadata: false };
  if (!(await folderHasMetadata(db, clip.folderId))) return none;
  const kept = await matchKeptRecord(db, clip.folderId, clipOf(clip.filename, clip.timecode));
  if (kept) {
    const { importId, filename } = kept;
    const metadata = metadataOf(clip.assetId, kept.record, { importId, filename });
    const command = { type: 'SetAssetMetadata' as const, metadata };
    await decideFor(
      ctx,
      assetCommands,
      clip.assetId,
      command,
      mutationId && `${mutationId}:metadata`,
    );
  }
  return { ...none, matched: kept ? 1 : 0, folderHasMetadata: true };
}

export const metadataImportResolvers = {
  Mutation: { startMetadataUpload, importMetadata },
} satisfies IResolvers;
