import {
  type AssetUploadStarted,
  type AssetVersionAdded,
  assetUploadCancelled,
  assetUploadFailed,
  assetUploadStarted,
  assetVersionAdded,
  type DownloadRequested,
  downloadRequested,
  downloadStreamed,
  type EventMeta,
  type Projection,
  type ZipOutcome,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { type Insertable, sql, type Transaction } from 'kysely';

type NewTransfer = Insertable<Database['transfer']>;
type Status = NewTransfer['status'];
type Trx = Transaction<Database>;

/** The UTC day of an ISO instant, YYYY-MM-DD. */
export const dayOf = (at: string): string => new Date(at).toISOString().slice(0, 10);

/** Who moved a transfer's bytes, as the commit names them. */
const movedBy = ({ actor }: EventMeta) => ({
  actorId: actor.kind === 'system' ? null : actor.id,
  fromLink: actor.kind === 'link',
  fromToken: actor.kind === 'token',
});

/** A transfer begun at the commit's time, by its actor. */
const begun = (meta: EventMeta) => ({
  day: dayOf(meta.at),
  createdAt: meta.at,
  updatedAt: meta.at,
  ...movedBy(meta),
});

/**
 * An upload from its start: the file's declared bytes, under way, moved by the commit's actor (a
 * user, an API token, or a share-link visitor). The version's id is the transfer's.
 */
export function uploadStartedOf(data: AssetUploadStarted['data'], meta: EventMeta): NewTransfer {
  return {
    id: data.versionId,
    projectId: data.projectId,
    direction: 'upload',
    filename: data.filename,
    bytes: data.size,
    status: 'started',
    kind: data.via,
    ...begun(meta),
  };
}

/**
 * An upload the log holds only the end of (a version added without its start): completed when
 * the version was added, through the browser as every upload without a start was; how long it
 * took is not known.
 */
export function uploadOf(data: AssetVersionAdded['data'], meta: EventMeta): NewTransfer {
  return {
    id: data.versionId,
    projectId: data.projectId,
    direction: 'upload',
    filename: data.filename,
    bytes: data.size,
    status: 'completed',
    kind: 'web',
    ...begun(meta),
  };
}

/** A download handed out: its file, or its zip of `fileCount` files, on the day it was asked. */
export function downloadOf(data: DownloadRequested['data'], meta: EventMeta): NewTransfer {
  return {
    id: data.id,
    projectId: data.projectId,
    direction: 'download',
    filename: data.name,
    bytes: data.bytes,
    fileCount: data.fileCount,
    status: 'started',
    kind: data.via,
    ...begun(meta),
  };
}

/** Adds to a project's day: transfers begun, bytes uploaded, bytes handed out. */
async function addToDay(
  trx: Trx,
  { projectId, day }: { projectId: string; day: string },
  add: { count: number; up: NewTransfer['bytes']; down: NewTransfer['bytes'] },
) {
  await trx
    .insertInto('transferDay')
    .values({ projectId, day, bytesUp: add.up, bytesDown: add.down, count: add.count })
    .onConflict((conflict) =>
      conflict.columns(['projectId', 'day']).doUpdateSet((eb) => ({
        bytesUp: eb('transferDay.bytesUp', '+', eb.ref('excluded.bytesUp')),
        bytesDown: eb('transferDay.bytesDown', '+', eb.ref('excluded.bytesDown')),
        count: eb('transferDay.count', '+', eb.ref('excluded.count')),
      })),
    )
    .execute();
}

/**
 * Adds a transfer, counted on its day with the bytes it moved by then: a download's bytes when
 * handed out, an upload's once completed. A transfer recorded before is not counted twice.
 */
async function record(trx: Trx, transfer: NewTransfer): Promise<void> {
  const inserted = await trx
    .insertInto('transfer')
    .values(transfer)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return;
  const completedUpload = transfer.direction === 'upload' && transfer.status === 'completed';
  await addToDay(trx, transfer, {
    count: 1,
    up: completedUpload ? transfer.bytes : 0,
    down: transfer.direction === 'download' ? transfer.bytes : 0,
  });
}

/**
 * Ends a transfer that stands at one of `from` with `status`, at the commit's time: its duration
 * runs from its start. The transfer ended, or undefined when none stood there (ended already).
 */
const end = (trx: Trx, id: string, status: Status, meta: EventMeta, from: readonly Status[]) =>
  trx
    .updateTable('transfer')
    .set({
      status,
      updatedAt: meta.at,
      durationMs: sql<number>`round(extract(epoch from ${meta.at}::timestamptz - created_at) * 1000)`,
    })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returning(['projectId', sql<string>`day::text`.as('day'), 'bytes'])
    .executeTakeFirst();

/** An upload completed: its bytes count on its day, from its start; one without a start is added. */
async function uploadCompleted(trx: Trx, data: AssetVersionAdded['data'], meta: EventMeta) {
  const ended = await end(trx, data.versionId, 'completed', meta, ['started']);
  if (ended) await addToDay(trx, ended, { count: 0, up: ended.bytes, down: 0 });
  else await record(trx, uploadOf(data, meta));
}

/** A zip's stream that reached its end completes the download; one that did not ends it unfinished. */
const zipStatus: Record<ZipOutcome, Status> = {
  completed: 'completed',
  stopped: 'cancelled',
  failed: 'failed',
};

/**
 * Transfer statistics: one row per transfer, from its start to its end, and totals per project
 * and UTC day. Uploads start with `asset.upload_started` and end with `asset.version_added`
 * (completed), `asset.upload_failed` or `asset.upload_cancelled`; downloads start with
 * `download.requested`, and a zip ends with `download.streamed` (its first end, or a completion
 * after it).
 */
export const transferStatsProjection: Projection<Database> = {
  name: 'transfer-stats',
  tables: ['transfer', 'transfer_day'],
  handles: [
    assetUploadStarted.type,
    assetVersionAdded.type,
    assetUploadFailed.type,
    assetUploadCancelled.type,
    downloadRequested.type,
    downloadStreamed.type,
  ],
  async apply(trx, event, { meta }) {
    if (assetUploadStarted.is(event)) await record(trx, uploadStartedOf(event.data, meta));
    if (assetVersionAdded.is(event)) await uploadCompleted(trx, event.data, meta);
    if (assetUploadFailed.is(event))
      await end(trx, event.data.versionId, 'failed', meta, ['started']);
    if (assetUploadCancelled.is(event)) {
      await end(trx, event.data.versionId, 'cancelled', meta, ['started']);
    }
    if (downloadRequested.is(event)) await record(trx, downloadOf(event.data, meta));
    if (downloadStreamed.is(event)) {
      const { id, outcome } = event.data;
      const from: Status[] =
        outcome === 'completed' ? ['started', 'failed', 'cancelled'] : ['started'];
      await end(trx, id, zipStatus[outcome], meta, from);
    }
  },
};
