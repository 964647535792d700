import { randomUUID } from 'node:crypto';
import { newId } from '@rushes/events';
import { createSealer, SRT_PASSPHRASES } from '@rushes/runtime';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type {
  MutationCreateLiveAssetArgs,
  MutationIssueLiveKeyArgs,
  MutationRevokeLiveKeyArgs,
} from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { allow, found, written } from '../access.ts';
import { reachedAsset } from '../assets/asset.access.ts';
import type { AssetRow, VersionRow } from '../assets/asset.queries.ts';
import { allowUpload } from '../assets/upload.access.ts';
import { assetKeyFolderOf } from '../assets/upload-plan.ts';
import { folderAllowedTo } from '../policy.ts';
import { liveAssetCommands } from './live-asset.binding.ts';
import { ingestOf, rtmpServerOf, srtPortsOf } from './live-ingest-address.ts';
import { forgetStreamKeys, hasStreamKey, issueStreamKey } from './live-key-secrets.ts';

type Ctx = MercuriusContext;

/** SRT ports from RUSHES_SRT_PORTS; passphrases sealed as the ingest server opens them. */
const keyOptions = (ctx: Ctx) => ({
  srtPorts: srtPortsOf(ctx.services.config),
  sealer: createSealer(ctx.services.config.secretsKey, SRT_PASSPHRASES),
});

/** A Live asset the viewer may feed: upload on its folder (NOT_FOUND when they may not see it). */
async function fedAsset(ctx: Ctx, assetId: string) {
  const { id } = fromGlobalId(assetId, { type: 'Asset', field: 'assetId' });
  const reached = found(await reachedAsset(ctx, id), 'asset', 'assetId');
  allow(folderAllowedTo(ctx.viewer, reached.access, reached.path).upload);
  if (reached.asset.type !== 'Live')
    throw appError('NOT_FOUND', { field: 'assetId', entity: 'liveAsset' });
  return reached.asset;
}

/**
 * A Live asset and its first stream key. Each call with its `clientMutationId` makes the same
 * asset; the key is new each time (a retry cannot be shown a key that was kept nowhere), and
 * replaces the one before.
 */
async function createLiveAsset(_root: unknown, { input }: MutationCreateLiveAssetArgs, ctx: Ctx) {
  const folderId = fromGlobalId(input.folderId, { type: 'Folder', field: 'folderId' }).id;
  const viewer = await allowUpload(ctx, folderId);
  const folder = written(await ctx.loaders.folder.load(folderId));
  const project = written(await ctx.loaders.project.load(folder.projectId));
  const { clientMutationId = null } = input;
  const assetId = newId('asset', viewer.userId, clientMutationId);
  const ids = { projectId: folder.projectId, assetId };
  const keyId = randomUUID();
  const command = {
    type: 'CreateLiveAsset' as const,
    ...{ ...ids, folderId, name: input.name, keyId },
    versionId: newId('version', viewer.userId, clientMutationId),
    keyFolder: assetKeyFolderOf(ids, project.storagePrefix),
  };
  const { events } = await decideFor(ctx, liveAssetCommands, assetId, command, clientMutationId);
  // A retry finds the asset made: it gets a key of its own.
  if (events.length === 0) {
    await decideFor(ctx, liveAssetCommands, assetId, { type: 'IssueLiveKey', keyId });
  }
  const issued = await issueStreamKey(ctx.services.db, keyOptions(ctx), assetId, keyId);
  const asset = written(await ctx.loaders.asset.load(assetId));
  return { asset, ingest: ingestOf(ctx.services.config, issued), clientMutationId };
}

/** A new stream key for the asset; the one before stops working. */
async function issueLiveKey(_root: unknown, { input }: MutationIssueLiveKeyArgs, ctx: Ctx) {
  const asset = await fedAsset(ctx, input.assetId);
  const keyId = randomUUID();
  await decideFor(ctx, liveAssetCommands, asset.id, { type: 'IssueLiveKey', keyId });
  const issued = await issueStreamKey(ctx.services.db, keyOptions(ctx), asset.id, keyId);
  const ingest = ingestOf(ctx.services.config, issued);
  return { asset, ingest, clientMutationId: input.clientMutationId ?? null };
}

/** The stream key stops working; the ingest server stops a feed sent with it. */
async function revokeLiveKey(_root: unknown, { input }: MutationRevokeLiveKeyArgs, ctx: Ctx) {
  const asset = await fedAsset(ctx, input.assetId);
  const command = { type: 'RevokeLiveKey' as const };
  await decideFor(ctx, liveAssetCommands, asset.id, command, input.clientMutationId);
  await forgetStreamKeys(ctx.services.db, asset.id);
  return { asset, clientMutationId: input.clientMutationId ?? null };
}

/** Whether the viewer may feed the Live asset (upload on its folder). */
async function mayFeed(ctx: Ctx, asset: AssetRow) {
  if (asset.type !== 'Live') return false;
  const reached = await reachedAsset(ctx, asset.id);
  return reached !== null && folderAllowedTo(ctx.viewer, reached.access, reached.path).upload;
}

export const liveAssetResolvers = {
  Mutation: { createLiveAsset, issueLiveKey, revokeLiveKey },
  Asset: {
    hasLiveKey: async (asset: AssetRow, _args: unknown, ctx: Ctx) =>
      (await mayFeed(ctx, asset)) ? hasStreamKey(ctx.services.db, asset.id) : null,
    liveRtmpServer: async (asset: AssetRow, _args: unknown, ctx: Ctx) =>
      (await mayFeed(ctx, asset)) ? rtmpServerOf(ctx.services.config) : null,
  },
  Version: {
    isLive: (version: VersionRow) => version.live,
  },
} satisfies IResolvers;
