import { randomUUID } from 'node:crypto';
import type { TransferServerSetting } from '@rushes/runtime';
import type { IResolvers, MercuriusContext } from 'mercurius';
import {
  type GrantRequest,
  TRANSFER_TOKEN_MAX_CHARS,
  TRANSFER_TOKEN_SECONDS,
  type TransferHolder,
  transferGrants,
} from '../../auth/transfer-grant.ts';
import { publicOrigin } from '../../config.ts';
import { appError } from '../../errors.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type {
  MutationAsperaDownloadTokenArgs,
  MutationAsperaUploadTokenArgs,
  TransferServerKind,
  TransferToken,
} from '../../graphql/schema-types.generated.ts';
import type { RequestContext } from '../../request-context.ts';
import { allow, written } from '../access.ts';
import { allowUpload } from '../assets/upload.access.ts';
import { GIGABYTE } from '../assets/upload-plan.ts';
import { downloadPlan } from '../downloads/download.access.ts';
import type { LinkRow } from '../links/link.queries.ts';
import { canAskTransferToken } from '../policy.ts';
import type { ProjectRow } from '../projects/project.queries.ts';
import { editedAsset } from '../uploads/upload.resolvers.ts';
import type { NodePath } from './aspera-node.ts';
import { uploadFilesOf } from './transfer-files-input.ts';
import { requiredTransferServer, transferServerOf } from './transfer-server.ts';
import {
  asperaTransferToken,
  type PlannedTransfer,
  rushesTransferToken,
  type TransferPath,
} from './transfer-token.ts';

type Ctx = MercuriusContext;

/** Where a folder's files land, as the transfer clients name it: `/<project>/<folders>`. */
const placeOf = (projectName: string, path: readonly { name: string }[]) =>
  ['', projectName, ...path.slice(1).map((folder) => folder.name)].join('/');

/** What a transfer's token is made of, for either kind of server. */
interface TokenRequest {
  plan: Omit<PlannedTransfer, 'transferId' | 'expiresAt'>;
  /** The files as an Aspera server names them. */
  nodePaths: NodePath[];
  /** What a Rushes server's token lets its bearer do. */
  grant: GrantRequest;
  /** The input field refused when the grant names more than a request header carries. */
  field: string;
}

/**
 * The token of the project's transfer server: for an Aspera server, its own from its Node API
 * (with a transfer id of ours); for a Rushes server, the grant sealed for the caller, refused as
 * VALIDATION_FAILED (`field`, maxItems) when too long for a token.
 */
async function transferTokenOf(
  ctx: Ctx,
  server: TransferServerSetting,
  { plan, nodePaths, grant, field }: TokenRequest,
): Promise<TransferToken> {
  if (server.kind === 'aspera') {
    const expiresAt = new Date(Date.now() + TRANSFER_TOKEN_SECONDS * 1000);
    const planned = { ...plan, transferId: randomUUID(), expiresAt };
    return asperaTransferToken(ctx, planned, server, nodePaths);
  }
  const sealed = transferGrants(ctx.services.config.secretsKey).seal(grant);
  if (sealed.token.length > TRANSFER_TOKEN_MAX_CHARS) {
    throw appError('VALIDATION_FAILED', { field, rule: 'maxItems' }, 'too many files for a token');
  }
  const { transferId, expiresAt } = sealed.grant;
  const origin = publicOrigin(ctx.services.config);
  return rushesTransferToken({ ...plan, transferId, expiresAt }, server, {
    origin,
    token: sealed.token,
  });
}

/**
 * asperaUploadToken: refused as startUpload refuses (upload on the folder, edit on the asset for
 * a version, each file's name and size), and without a transfer server on the project.
 */
async function asperaUploadToken(
  _root: unknown,
  { input }: MutationAsperaUploadTokenArgs,
  ctx: Ctx,
) {
  allow(canAskTransferToken(ctx));
  const folderId = fromGlobalId(input.folderId, { type: 'Folder', field: 'folderId' }).id;
  const viewer = await allowUpload(ctx, folderId);
  const assetId = input.assetId ? await editedAsset(ctx, input.assetId) : null;
  const folder = written(await ctx.loaders.folder.load(folderId));
  const project = written(await ctx.loaders.project.load(folder.projectId));
  const server = requiredTransferServer(ctx, project, 'folderId');
  const maxBytes = ctx.services.config.maxUploadGb * GIGABYTE;
  const files = uploadFilesOf(input.files, { maxBytes, version: assetId !== null });
  const root = placeOf(project.name, await ctx.loaders.folderPath.load(folderId));
  const paths = files.map((file) => ({ source: file.name, destination: file.name }));
  const transferToken = await transferTokenOf(ctx, server, {
    plan: { direction: 'upload', root, paths },
    nodePaths: files.map((file) => ({ destination: file.name })),
    grant: {
      direction: 'upload',
      holder: { kind: 'user', userId: viewer.userId },
      ...{ projectId: project.id, folderId, assetId, files },
    },
    field: 'files',
  });
  return { transferToken, clientMutationId: input.clientMutationId ?? null };
}

/** Who a download token acts for: the user, or the visitor's visit. */
function holderOf(ctx: RequestContext): TransferHolder {
  if (ctx.viewer) return { kind: 'user', userId: ctx.viewer.userId };
  if (ctx.visitor) return { kind: 'visit', visitId: ctx.visitor.visitId };
  throw appError('UNAUTHENTICATED');
}

const idsOf = (globalIds: readonly string[], type: string, field: string) =>
  globalIds.map((id) => fromGlobalId(id, { type, field }).id);

/**
 * asperaDownloadToken: refused as requestDownload refuses (download on each item, a visitor's
 * link allowing it), without a transfer server on the project, and for a machine. The files are
 * planned again when the transfer client fetches them, with the rights of then.
 */
async function asperaDownloadToken(
  _root: unknown,
  { input }: MutationAsperaDownloadTokenArgs,
  ctx: Ctx,
) {
  allow(canAskTransferToken(ctx));
  const folderIds = input.folderIds ?? [];
  const assetIds = input.assetIds ?? [];
  const { project, planned } = await downloadPlan(ctx, { ...input, folderIds, assetIds });
  if (planned.length === 0) {
    throw appError('VALIDATION_FAILED', { field: 'folderIds', rule: 'empty' });
  }
  const server = requiredTransferServer(ctx, project, 'projectId');
  const paths: TransferPath[] = planned.map((file) => ({
    source: file.path,
    destination: file.path,
  }));
  const transferToken = await transferTokenOf(ctx, server, {
    plan: { direction: 'download', root: placeOf(project.name, []), paths },
    nodePaths: planned.map((file) => ({ source: `/${file.sourceKey}`, destination: file.path })),
    grant: {
      direction: 'download',
      holder: holderOf(ctx),
      ...{ projectId: project.id, parentId: null },
      folderIds: idsOf(folderIds, 'Folder', 'folderIds'),
      assetIds: idsOf(assetIds, 'Asset', 'assetIds'),
    },
    field: 'assetIds',
  });
  return { transferToken, clientMutationId: input.clientMutationId ?? null };
}

const kinds: Record<TransferServerSetting['kind'], TransferServerKind> = {
  rushes: 'RUSHES',
  aspera: 'ASPERA',
};

export const fastTransferResolvers = {
  Mutation: { asperaUploadToken, asperaDownloadToken },
  Project: {
    transferServerKind: (project: ProjectRow, _args: unknown, ctx: Ctx) => {
      const server = transferServerOf(ctx, project);
      return server ? kinds[server.kind] : null;
    },
  },
  SharedLink: {
    async hasAspera(link: LinkRow, _args: unknown, ctx: Ctx) {
      const project = await ctx.loaders.project.load(link.projectId);
      return link.canDownload && project !== undefined && transferServerOf(ctx, project) !== null;
    },
  },
} satisfies IResolvers;
