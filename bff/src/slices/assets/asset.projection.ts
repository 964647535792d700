import {
  assetCreated,
  assetRenamed,
  assetUploadCancelled,
  assetUploadStarted,
  assetVersionAdded,
  type Commit,
  type DomainEvent,
  itemsDeleted,
  itemsMoved,
  jobCompleted,
  jobLevelPublished,
  jobProbed,
  type Projection,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { sql, type Transaction } from 'kysely';
import { createdBy } from '../actor.ts';

type Trx = Transaction<Database>;

async function uploadEvent(trx: Trx, event: DomainEvent, commit: Commit) {
  const at = commit.meta.at;
  if (assetUploadStarted.is(event)) {
    const { versionId: id, multipartId, partSize, partCount, ...data } = event.data;
    const { assetId, projectId, folderId, filename, size, contentType, storageKey } = data;
    await trx
      .insertInto('upload')
      .values({
        ...{ id, assetId, projectId, folderId, filename, size, contentType, storageKey },
        ...{ multipartId, partSize, partCount, state: 'started' },
        ...{ createdAt: at, updatedAt: at, createdBy: createdBy(commit) },
      })
      .execute();
  }
  if (assetUploadCancelled.is(event)) {
    await setUploadState(trx, event.data.versionId, 'cancelled', at);
  }
}

const setUploadState = (trx: Trx, id: string, state: string, at: string) =>
  trx.updateTable('upload').set({ state, updatedAt: at }).where('id', '=', id).execute();

async function assetEvent(trx: Trx, event: DomainEvent, commit: Commit) {
  const at = commit.meta.at;
  if (assetCreated.is(event)) {
    const { id, projectId, folderId, name, type } = event.data;
    await trx
      .insertInto('asset')
      .values({ id, projectId, folderId, name, type, createdAt: at, createdBy: createdBy(commit) })
      .execute();
  }
  if (assetVersionAdded.is(event)) {
    const { versionId: id, assetId, projectId, number, filename, size, mimetype } = event.data;
    await trx
      .insertInto('version')
      .values({
        ...{ id, assetId, projectId, number, filename, size, mimetype },
        ...{ sourceKey: event.data.sourceKey, processingJobId: event.data.jobId },
        ...{ createdAt: at, createdBy: createdBy(commit) },
      })
      .execute();
    await trx.updateTable('asset').set({ newestVersionId: id }).where('id', '=', assetId).execute();
    await setUploadState(trx, id, 'finalised', at);
  }
  if (itemsDeleted.is(event)) await deleteAssets(trx, event.data);
  if (itemsMoved.is(event) && event.data.assets.length > 0) {
    const ids = event.data.assets.map((asset) => asset.id);
    await trx
      .updateTable('asset')
      .set({ folderId: event.data.targetId })
      .where('id', 'in', ids)
      .execute();
  }
  if (assetRenamed.is(event)) {
    const { id, name } = event.data;
    await trx.updateTable('asset').set({ name }).where('id', '=', id).execute();
  }
}

/** Deleted assets, and every asset of a deleted folder, leave with their versions and uploads. */
async function deleteAssets(
  trx: Trx,
  { assets, folderIds }: { assets: { id: string }[]; folderIds: string[] },
) {
  const chosen = assets.map((asset) => asset.id);
  const inFolders =
    folderIds.length === 0
      ? []
      : await trx.selectFrom('asset').select('id').where('folderId', 'in', folderIds).execute();
  const ids = [...chosen, ...inFolders.map((row) => row.id)];
  if (ids.length === 0) return;
  await trx.deleteFrom('version').where('assetId', 'in', ids).execute();
  await trx.deleteFrom('upload').where('assetId', 'in', ids).execute();
  await trx.deleteFrom('asset').where('id', 'in', ids).execute();
}

const toInteger = (value: number | null) => (value === null ? null : Math.round(value));

async function jobOutputEvent(trx: Trx, event: DomainEvent) {
  if (jobProbed.is(event)) {
    const { versionId, durationMs, fps, width, height, timecode, colorTransfer, hdr } = event.data;
    const { videoCodec, audioCodec, videoBitrate, audioBitrate } = event.data;
    await trx
      .updateTable('version')
      .set({
        ...{ probed: true, durationMs, fps, timecode, colorTransfer, hdr, videoCodec, audioCodec },
        ...{ width: toInteger(width), height: toInteger(height) },
        ...{ videoBitrate: toInteger(videoBitrate), audioBitrate: toInteger(audioBitrate) },
      })
      .where('id', '=', versionId)
      .execute();
  }
  if (jobLevelPublished.is(event)) {
    const { versionId, masterKey, level } = event.data;
    // A level published again (a retried job) replaces the one of the same name.
    await trx
      .updateTable('version')
      .set({
        masterKey,
        levels: sql`(SELECT coalesce(jsonb_agg(l), '[]'::jsonb) FROM jsonb_array_elements(levels) l
          WHERE l->>'name' <> ${level.name}) || jsonb_build_array(${JSON.stringify(level)}::jsonb)`,
      })
      .where('id', '=', versionId)
      .execute();
  }
  if (jobCompleted.is(event)) {
    const { versionId, posterKey, thumbnailKey, waveformKey } = event.data;
    await trx
      .updateTable('version')
      .set({
        ...{ posterKey, thumbnailKey, waveformKey },
        playerSprite: JSON.stringify(event.data.playerSprite),
        thumbnailSprite: JSON.stringify(event.data.thumbnailSprite),
      })
      .where('id', '=', versionId)
      .execute();
  }
}

/**
 * Assets, their versions and their uploads; a version also takes what its processing job found
 * and made (probe, HLS levels, images). Times come from the commits.
 */
export const assetsProjection: Projection<Database> = {
  name: 'assets',
  tables: ['asset', 'version', 'upload'],
  handles: [
    assetUploadStarted.type,
    assetUploadCancelled.type,
    assetCreated.type,
    assetVersionAdded.type,
    assetRenamed.type,
    itemsDeleted.type,
    itemsMoved.type,
    jobProbed.type,
    jobLevelPublished.type,
    jobCompleted.type,
  ],
  async apply(trx, event, commit) {
    await uploadEvent(trx, event, commit);
    await assetEvent(trx, event, commit);
    await jobOutputEvent(trx, event);
  },
};
