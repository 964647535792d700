import { createHash } from 'node:crypto';
import type { DeliveryFileKind } from '@rushes/events';
import type { Folder } from '@rushes/migrations';
import { type CustomValue, customValueText } from '@rushes/rules';
import type { RequestContext } from '../../request-context.ts';
import { findVersionsByIds } from '../assets/asset.queries.ts';
import { versionsWithComments } from '../comments/comment.queries.ts';
import { fieldsOfProject } from '../custom-fields/custom-field.access.ts';
import { valueOfRow } from '../custom-fields/custom-value-columns.ts';
import { writeAle } from '../metadata/ale.writer.ts';
import { avidMarkers } from '../notes-export/avid-markers.writer.ts';
import { fileSafe } from '../notes-export/notes.ts';
import { notesOf } from '../notes-export/notes-export.notes.ts';
import { DEFAULT_FPS } from '../notes-export/version-timecode.ts';
import { type AleClip, clipsSheet } from './clips-ale.ts';
import type { DeliveredFile } from './folder-delivery.decider.ts';

/** The assets Media Composer takes as clips; images and documents have no place in a bin. */
const CLIP_TYPES = ['Video', 'Audio'];
/** A folder's files cover this many clips at most, by name. */
const MAX_CLIPS = 5_000;
const TEXT = 'text/plain; charset=utf-8';

/** A file of a folder's delivery with its bytes, before it is stored. */
export interface FileToDeliver extends DeliveredFile {
  body: Buffer;
}

/** Where the integration keeps a folder's file of each kind: written over as it changes. */
const deliveryKey = (folder: Pick<Folder, 'id' | 'projectId'>, kind: DeliveryFileKind) =>
  `deliveries/${folder.projectId}/${folder.id}/mediacomposer/${kind === 'ale' ? 'clips.ale' : 'markers.txt'}`;

const fileOf = (
  folder: Folder,
  kind: DeliveryFileKind,
  name: string,
  body: Buffer,
): FileToDeliver => ({
  kind,
  name,
  storageKey: deliveryKey(folder, kind),
  contentType: TEXT,
  size: body.length,
  sha256: createHash('sha256').update(body).digest('hex'),
  body,
});

/** A custom value as a bin shows it: a boolean as Yes or No, as Circled is; the rest as text. */
const aleText = (value: CustomValue) =>
  value.type === 'BOOLEAN' ? (value.value ? 'Yes' : 'No') : customValueText(value);

/** The workspace's custom fields of the folder's project, and each clip's values by field name. */
async function customValuesOf(ctx: RequestContext, folder: Folder, assetIds: readonly string[]) {
  const fields = await fieldsOfProject(ctx, folder.projectId);
  const values = await Promise.all(assetIds.map((id) => ctx.loaders.customValuesOf.load(id)));
  const textsOf = (rows: (typeof values)[number]) =>
    Object.fromEntries(
      rows.flatMap((row) => {
        const field = fields.find((known) => known.id === row.fieldId);
        const value = field && valueOfRow(field.type, row);
        return field && value ? [[field.name, aleText(value)]] : [];
      }),
    );
  const byAsset = new Map(assetIds.map((id, index) => [id, textsOf(values[index] ?? [])]));
  return { names: fields.map((field) => field.name), byAsset };
}

/** The folder's clips by name, each with its newest version. */
async function clipsOf(ctx: RequestContext, folderId: string) {
  const { db } = ctx.services;
  const assets = await db
    .selectFrom('asset')
    .selectAll()
    .where('folderId', '=', folderId)
    .where('type', 'in', CLIP_TYPES)
    .where('newestVersionId', 'is not', null)
    .orderBy('name')
    .orderBy('id')
    .limit(MAX_CLIPS)
    .execute();
  const ids = assets.flatMap((asset) => (asset.newestVersionId ? [asset.newestVersionId] : []));
  const versions = new Map((await findVersionsByIds(db, ids)).map((row) => [row.id, row]));
  return assets.flatMap((asset) => {
    const version = versions.get(asset.newestVersionId ?? '');
    return version ? [{ asset, version }] : [];
  });
}

/**
 * What Media Composer gets of a folder that holds clips: its comments as Avid marker text (the
 * notes export's markers, of every clip's newest version) and its clips as an ALE, with the
 * custom fields of its project's workspace. Both depend on nothing but the folder's content, so
 * the same content gives the same bytes and hash. None for a folder without clips.
 */
export async function folderFiles(ctx: RequestContext, folder: Folder): Promise<FileToDeliver[]> {
  const clips = await clipsOf(ctx, folder.id);
  if (clips.length === 0) return [];
  const commented = await versionsWithComments(
    ctx.services.db,
    clips.map(({ version }) => version.id),
  );
  const notes = await notesOf(ctx, {
    projectId: folder.projectId,
    name: folder.name,
    versions: clips.filter(({ version }) => commented.has(version.id)),
  });
  const markers = avidMarkers({ title: folder.name, timeZone: 'UTC', versions: notes });
  const custom = await customValuesOf(
    ctx,
    folder,
    clips.map(({ asset }) => asset.id),
  );
  const sheet = clipsSheet(
    clips.map(
      ({ asset, version }): AleClip => ({
        name: asset.sceneTake ?? asset.name,
        filename: version.filename,
        video: asset.type === 'Video',
        fps: version.fps ?? DEFAULT_FPS,
        timecode: version.timecode,
        durationMs: version.durationMs,
        height: version.height,
        hasAudio: version.audioCodec !== null,
        slate: asset.slate,
        circled: asset.circled,
        reviewStatus: version.reviewStatus,
        metadata: asset.metadata,
        custom: custom.byAsset.get(asset.id) ?? {},
      }),
    ),
    custom.names,
  );
  const name = fileSafe(folder.name) || 'Rushes';
  return [
    fileOf(folder, 'avid_markers', `${name} markers.txt`, markers),
    fileOf(folder, 'ale', `${name}.ale`, writeAle(sheet)),
  ];
}
