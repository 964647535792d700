import { newId } from '@rushes/events';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import type { MutationRequestDownloadArgs } from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { signedInOrVisiting } from '../access.ts';
import { secondsLeft, urlsExpireAt } from '../signed-urls.ts';
import { downloadPlan } from './download.access.ts';
import { downloadCommands } from './download.binding.ts';
import { insertDownload } from './download.queries.ts';
import { downloadUrl } from './download.routes.ts';
import { zipName } from './download-plan.ts';

/**
 * Hands out what was asked for: one asset as its stored file saved under its name; anything
 * more as a zip whose files are fixed now, with the rights the viewer has now. Each download is
 * recorded (`download.requested`), for the transfer statistics.
 */
async function requestDownload(
  _root: unknown,
  args: MutationRequestDownloadArgs,
  ctx: MercuriusContext,
) {
  const actorId = signedInOrVisiting(ctx);
  const { folderIds, assetIds, ...rest } = args.input;
  const input = { ...rest, folderIds: folderIds ?? [], assetIds: assetIds ?? [] };
  const { project, name, planned } = await downloadPlan(ctx, input);
  const [first] = planned;
  if (!first) throw appError('VALIDATION_FAILED', { field: 'folderIds', rule: 'empty' });
  const downloadId = newId('download', actorId, input.clientMutationId);
  const expiresAt = await urlsExpireAt(ctx);
  const single = planned.length === 1 && input.folderIds.length === 0;
  const filename = single ? first.path : zipName(name);
  let url: string;
  if (single) {
    url = await ctx.services.storage.signGetUrl(first.sourceKey, {
      expiresInSeconds: await secondsLeft(ctx),
      downloadName: first.path,
    });
  } else {
    const row = { id: downloadId, projectId: project.id, name, files: planned, expiresAt };
    await insertDownload(ctx.services.db, row);
    url = downloadUrl(ctx.services.config.jwtSecret, downloadId, expiresAt.getTime() / 1000);
  }
  const command = {
    type: 'RecordDownload' as const,
    downloadId,
    projectId: project.id,
    name: filename,
    fileCount: planned.length,
    bytes: planned.reduce((total, file) => total + file.size, 0),
    via: 'web' as const,
  };
  await decideFor(ctx, downloadCommands, downloadId, command, input.clientMutationId);
  return {
    url,
    expiresAt,
    filename,
    fileCount: planned.length,
    clientMutationId: input.clientMutationId ?? null,
  };
}

export const downloadMutations = {
  Mutation: { requestDownload },
} satisfies IResolvers;
