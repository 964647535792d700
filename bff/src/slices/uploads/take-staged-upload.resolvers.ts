import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { stagedUploadName } from '@rushes/rules';
import { isLocalDiskStorage, isStorageError, type NamedPart } from '@rushes/storage';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import type { MutationTakeStagedUploadArgs } from '../../graphql/schema-types.generated.ts';
import type { UploadRow } from '../assets/asset.queries.ts';
import { uploadOf } from '../assets/upload.access.ts';
import { storedPartsOf } from './resume-upload.ts';

type Ctx = MercuriusContext;

const notStaged = () =>
  appError('STATE_CONFLICT', { field: 'uploadId', entity: 'upload', state: 'notStaged' });
const md5Pattern = /^[0-9a-f]{32}$/i;

/** Where Rushes Transfer's server left the upload's file whole; null where none is taken. */
async function stagedFileOf(ctx: Ctx, upload: UploadRow): Promise<string | null> {
  const { storage, config } = ctx.services;
  const folder = config.transferStagingDir;
  if (!folder || !isLocalDiskStorage(storage)) return null;
  const file = join(folder, stagedUploadName(toGlobalId('Upload', upload.id)));
  const found = await stat(file).catch(() => null);
  return found?.isFile() ? file : null;
}

/** The parts storage holds, when they are every part named, each with its MD5; else null. */
async function takenAlready(ctx: Ctx, upload: UploadRow, parts: readonly NamedPart[]) {
  const held = await storedPartsOf(ctx.services.storage, upload);
  const etags = new Map(held?.map((part) => [part.partNumber, part.etag.replaceAll('"', '')]));
  const all = parts.length > 0 && parts.length === held?.length;
  return all && parts.every((part) => etags.get(part.partNumber) === part.md5.toLowerCase())
    ? held
    : null;
}

/**
 * The upload's file, received whole by Rushes Transfer's server on this machine, taken by
 * local-disk storage as every part (decision 0132): checked against the MD5s, never copied.
 */
async function takeStagedUpload(_root: unknown, { input }: MutationTakeStagedUploadArgs, ctx: Ctx) {
  const upload = await uploadOf(ctx, input.uploadId);
  if (input.parts.some((part) => !md5Pattern.test(part.md5))) {
    throw appError('VALIDATION_FAILED', { field: 'parts', rule: 'md5' });
  }
  if (upload.state !== 'started') throw notStaged();
  const parts: NamedPart[] = input.parts.map(({ partNumber, md5 }) => ({ partNumber, md5 }));
  const file = await stagedFileOf(ctx, upload);
  const { storage } = ctx.services;
  if (file === null || !isLocalDiskStorage(storage)) {
    // asked again after the file was taken (its answer lost on the way): the parts it became
    const held = await takenAlready(ctx, upload, parts);
    if (held)
      return {
        upload: { ...upload, storedParts: held },
        clientMutationId: input.clientMutationId ?? null,
      };
    throw notStaged();
  }
  const storedParts = await storage
    .adoptFile(upload.multipartId, file, parts)
    .catch((error: unknown) => {
      if (isStorageError(error, 'INVALID_PART')) {
        throw appError('VALIDATION_FAILED', { field: 'parts', rule: 'staged' });
      }
      if (isStorageError(error, 'CROSS_DEVICE') || isStorageError(error, 'NO_SUCH_UPLOAD')) {
        throw notStaged();
      }
      throw error;
    });
  return { upload: { ...upload, storedParts }, clientMutationId: input.clientMutationId ?? null };
}

export const takeStagedUploadResolvers = {
  Mutation: { takeStagedUpload },
} satisfies IResolvers;
