import type { IResolvers, MercuriusContext } from 'mercurius';
import { toGlobalId } from '../../graphql/global-id.ts';
import { noteVersion } from '../../reached.ts';
import { assetRights } from '../assets/asset.access.ts';
import type { VersionRow } from '../assets/asset.queries.ts';
import { versionFolderOf } from '../assets/upload-plan.ts';
import { signedGetUrl, signedGetUrlOrNull, urlsExpireAt } from '../signed-urls.ts';
import { signedPlaylistUrl } from './signed-playlist-url.ts';
import { versionPictures } from './watermarked-pictures.ts';

type Ctx = MercuriusContext;

const orNull = (value: string | null) => (value === null ? null : Number(value));

const processingStates = new Set(['WAITING', 'RUNNING']);

/**
 * A URL the viewer shows the version from, noted for the chain of custody (decision 0119):
 * `original` when it hands out the uploaded file itself.
 */
async function handed(
  ctx: Ctx,
  version: VersionRow,
  url: Promise<string | null>,
  original: boolean,
) {
  const signed = await url;
  if (signed !== null) {
    const { projectId, assetId } = version;
    noteVersion(ctx.reached, version.id, { projectId, assetId, original });
  }
  return signed;
}

/** Only those who see the version's own pictures get its sprites (a visitor's are watermarked). */
async function spriteSheet(ctx: Ctx, version: VersionRow, sprite: VersionRow['playerSprite']) {
  if (sprite === null) return null;
  if ((await versionPictures(ctx, version, { ask: false })).kind !== 'own') return null;
  const { keys, ...layout } = sprite;
  return { ...layout, urls: await Promise.all(keys.map((key) => signedGetUrl(ctx, key))) };
}

/**
 * The uploaded file, for the viewer to show: documents, and images before their poster exists,
 * have no other rendition. Video and audio play from `streamUrl`, so seeing them never hands out
 * the file; that takes `download` (`requestDownload`, or `originalUrl` for the Original quality).
 */
async function sourceUrl(version: VersionRow, _: unknown, ctx: Ctx) {
  if ((await versionPictures(ctx, version, { ask: true })).kind !== 'own') return null;
  const asset = await ctx.loaders.asset.load(version.assetId);
  const viewed = asset?.type === 'Document' || (asset?.type === 'Image' && !version.posterKey);
  return viewed ? handed(ctx, version, signedGetUrl(ctx, version.sourceKey), true) : null;
}

/**
 * The uploaded video, for the Original quality: as it hands out the file, only for those who may
 * download it, and never instead of a watermarked rendition.
 */
async function originalUrl(version: VersionRow, _: unknown, ctx: Ctx) {
  const asset = await ctx.loaders.asset.load(version.assetId);
  if (asset?.type !== 'Video' || !(await assetRights(ctx, asset.id)).download) return null;
  if ((await versionPictures(ctx, version, { ask: false })).kind !== 'own') return null;
  return handed(ctx, version, signedGetUrl(ctx, version.sourceKey), true);
}

/** The version's playlist, or for a watermarked link's visitor the rendition's once it plays. */
const streamUrl = (version: VersionRow, _: unknown, ctx: Ctx) =>
  handed(ctx, version, playlistUrl(ctx, version), false);

async function playlistUrl(ctx: Ctx, version: VersionRow) {
  const pictures = await versionPictures(ctx, version, { ask: true });
  if (pictures.kind === 'withheld') return null;
  if (pictures.kind === 'watermarked') {
    const { outputPrefix, masterKey } = pictures.rendition;
    return masterKey === null ? null : signedPlaylistUrl(ctx, outputPrefix, masterKey);
  }
  if (version.masterKey === null || version.levels.length === 0) return null;
  return signedPlaylistUrl(ctx, versionFolderOf(version), version.masterKey);
}

/**
 * A still of the version: its own, the rendition's watermarked poster, or none. The poster is
 * what the viewer opens with (it asks for the rendition); a thumbnail is what lists show.
 */
async function still(ctx: Ctx, version: VersionRow, key: string | null, ask: boolean) {
  const pictures = await versionPictures(ctx, version, { ask });
  if (pictures.kind === 'own') return signedGetUrlOrNull(ctx, key);
  if (pictures.kind === 'watermarked') return signedGetUrlOrNull(ctx, pictures.rendition.posterKey);
  return null;
}

/** How far the watermarked rendition a visitor waits for has come; null when none applies. */
async function watermarking(version: VersionRow, _: unknown, ctx: Ctx) {
  const pictures = await versionPictures(ctx, version, { ask: true });
  if (pictures.kind === 'own') return null;
  if (pictures.kind === 'withheld') return { state: 'WITHHELD', progress: 0, reason: null };
  const { status, percent, reason } = pictures.rendition;
  return { state: status, progress: percent, reason };
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
    createdBy: (version: VersionRow, _: unknown, ctx: Ctx) =>
      version.createdBy ? ctx.loaders.user.load(version.createdBy) : null,
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
    originalUrl,
    watermarking,
    posterUrl: (version: VersionRow, _: unknown, ctx: Ctx) =>
      handed(ctx, version, still(ctx, version, version.posterKey, true), false),
    thumbnailUrl: (version: VersionRow, _: unknown, ctx: Ctx) =>
      still(ctx, version, version.thumbnailKey, false),
    waveformUrl: (version: VersionRow, _: unknown, ctx: Ctx) =>
      signedGetUrlOrNull(ctx, version.waveformKey),
    playerSprite: (version: VersionRow, _: unknown, ctx: Ctx) =>
      spriteSheet(ctx, version, version.playerSprite),
    thumbnailSprite: (version: VersionRow, _: unknown, ctx: Ctx) =>
      spriteSheet(ctx, version, version.thumbnailSprite),
    async levels(version: VersionRow, _: unknown, ctx: Ctx) {
      const pictures = await versionPictures(ctx, version, { ask: false });
      return pictures.kind === 'own' ? version.levels : [];
    },
    urlsExpireAt: (_version: VersionRow, _: unknown, ctx: Ctx) => urlsExpireAt(ctx),
  },
} satisfies IResolvers;
