import { type CommandOrigin, type RenditionWatermark, uuidFrom } from '@rushes/events';
import type { Rendition } from '@rushes/migrations';
import type { WatermarkSettings } from '@rushes/rules';
import type { Visitor } from '../../auth/visitor.ts';
import { appError, decided } from '../../errors.ts';
import { originOf, type RequestContext } from '../../request-context.ts';
import type { Services } from '../../services.ts';
import { findVersionsByIds, type VersionRow } from '../assets/asset.queries.ts';
import { versionFolderOf } from '../assets/upload-plan.ts';
import { renditionCommands } from './rendition.binding.ts';
import { findDrawableVersionIds, findMarkNames, findVisitStart } from './rendition.queries.ts';
import {
  datesVisit,
  linkWatermarkDescription,
  linkWatermarkOf,
  markOf,
  namesVisitor,
  namesWatched,
  type StoredWatermark,
} from './watermark-mark.ts';

/**
 * What the requester gets of a version's pictures: its own (members, links without watermark,
 * sound), the link's watermarked rendition (clips and pictures of a watermarked link), or none
 * (documents and other files of a watermarked link: there is nothing to burn a watermark into).
 */
export type VersionPictures =
  | { kind: 'own' }
  | { kind: 'watermarked'; rendition: Rendition }
  | { kind: 'withheld' };

const own: VersionPictures = { kind: 'own' };
/** A Live asset's versions are clips: its feed while it runs, its recordings after. */
const clips = new Set(['Video', 'Live']);
const drawable = new Set([...clips, 'Image']);
const noPictures = new Set(['Document', 'Other']);

/**
 * The rendition's id: the same version with the same drawing — every mark where it is, the size,
 * opacities and offsets — is rendered once, for every link and every visitor it fits (one of its
 * own for each visitor a watermark names). A Live asset's feed while it runs has one of its own,
 * from the feed: once recorded, the version is rendered again from its source, in full.
 */
const renditionIdOf = (versionId: string, drawing: RenditionWatermark, live: boolean) =>
  uuidFrom(
    'rendition',
    ...(live ? ['live'] : []),
    versionId,
    JSON.stringify(drawing.marks.map(({ position, mark }) => [position, mark])),
    `${drawing.fontSize}`,
    `${drawing.opacity}`,
    `${drawing.opacityBackground}`,
    `${drawing.horizontalOffset}`,
    `${drawing.verticalOffset}`,
  );

/** Processing has made what the rendition is made from: a level of a clip, a picture's poster. */
const processed = (version: VersionRow, type: string) =>
  clips.has(type) ? version.masterKey !== null : version.posterKey !== null;

async function findRendition(services: Services, id: string) {
  return services.db.selectFrom('rendition').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Who asks for a rendition: a visitor of the link (named when the watermark names them). */
interface Asker {
  services: Services;
  origin: CommandOrigin;
  linkId: string;
  visitor: Visitor | null;
}

const noNames = { clip: '', folder: '', project: '' };

/**
 * What the watermark draws on this version for this asker — each item's mark where it sits, and
 * how the description lays them out; it looks up only what the items name.
 */
async function drawingFor(
  asker: Asker,
  version: VersionRow,
  watermark: WatermarkSettings,
): Promise<RenditionWatermark> {
  const { db } = asker.services;
  const { visitor } = asker;
  const visit = visitor && {
    email: visitor.email,
    visitId: visitor.visitId,
    since: datesVisit(watermark) ? await findVisitStart(db, visitor.visitId) : null,
  };
  const names = namesWatched(watermark) ? await findMarkNames(db, version.id) : noNames;
  const facts = { ...names, visitor: visit };
  const { fontSize, opacity, opacityBackground, horizontalOffset, verticalOffset } = watermark;
  return {
    marks: watermark.items.map((item) => ({
      position: item.position,
      mark: markOf(item, facts),
    })),
    ...{ fontSize, opacity, opacityBackground, horizontalOffset, verticalOffset },
  };
}

/** The link's watermark, as the description burned in; null for a link without one. */
const watermarkOfLink = (stored: StoredWatermark | null): WatermarkSettings | null => {
  const watermark = linkWatermarkOf(stored);
  return watermark && linkWatermarkDescription(watermark);
};

/**
 * The rendition of the version with the watermark, asked for when there is none yet (or the last
 * one failed): the first to need it starts it, everyone after waits on the same one.
 */
async function renditionFor(
  asker: Asker,
  version: VersionRow,
  watermark: WatermarkSettings,
  ask = true,
): Promise<Rendition | undefined> {
  const { services, origin, linkId } = asker;
  const drawing = await drawingFor(asker, version, watermark);
  const { live } = version;
  const id = renditionIdOf(version.id, drawing, live);
  const found = await findRendition(services, id);
  if (!ask || (found && found.status !== 'FAILED')) return found;
  const ids = { projectId: version.projectId, assetId: version.assetId, versionId: version.id };
  const { sourceKey, filename, mimetype } = version;
  const outputPrefix = `${versionFolderOf(version)}watermarks/${id}/`;
  const data = { id, linkId, ...ids, sourceKey, filename, mimetype, outputPrefix };
  const command = { type: 'RequestRendition' as const, data: { ...data, live, ...drawing } };
  const commandId = `rendition:${id}:request:${(found?.attempt ?? 0) + 1}`;
  decided(await renditionCommands.run(services, origin, id, command, { commandId }));
  return findRendition(services, id);
}

/**
 * At most this many are asked for when a link is opened or sent; the rest when opened. Renditions
 * are made in the order asked, so a few keep the clip a visitor opens first from waiting long.
 */
const PREPARED_PER_LINK = 10;

/**
 * Asks for the renditions of the clips and pictures a watermarked link holds (the first few, by
 * name), so that they are ready, or on their way, when its visitors open them. Without a visitor
 * (the link is being sent), a watermark that names the visitor waits for them.
 */
export async function prepareRenditions(asker: Asker): Promise<void> {
  const { db } = asker.services;
  const link = await db
    .selectFrom('shareLink')
    .select('watermark')
    .where('id', '=', asker.linkId)
    .executeTakeFirst();
  const watermark = watermarkOfLink(link?.watermark ?? null);
  if (watermark === null || (namesVisitor(watermark) && asker.visitor === null)) return;
  const ids = await findDrawableVersionIds(db, asker.linkId, PREPARED_PER_LINK);
  for (const version of await findVersionsByIds(db, ids)) {
    await renditionFor(asker, version, watermark);
  }
}

async function picturesOf(
  ctx: RequestContext,
  version: VersionRow,
  ask: boolean,
): Promise<VersionPictures> {
  if (!ctx.visitor) return own;
  const link = await ctx.loaders.link.load(ctx.visitor.linkId);
  const watermark = watermarkOfLink(link?.watermark ?? null);
  if (watermark === null) return own;
  const type = (await ctx.loaders.asset.load(version.assetId))?.type ?? 'Other';
  if (noPictures.has(type)) return { kind: 'withheld' };
  if (!drawable.has(type)) return own;
  if (!processed(version, type)) return { kind: 'withheld' };
  const { services, visitor } = ctx;
  const asker = { services, origin: originOf(ctx), linkId: visitor.linkId, visitor };
  const rendition = await renditionFor(asker, version, watermark, ask);
  return rendition ? { kind: 'watermarked', rendition } : { kind: 'withheld' };
}

// One answer per version, request and way of asking, however many of its fields ask.
const asked = new WeakMap<RequestContext, Map<string, Promise<VersionPictures>>>();

/**
 * What the requester gets of the version's pictures (see VersionPictures). `ask`: what opening
 * the version needs (its stream, poster, progress) starts its rendition; what lists show of it
 * (thumbnails, sprites) only takes a rendition that is there, so browsing a folder renders nothing.
 */
export function versionPictures(
  ctx: RequestContext,
  version: VersionRow,
  { ask }: { ask: boolean },
): Promise<VersionPictures> {
  let answers = asked.get(ctx);
  if (!answers) {
    answers = new Map();
    asked.set(ctx, answers);
  }
  const key = `${version.id}:${ask}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = picturesOf(ctx, version, ask);
    answers.set(key, answer);
  }
  return answer;
}

/** A file to download: which version, where it is stored, its name (and path) and size. */
interface DownloadedFile {
  versionId: string;
  sourceKey: string;
  path: string;
  size: number;
}

const withExtension = (path: string, extension: string) =>
  `${path.replace(/\.[^./]*$/, '')}.${extension}`;

/**
 * The files a visitor of a watermarked link downloads: each clip and picture as its watermarked
 * rendition (an MP4, a JPEG), sound as it is, documents and other files left out. While a
 * rendition is not done (it is asked for here if need be) the download is refused: STATE_CONFLICT.
 */
export async function watermarkedFiles<File extends DownloadedFile>(
  ctx: RequestContext,
  files: readonly File[],
): Promise<File[]> {
  const chosen = await Promise.all(
    files.map(async (file) => {
      const version = await ctx.loaders.version.load(file.versionId);
      const pictures = version ? await versionPictures(ctx, version, { ask: true }) : own;
      if (pictures.kind === 'own') return file;
      if (pictures.kind === 'withheld') return null;
      const { status, downloadKey } = pictures.rendition;
      if (status !== 'DONE' || downloadKey === null) return 'rendering';
      const size = (await ctx.services.storage.headObject(downloadKey))?.size ?? 0;
      const extension = downloadKey.endsWith('.mp4') ? 'mp4' : 'jpg';
      return { ...file, sourceKey: downloadKey, size, path: withExtension(file.path, extension) };
    }),
  );
  if (chosen.includes('rendering')) {
    throw appError('STATE_CONFLICT', { field: 'watermark', rule: 'rendering' });
  }
  return chosen.filter((file): file is Awaited<File> => file !== null && file !== 'rendering');
}
