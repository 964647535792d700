import type { IResolvers, MercuriusContext } from 'mercurius';
import { toGlobalId } from '../../graphql/global-id.ts';
import type { VersionRow } from './asset.queries.ts';
import {
  signedGetUrl,
  signedGetUrlOrNull,
  signedPlaylistUrl,
  urlsExpireAt,
} from './signed-urls.ts';
import { versionPrefixOf } from './upload-plan.ts';

type Ctx = MercuriusContext;

const orNull = (value: string | null) => (value === null ? null : Number(value));

const processingStates = new Set(['WAITING', 'RUNNING']);

async function spriteSheet(ctx: Ctx, sprite: VersionRow['playerSprite']) {
  if (sprite === null) return null;
  const { keys, ...layout } = sprite;
  return { ...layout, urls: await Promise.all(keys.map((key) => signedGetUrl(ctx, key))) };
}

/**
 * The uploaded file, for the viewer to show: documents, and images before their poster exists,
 * have no other rendition. Video and audio play from `streamUrl` only, so seeing them never hands
 * out the file; that takes `requestDownload`, for those with `download`.
 */
async function sourceUrl(version: VersionRow, _: unknown, ctx: Ctx) {
  const asset = await ctx.loaders.asset.load(version.assetId);
  const viewed = asset?.type === 'Document' || (asset?.type === 'Image' && !version.posterKey);
  return viewed ? signedGetUrl(ctx, version.sourceKey) : null;
}

function streamUrl(version: VersionRow, _: unknown, ctx: Ctx) {
  if (version.masterKey === null || version.levels.length === 0) return null;
  const prefix = versionPrefixOf({ ...version, versionId: version.id });
  return signedPlaylistUrl(ctx, prefix, version.masterKey);
}

/**
 * A version as its row has it; URLs signed until `urlsExpireAt`. Comments (`comments`,
 * `hasComments`) come from the comments slice.
 */
export const versionResolvers = {
  Version: {
    id: (version: VersionRow) => toGlobalId('Version', version.id),
    asset: (version: VersionRow, _: unknown, ctx: Ctx) => ctx.loaders.asset.load(version.assetId),
    size: (version: VersionRow) => Number(version.size),
    duration: (version: VersionRow) => version.durationMs,
    framesPerSecond: (version: VersionRow) => version.fps,
    timecodeOffset: (version: VersionRow) =>
      version.probed ? (version.timecode ?? '00:00:00:00') : null,
    fileInfo: (version: VersionRow) =>
      version.probed
        ? {
            videoCodec: version.videoCodec,
            audioCodec: version.audioCodec,
            videoBitrate: orNull(version.videoBitrate),
            audioBitrate: orNull(version.audioBitrate),
            colorTransfer: version.colorTransfer,
            hdr: version.hdr,
          }
        : null,
    processingJob: (version: VersionRow, _: unknown, ctx: Ctx) =>
      version.processingJobId ? ctx.loaders.job.load(version.processingJobId) : null,
    async isProcessing(version: VersionRow, _: unknown, ctx: Ctx) {
      if (!version.processingJobId) return false;
      const job = await ctx.loaders.job.load(version.processingJobId);
      return job !== undefined && processingStates.has(job.state);
    },
    streamUrl,
    sourceUrl,
    posterUrl: (version: VersionRow, _: unknown, ctx: Ctx) =>
      signedGetUrlOrNull(ctx, version.posterKey),
    thumbnailUrl: (version: VersionRow, _: unknown, ctx: Ctx) =>
      signedGetUrlOrNull(ctx, version.thumbnailKey),
    waveformUrl: (version: VersionRow, _: unknown, ctx: Ctx) =>
      signedGetUrlOrNull(ctx, version.waveformKey),
    playerSprite: (version: VersionRow, _: unknown, ctx: Ctx) =>
      spriteSheet(ctx, version.playerSprite),
    thumbnailSprite: (version: VersionRow, _: unknown, ctx: Ctx) =>
      spriteSheet(ctx, version.thumbnailSprite),
    levels: (version: VersionRow) => version.levels,
    urlsExpireAt: (_version: VersionRow, _: unknown, ctx: Ctx) => urlsExpireAt(ctx),
  },
} satisfies IResolvers;
