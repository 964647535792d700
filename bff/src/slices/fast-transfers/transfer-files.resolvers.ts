import type { DownloadFile } from '@rushes/migrations';
import type { IResolvers, MercuriusContext } from 'mercurius';
import type { DownloadGrant } from '../../auth/transfer-grant.ts';
import { appError } from '../../errors.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import type { TransferFile } from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { downloadPlan } from '../downloads/download.access.ts';
import { downloadCommands } from '../downloads/download.binding.ts';
import { transferGrantDownloads } from '../policy.ts';
import { secondsLeft } from '../signed-urls.ts';
import { requiredTransferServer } from './transfer-server.ts';

type Ctx = MercuriusContext;

/** Files read from storage at once: a download may hold thousands. */
const AT_ONCE = 16;

/** An ETag S3 gives an object joined from parts: its MD5s' MD5 and `-N`. */
const joinedFromParts = (etag: string) => /-\d+"?$/.test(etag);

/**
 * A planned file as a transfer client fetches it: signed, with storage's ETag to check it by, and
 * for an ETag of parts the size of the parts when Rushes knows it (the upload that made the file,
 * from its part plan; a copy's or a rendition's is not known). Null when storage has no object.
 */
async function transferFileOf(
  ctx: Ctx,
  file: DownloadFile,
  seconds: number,
): Promise<TransferFile | null> {
  const { storage } = ctx.services;
  const etag = await storage.etagOf(file.sourceKey);
  if (etag === null) return null;
  const url = await storage.signGetUrl(file.sourceKey, { expiresInSeconds: seconds });
  const upload = joinedFromParts(etag) ? await ctx.loaders.upload.load(file.versionId) : undefined;
  const partSize = upload?.storageKey === file.sourceKey ? upload.partSize : null;
  return { path: file.path, size: file.size, url, etag, partSize };
}

/** The grant's files as requestDownload plans them now, with the rights its holder has now. */
const plannedFor = (ctx: Ctx, grant: DownloadGrant) =>
  downloadPlan(ctx, {
    projectId: toGlobalId('Project', grant.projectId),
    parentId: grant.parentId && toGlobalId('Folder', grant.parentId),
    folderIds: grant.folderIds.map((id) => toGlobalId('Folder', id)),
    assetIds: grant.assetIds.map((id) => toGlobalId('Asset', id)),
  });

/**
 * transferFiles, for the bearer of a download grant alone: the files it names, signed for the
 * hours a request's URLs work (asked again, it signs them afresh). The first answer records the
 * download (`download.requested`, `via: fast`, the transfer's id as the download's): the
 * statistics count it once however often it is asked.
 */
async function transferFiles(_root: unknown, _args: unknown, ctx: Ctx) {
  const grant = ctx.transferGrant;
  if (!transferGrantDownloads(grant)) throw appError('FORBIDDEN');
  const { project, name, planned } = await plannedFor(ctx, grant);
  requiredTransferServer(ctx, project, 'projectId');
  const seconds = await secondsLeft(ctx);
  const files: TransferFile[] = [];
  for (let at = 0; at < planned.length; at += AT_ONCE) {
    const batch = planned.slice(at, at + AT_ONCE);
    const found = await Promise.all(batch.map((file) => transferFileOf(ctx, file, seconds)));
    files.push(...found.filter((file): file is TransferFile => file !== null));
  }
  const [first] = files;
  if (!first) return files;
  const command = {
    type: 'RecordDownload' as const,
    downloadId: grant.transferId,
    projectId: project.id,
    name: files.length === 1 ? first.path : name,
    fileCount: files.length,
    bytes: files.reduce((total, file) => total + file.size, 0),
    via: 'fast' as const,
  };
  await decideFor(ctx, downloadCommands, grant.transferId, command);
  return files;
}

export const transferFilesResolvers = {
  Query: { transferFiles },
} satisfies IResolvers;
