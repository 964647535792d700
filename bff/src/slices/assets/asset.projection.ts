import type { AssetMetadataSet, ItemsCopied, SlateFormat } from '@rushes/events';
import {
  assetCreated,
  assetMetadataSet,
  assetRenamed,
  assetUploadCancelled,
  assetUploadFailed,
  assetUploadStarted,
  assetVersionAdded,
  type Commit,
  type DomainEvent,
  defaultSlateFormat,
  itemsCopied,
  itemsDeleted,
  itemsMoved,
  jobCancelled,
  jobCompleted,
  jobFailed,
  jobLadderQueued,
  jobLevelPlayable,
  jobLevelPublished,
  jobProbed,
  jobRetryRequested,
  jobStarted,
  type Projection,
  projectSettingsChanged,
  uuidFrom,
  versionReviewStatusSet,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { type ExpressionBuilder, sql, type Transaction } from 'kysely';
import { createdBy } from '../actor.ts';
import { sceneTakeOf, sceneTakeSql } from '../metadata/slate.ts';
import { LIVE_LEVEL, liveEvent, liveEventTypes } from './live-versions.ts';

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
  if (assetUploadFailed.is(event)) {
    await setUploadState(trx, event.data.versionId, 'failed', at);
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
      // A Live asset's version exists from its feed's start: its recording is its file now.
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet({ filename, size, mimetype, processingJobId: event.data.jobId }),
      )
      .execute();
    await trx.updateTable('asset').set({ newestVersionId: id }).where('id', '=', assetId).execute();
    await setUploadState(trx, id, 'finalised', at);
  }
  if (itemsDeleted.is(event)) await deleteAssets(trx, event.data);
  if (itemsCopied.is(event)) await copyAssets(trx, event.data, commit);
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
  if (assetMetadataSet.is(event)) await setMetadata(trx, event.data);
  if (versionReviewStatusSet.is(event)) {
    const { versionId, status } = event.data;
    await trx
      .updateTable('version')
      .set({
        reviewStatus: status,
        reviewStatusSetBy: status === null ? null : createdBy(commit),
        reviewStatusSetAt: status === null ? null : at,
      })
      .where('id', '=', versionId)
      .execute();
  }
  if (projectSettingsChanged.is(event)) {
    const { id: projectId, slateFormat } = event.data;
    await trx
      .insertInto('assetSlateFormat')
      .values({ projectId, slateFormat })
      .onConflict((oc) => oc.column('projectId').doUpdateSet({ slateFormat }))
      .execute();
    await trx
      .updateTable('asset')
      .set({ sceneTake: sceneTakeSql(slateFormat, sql.ref('slate')) })
      .where('projectId', '=', projectId)
      .where('slate', 'is not', null)
      .execute();
  }
}

/** The asset's metadata, its slate's text in its project's format and its Selected mark. */
async function setMetadata(trx: Trx, { assetId, entries, slate }: AssetMetadataSet['data']) {
  const asset = await trx
    .selectFrom('asset')
    .leftJoin('assetSlateFormat', 'assetSlateFormat.projectId', 'asset.projectId')
    .select('assetSlateFormat.slateFormat')
    .where('asset.id', '=', assetId)
    .executeTakeFirst();
  if (!asset) return;
  const format = (asset.slateFormat as SlateFormat | null) ?? defaultSlateFormat;
  await trx
    .updateTable('asset')
    .set({
      metadata: JSON.stringify(entries),
      slate: JSON.stringify(slate),
      sceneTake: sceneTakeOf(slate, format),
      circled: slate.circled === true,
      metadataText: entries.map((entry) => entry.value).join('\n'),
    })
    .where('id', '=', assetId)
    .execute();
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

/** A copied asset's copy of a version: its id derives from the copy and the version. */
const versionCopyId = (assetId: string, sourceVersionId: string) =>
  uuidFrom('copy', assetId, sourceVersionId);

/**
 * Copied assets: new rows named and typed as their sources, with a copy of every version that
 * shares its stored media (`copied_from` the uploaded version it all comes from), the newest as
 * the source's.
 */
async function copyAssets(trx: Trx, data: ItemsCopied['data'], commit: Commit) {
  if (data.assets.length === 0) return;
  const at = commit.meta.at;
  const by = createdBy(commit);
  const copies = data.assets.map(
    (asset) => sql`(${asset.id}::uuid, ${asset.sourceId}::uuid, ${asset.folderId}::uuid)`,
  );
  await sql`
    INSERT INTO asset (id, project_id, folder_id, name, type, created_at, created_by,
      metadata, slate, scene_take, circled, metadata_text)
    SELECT copy.id, source.project_id, copy.folder_id, source.name, source.type, ${at}, ${by},
      source.metadata, source.slate, source.scene_take, source.circled, source.metadata_text
    FROM (VALUES ${sql.join(copies)}) AS copy (id, source_id, folder_id)
    JOIN asset source ON source.id = copy.source_id`.execute(trx);
  const copyOf = new Map(data.assets.map((asset) => [asset.sourceId, asset.id]));
  const versions = await trx
    .selectFrom('version')
    .select(['id', 'assetId'])
    .where('assetId', 'in', [...copyOf.keys()])
    .execute();
  if (versions.length === 0) return;
  const rows = versions.map((version) => {
    const assetId = copyOf.get(version.assetId) ?? '';
    return sql`(${versionCopyId(assetId, version.id)}::uuid, ${assetId}::uuid, ${version.id}::uuid)`;
  });
  // Every column of the source, whatever columns come later, but the copy's own: a copy starts
  // with no review status, as its stream has none.
  await sql`
    INSERT INTO version
    SELECT (jsonb_populate_record(NULL::version, to_jsonb(source) || jsonb_build_object(
      'id', copy.id, 'asset_id', copy.asset_id, 'created_at', ${at}::timestamptz,
      'created_by', ${by}::uuid, 'copied_from', coalesce(source.copied_from, source.id),
      'review_status', NULL, 'review_status_set_by', NULL, 'review_status_set_at', NULL))).*
    FROM (VALUES ${sql.join(rows)}) AS copy (id, asset_id, source_id)
    JOIN version source ON source.id = copy.source_id`.execute(trx);
  const sources = await trx
    .selectFrom('asset')
    .select(['id', 'newestVersionId'])
    .where('id', 'in', [...copyOf.keys()])
    .execute();
  const newest = sources.flatMap((source) => {
    const assetId = copyOf.get(source.id);
    if (!assetId || !source.newestVersionId) return [];
    return [sql`(${assetId}::uuid, ${versionCopyId(assetId, source.newestVersionId)}::uuid)`];
  });
  if (newest.length === 0) return;
  await sql`
    UPDATE asset SET newest_version_id = copy.newest
    FROM (VALUES ${sql.join(newest)}) AS copy (id, newest)
    WHERE asset.id = copy.id`.execute(trx);
}

/** The version and its copies: what its job finds and makes is theirs too. */
const sameVersion = (versionId: string) => (eb: ExpressionBuilder<Database, 'version'>) =>
  eb.or([eb('id', '=', versionId), eb('copiedFrom', '=', versionId)]);

const toInteger = (value: number | null) => (value === null ? null : Math.round(value));

/**
 * The version's levels with `level` in place of the one of the same name, if any. A job's levels
 * replace a feed's live level too: the job's master does not list it.
 */
const withLevel = (level: { name: string }) =>
  sql<string>`(SELECT coalesce(jsonb_agg(l), '[]'::jsonb) FROM jsonb_array_elements(levels) l
    WHERE l->>'name' NOT IN (${level.name}, ${LIVE_LEVEL}))
    || jsonb_build_array(${JSON.stringify(level)}::jsonb)`;

const isGrowing = sql`coalesce((l->>'growing')::boolean, false)`;

/**
 * A job's attempt ended or another began: levels still growing will not grow any further (a new
 * attempt writes them again from their first segment), so they are no longer played. A version
 * left with no level has no master either.
 */
async function dropGrowingLevels(trx: Trx, jobId: string) {
  await sql`
    UPDATE version SET
      levels = (SELECT coalesce(jsonb_agg(l), '[]'::jsonb) FROM jsonb_array_elements(levels) l
        WHERE NOT ${isGrowing}),
      master_key = CASE WHEN EXISTS (SELECT FROM jsonb_array_elements(levels) l
        WHERE NOT ${isGrowing}) THEN master_key END
    WHERE processing_job_id = ${jobId} AND levels @> '[{"growing": true}]'`.execute(trx);
}

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
      .where(sameVersion(versionId))
      .execute();
  }
  if (jobLevelPlayable.is(event)) {
    const { versionId, masterKey, level } = event.data;
    // Its peak bit rate is measured once it is whole (job.level_published replaces it).
    const growing = { ...level, bandwidth: 0, growing: true };
    await trx
      .updateTable('version')
      .set({ masterKey, levels: withLevel(growing) })
      .where(sameVersion(versionId))
      // a feed's whole recording plays on until a level of its ladder is whole too
      .where(sql<boolean>`NOT levels @> ${JSON.stringify([{ name: LIVE_LEVEL }])}::jsonb`)
      .execute();
  }
  if (jobLevelPublished.is(event)) {
    const { versionId, masterKey, level } = event.data;
    // A level published again (a retried job) replaces the one of the same name.
    await trx
      .updateTable('version')
      .set({ masterKey, levels: withLevel(level) })
      .where(sameVersion(versionId))
      .execute();
  }
  if (
    jobStarted.is(event) ||
    jobFailed.is(event) ||
    jobCancelled.is(event) ||
    jobRetryRequested.is(event)
  ) {
    await dropGrowingLevels(trx, event.data.jobId);
  }
  // The stills and sprites come with the first level, before the rest of the ladder.
  const outputs = jobCompleted.is(event)
    ? event.data
    : jobLadderQueued.is(event)
      ? { versionId: event.data.versionId, ...event.data.outputs }
      : null;
  if (outputs) {
    const { versionId, posterKey, thumbnailKey, waveformKey } = outputs;
    await trx
      .updateTable('version')
      .set({
        ...{ posterKey, thumbnailKey, waveformKey },
        playerSprite: JSON.stringify(outputs.playerSprite),
        thumbnailSprite: JSON.stringify(outputs.thumbnailSprite),
      })
      .where(sameVersion(versionId))
      .execute();
  }
}

/**
 * Assets (with their metadata, and the slate formats of their projects), their versions and their
 * uploads; a version also takes what its processing job found and made (probe, HLS levels,
 * images). Times come from the commits.
 */
export const assetsProjection: Projection<Database> = {
  name: 'assets',
  tables: ['asset', 'version', 'upload', 'asset_slate_format'],
  handles: [
    assetUploadStarted.type,
    assetUploadCancelled.type,
    assetUploadFailed.type,
    assetCreated.type,
    assetVersionAdded.type,
    assetRenamed.type,
    assetMetadataSet.type,
    versionReviewStatusSet.type,
    projectSettingsChanged.type,
    itemsDeleted.type,
    itemsMoved.type,
    itemsCopied.type,
    jobStarted.type,
    jobProbed.type,
    jobLevelPlayable.type,
    jobLevelPublished.type,
    jobLadderQueued.type,
    jobCompleted.type,
    jobFailed.type,
    jobCancelled.type,
    jobRetryRequested.type,
    ...liveEventTypes,
  ],
  async apply(trx, event, commit) {
    await uploadEvent(trx, event, commit);
    await assetEvent(trx, event, commit);
    await jobOutputEvent(trx, event);
    await liveEvent(trx, event, commit);
  },
};
