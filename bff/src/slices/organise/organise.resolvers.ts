import { runCommand } from '@rushes/events';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError, decided } from '../../errors.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { forgetLoaded, originOf } from '../../request-context.ts';
import { allow, found, signedIn } from '../access.ts';
import { reachedAsset } from '../assets/asset.access.ts';
import { assetsProjection } from '../assets/asset.projection.ts';
import { reachedFolder } from '../folders/folder.access.ts';
import { foldersProjection } from '../folders/folder.projection.ts';
import { assetAllowedTo, folderAllowedTo } from '../policy.ts';
import { organiseDecider, organiseReleases } from './organise.decider.ts';
import { subtreeIds } from './organise.queries.ts';

type Ctx = MercuriusContext;

interface DeleteItemsInput {
  folderIds?: string[] | null;
  assetIds?: string[] | null;
  clientMutationId?: string | null;
}

/** The folders to delete, each one the viewer may delete; a root folder is never one. */
async function deletableFolders(ctx: Ctx, globalIds: readonly string[]) {
  const viewer = signedIn(ctx);
  return Promise.all(
    globalIds.map(async (globalId) => {
      const { id } = fromGlobalId(globalId, { type: 'Folder', field: 'folderIds' });
      const reached = found(await reachedFolder(ctx, id), 'folder', 'folderIds');
      allow(folderAllowedTo(viewer, reached.access, reached.path).delete);
      const { folder } = reached;
      if (folder.parentId === null) {
        throw appError('VALIDATION_FAILED', { field: 'folderIds', rule: 'root' });
      }
      return {
        id: folder.id,
        parentId: folder.parentId,
        name: folder.name,
        project: folder.projectId,
      };
    }),
  );
}

/** The assets to delete, each one the viewer may delete. */
async function deletableAssets(ctx: Ctx, globalIds: readonly string[]) {
  const viewer = signedIn(ctx);
  return Promise.all(
    globalIds.map(async (globalId) => {
      const { id } = fromGlobalId(globalId, { type: 'Asset', field: 'assetIds' });
      const reached = found(await reachedAsset(ctx, id), 'asset', 'assetIds');
      allow(assetAllowedTo(viewer, reached.access, reached.path, reached.asset.id).delete);
      const { asset } = reached;
      return { id: asset.id, folderId: asset.folderId, project: asset.projectId };
    }),
  );
}

/** Delete: the chosen folders with their subtrees and the chosen assets, in one decision. */
async function deleteItems(_root: unknown, { input }: { input: DeleteItemsInput }, ctx: Ctx) {
  const folderIds = input.folderIds ?? [];
  const assetIds = input.assetIds ?? [];
  signedIn(ctx);
  if (folderIds.length + assetIds.length === 0) {
    throw appError('VALIDATION_FAILED', { field: 'items', rule: 'required' });
  }
  const folders = await deletableFolders(ctx, folderIds);
  const assets = await deletableAssets(ctx, assetIds);
  const projects = new Set([...folders, ...assets].map((item) => item.project));
  const [projectId] = projects;
  if (projects.size !== 1 || !projectId) {
    throw appError('VALIDATION_FAILED', { field: 'items', rule: 'sameProject' });
  }
  const command = {
    type: 'DeleteItems' as const,
    projectId,
    folders: folders.map(({ id, parentId, name }) => ({ id, parentId, name })),
    folderIds: await subtreeIds(
      ctx.services.db,
      folders.map((folder) => folder.id),
    ),
    assets: assets.map(({ id, folderId }) => ({ id, folderId })),
  };
  decided(
    await runCommand(ctx.services, originOf(ctx), {
      stream: `organise.${projectId}`,
      decider: organiseDecider,
      command,
      release: organiseReleases,
      readModels: [foldersProjection, assetsProjection],
      idempotencyKey: input.clientMutationId,
    }),
  );
  forgetLoaded(ctx);
  return {
    deletedFolderIds: folderIds,
    deletedAssetIds: assetIds,
    clientMutationId: input.clientMutationId ?? null,
  };
}

export const organiseResolvers = { Mutation: { deleteItems } } satisfies IResolvers;
