import { newId } from '@rushes/events';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type {
  DeleteItemsInput,
  MutationCopyItemsArgs,
  MutationDeleteItemsArgs,
  MutationMoveItemsArgs,
} from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { allow, found, signedIn, written } from '../access.ts';
import { reachedAsset } from '../assets/asset.access.ts';
import { reachedFolder } from '../folders/folder.access.ts';
import { assetAllowedTo, canMoveOutOf, folderAllowedTo } from '../policy.ts';
import { organiseCommands } from './organise.binding.ts';
import {
  assetsIn,
  childNames,
  projectParents,
  subtreeFolders,
  subtreeIds,
} from './organise.queries.ts';

type Ctx = MercuriusContext;

/**
 * What a call needs of each item it names: a right on the item (Copy: edit, Delete: delete), or
 * (Move) edit on the folder the item leaves.
 */
type Need = 'edit' | 'delete' | 'moveOut';

/** The folders chosen, each one the viewer may do what is `need`ed with; never a root folder. */
async function chosenFolders(ctx: Ctx, globalIds: readonly string[], need: Need) {
  const viewer = signedIn(ctx);
  return Promise.all(
    globalIds.map(async (globalId) => {
      const { id } = fromGlobalId(globalId, { type: 'Folder', field: 'folderIds' });
      const reached = found(await reachedFolder(ctx, id), 'folder', 'folderIds');
      const { folder, access, path } = reached;
      if (folder.parentId === null) {
        throw appError('VALIDATION_FAILED', { field: 'folderIds', rule: 'root' });
      }
      allow(
        need === 'moveOut'
          ? canMoveOutOf(viewer, access, path.slice(0, -1))
          : folderAllowedTo(viewer, access, path)[need],
      );
      return {
        id: folder.id,
        parentId: folder.parentId,
        name: folder.name,
        project: folder.projectId,
      };
    }),
  );
}

/** The assets chosen, each one the viewer may do what is `need`ed with. */
async function chosenAssets(ctx: Ctx, globalIds: readonly string[], need: Need) {
  const viewer = signedIn(ctx);
  return Promise.all(
    globalIds.map(async (globalId) => {
      const { id } = fromGlobalId(globalId, { type: 'Asset', field: 'assetIds' });
      const reached = found(await reachedAsset(ctx, id), 'asset', 'assetIds');
      const { asset, access, path } = reached;
      allow(
        need === 'moveOut'
          ? canMoveOutOf(viewer, access, path)
          : assetAllowedTo(viewer, access, path, asset.id)[need],
      );
      return { id: asset.id, folderId: asset.folderId, project: asset.projectId };
    }),
  );
}

/** The one project the items are in; items of several projects are refused. */
function oneProject(items: readonly { project: string }[]): string {
  const projects = new Set(items.map((item) => item.project));
  const [projectId] = projects;
  if (projects.size !== 1 || !projectId) {
    throw appError('VALIDATION_FAILED', { field: 'items', rule: 'sameProject' });
  }
  return projectId;
}

/**
 * Items never leave the storage their media is on: a target in a project on another storage is
 * refused for that reason first (moving between projects is refused anyway, `sameProject`).
 */
async function sameStorage(ctx: Ctx, targetProject: string, items: readonly { project: string }[]) {
  const prefixOf = async (projectId: string) =>
    (await ctx.loaders.project.load(projectId))?.storagePrefix;
  const target = await prefixOf(targetProject);
  const sources = await Promise.all([...new Set(items.map((item) => item.project))].map(prefixOf));
  if (sources.some((prefix) => prefix !== target)) {
    throw appError(
      'VALIDATION_FAILED',
      { field: 'targetId', rule: 'sameStorage' },
      'items cannot move or be copied to a project on another storage',
    );
  }
}

/** The folders' and assets' ids a call names; naming none is refused. */
function requestedIds(input: DeleteItemsInput) {
  const folderIds = input.folderIds ?? [];
  const assetIds = input.assetIds ?? [];
  if (folderIds.length + assetIds.length === 0) {
    throw appError('VALIDATION_FAILED', { field: 'items', rule: 'required' });
  }
  return { folderIds, assetIds };
}

/** The folder items go into, when the viewer may edit it. */
async function editableTarget(ctx: Ctx, globalId: string) {
  const { id } = fromGlobalId(globalId, { type: 'Folder', field: 'targetId' });
  const target = found(await reachedFolder(ctx, id), 'folder', 'targetId');
  allow(folderAllowedTo(signedIn(ctx), target.access, target.path).edit);
  return target;
}

/** Delete: the chosen folders with their subtrees and the chosen assets, in one decision. */
async function deleteItems(_root: unknown, { input }: MutationDeleteItemsArgs, ctx: Ctx) {
  signedIn(ctx);
  const { folderIds, assetIds } = requestedIds(input);
  const folders = await chosenFolders(ctx, folderIds, 'delete');
  const assets = await chosenAssets(ctx, assetIds, 'delete');
  const projectId = oneProject([...folders, ...assets]);
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
  await decideFor(ctx, organiseCommands, projectId, command, input.clientMutationId);
  return {
    deletedFolderIds: folderIds,
    deletedAssetIds: assetIds,
    clientMutationId: input.clientMutationId ?? null,
  };
}

/**
 * Move: folders (with their subtrees) and assets into another folder of their project, with edit
 * on the folders they leave and on the target.
 */
async function moveItems(_root: unknown, { input }: MutationMoveItemsArgs, ctx: Ctx) {
  signedIn(ctx);
  const { folderIds, assetIds } = requestedIds(input);
  const target = await editableTarget(ctx, input.targetId);
  const folders = await chosenFolders(ctx, folderIds, 'moveOut');
  const assets = await chosenAssets(ctx, assetIds, 'moveOut');
  await sameStorage(ctx, target.folder.projectId, [...folders, ...assets]);
  const projectId = oneProject([{ project: target.folder.projectId }, ...folders, ...assets]);
  const command = {
    type: 'MoveItems' as const,
    projectId,
    targetId: target.folder.id,
    folders: folders.map(({ id, parentId, name }) => ({ id, parentId, name })),
    assets: assets.map(({ id, folderId }) => ({ id, folderId })),
    parents: await projectParents(ctx.services.db, projectId),
  };
  await decideFor(ctx, organiseCommands, projectId, command, input.clientMutationId);
  return {
    target: written(await ctx.loaders.folder.load(target.folder.id)),
    clientMutationId: input.clientMutationId ?? null,
  };
}

/** At most this many folders and assets are copied at once: one event holds them all. */
export const MAX_COPIED_ITEMS = 5000;

/**
 * Copy: folders (with their subtrees) and assets into a folder of their project, under new ids,
 * sharing their stored media; with edit on each of them and on the target.
 */
async function copyItems(_root: unknown, { input }: MutationCopyItemsArgs, ctx: Ctx) {
  const viewer = signedIn(ctx);
  const { folderIds, assetIds } = requestedIds(input);
  const target = await editableTarget(ctx, input.targetId);
  const chosen = await chosenFolders(ctx, folderIds, 'edit');
  const assets = await chosenAssets(ctx, assetIds, 'edit');
  await sameStorage(ctx, target.folder.projectId, [...chosen, ...assets]);
  const projectId = oneProject([{ project: target.folder.projectId }, ...chosen, ...assets]);
  const { db } = ctx.services;
  const folders = await subtreeFolders(
    db,
    chosen.map((folder) => folder.id),
  );
  const inFolders = await assetsIn(
    db,
    folders.map((folder) => folder.id),
  );
  if (folders.length + inFolders.length + assets.length > MAX_COPIED_ITEMS) {
    throw appError('VALIDATION_FAILED', {
      field: 'items',
      rule: 'maxItems',
      max: MAX_COPIED_ITEMS,
    });
  }
  const command = {
    type: 'CopyItems' as const,
    projectId,
    targetId: target.folder.id,
    copyId: newId('copy', viewer.userId, input.clientMutationId),
    chosen: chosen.map((folder) => folder.id),
    folders,
    assets: [...inFolders, ...assets].map(({ id, folderId }) => ({ id, folderId })),
    parents: await projectParents(db, projectId),
    taken: await childNames(db, target.folder.id),
  };
  await decideFor(ctx, organiseCommands, projectId, command, input.clientMutationId);
  return {
    target: written(await ctx.loaders.folder.load(target.folder.id)),
    clientMutationId: input.clientMutationId ?? null,
  };
}

export const organiseResolvers = {
  Mutation: { deleteItems, moveItems, copyItems },
} satisfies IResolvers;
