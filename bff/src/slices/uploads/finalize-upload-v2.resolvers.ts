import { isStorageError } from '@rushes/storage';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { AppError, appError } from '../../errors.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import type {
  FinalizeUploadInput,
  MutationFinalizeUploadV2Args,
  QueryUploadFinalizationArgs,
} from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { assetCommands } from '../assets/asset.binding.ts';
import type { UploadRow } from '../assets/asset.queries.ts';
import { uploadOf } from '../assets/upload.access.ts';
import { partsProblem } from '../assets/upload-plan.ts';
import {
  type FinalizeRun,
  type FinalizeRuns,
  finalizeRunsOf,
  finalizeStatusOf,
  settleRun,
} from './finalize-upload-v2.ts';
import { finalize, finalized } from './upload.resolvers.ts';

type Ctx = MercuriusContext;

const runsOf = (ctx: Ctx): FinalizeRuns => finalizeRunsOf(ctx.services);

/** Where the upload's finalisation stands, with what it became once DONE. */
async function finalizationOf(ctx: Ctx, upload: UploadRow) {
  const run: FinalizeRun | undefined = runsOf(ctx).get(upload.id);
  const status = finalizeStatusOf(upload.state, run);
  const answer = {
    ...{ uploadId: toGlobalId('Upload', upload.id), status },
    errorCode: run?.state === 'failed' ? run.code : null,
    ...{ asset: null, assetEdge: null, version: null, job: null, metadata: null },
  };
  if (status !== 'DONE') return answer;
  const metadata = run?.state === 'done' ? run.metadata : null;
  return { ...answer, ...(await finalized(ctx, upload.id)), metadata };
}

/**
 * A finalisation that failed leaves no upload half done: it is cancelled (its parts go), so every
 * server reads ERROR from the read model and the client uploads the file again.
 */
async function cancelFailed(ctx: Ctx, upload: UploadRow) {
  await ctx.services.storage
    .abortMultipartUpload(upload.storageKey, upload.multipartId)
    .catch((error: unknown) => {
      if (!isStorageError(error, 'NO_SUCH_UPLOAD')) throw error;
    });
  const cancel = { type: 'CancelUpload' as const, versionId: upload.id };
  await decideFor(ctx, assetCommands, upload.assetId, cancel);
}

/** Runs the finalise after the answer has gone; its outcome is kept for the polls. */
function runFinalize(ctx: Ctx, upload: UploadRow, input: FinalizeUploadInput) {
  const runs = runsOf(ctx);
  const { logger } = ctx.services;
  const where = { reqId: ctx.request.id, uploadId: input.uploadId };
  runs.set(upload.id, { state: 'running' });
  finalize(input, ctx).then(
    ({ metadata }) => settleRun(runs, upload.id, { state: 'done', metadata }),
    async (error: unknown) => {
      const code = error instanceof AppError ? error.code : 'INTERNAL';
      if (code === 'INTERNAL') logger.error({ ...where, err: error }, 'upload not finalised');
      else logger.warn({ ...where, code }, 'upload not finalised');
      settleRun(runs, upload.id, { state: 'failed', code });
      await cancelFailed(ctx, upload).catch((failure: unknown) =>
        logger.warn({ ...where, err: failure }, 'failed upload not cancelled'),
      );
    },
  );
}

/**
 * finalizeUploadV2: refused as finalizeUpload is (NOT_FOUND for an upload out of reach, the parts
 * checked), then answers at once and finalises behind the answer; a retry while it runs, or
 * after, answers where it stands.
 */
async function finalizeUploadV2(_root: unknown, { input }: MutationFinalizeUploadV2Args, ctx: Ctx) {
  const upload = await uploadOf(ctx, input.uploadId);
  if (upload.state === 'started' && !runsOf(ctx).has(upload.id)) {
    const problem = partsProblem(input.parts, upload.partCount);
    if (problem) throw appError('VALIDATION_FAILED', { field: 'parts', rule: problem });
    runFinalize(ctx, upload, input);
  }
  const finalization = await finalizationOf(ctx, upload);
  return { finalization, clientMutationId: input.clientMutationId ?? null };
}

async function uploadFinalization(
  _root: unknown,
  { uploadId }: QueryUploadFinalizationArgs,
  ctx: Ctx,
) {
  return finalizationOf(ctx, await uploadOf(ctx, uploadId));
}

export const finalizeUploadV2Resolvers = {
  Mutation: { finalizeUploadV2 },
  Query: { uploadFinalization },
} satisfies IResolvers;
