import {
  type AssetVersionAdded,
  assetVersionAdded,
  type DownloadRequested,
  downloadRequested,
  type EventMeta,
  type Projection,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { Insertable, Transaction } from 'kysely';

type NewTransfer = Insertable<Database['transfer']>;

/** The UTC day of an ISO instant, YYYY-MM-DD. */
export const dayOf = (at: string): string => new Date(at).toISOString().slice(0, 10);

/** Who moved a transfer's bytes, as the commit names them. */
const movedBy = ({ actor }: EventMeta) => ({
  actorId: actor.kind === 'system' ? null : actor.id,
  fromLink: actor.kind === 'link',
  fromToken: actor.kind === 'token',
});

/**
 * The upload a new version was: its file's bytes, moved by the commit's actor (a user, an API
 * token, or a
 * share-link visitor), on the day of the decision. The version's id is the transfer's.
 */
export function uploadOf(data: AssetVersionAdded['data'], meta: EventMeta): NewTransfer {
  return {
    id: data.versionId,
    projectId: data.projectId,
    direction: 'upload',
    filename: data.filename,
    bytes: data.size,
    status: 'completed',
    day: dayOf(meta.at),
    createdAt: meta.at,
    ...movedBy(meta),
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
    day: dayOf(meta.at),
    createdAt: meta.at,
    ...movedBy(meta),
  };
}

/** Adds a transfer to its project's day; a transfer recorded before is not counted twice. */
async function record(trx: Transaction<Database>, transfer: NewTransfer): Promise<void> {
  const inserted = await trx
    .insertInto('transfer')
    .values(transfer)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return;
  const up = transfer.direction === 'upload' ? transfer.bytes : 0;
  const down = transfer.direction === 'download' ? transfer.bytes : 0;
  await trx
    .insertInto('transferDay')
    .values({
      projectId: transfer.projectId,
      day: transfer.day,
      bytesUp: up,
      bytesDown: down,
      count: 1,
    })
    .onConflict((conflict) =>
      conflict.columns(['projectId', 'day']).doUpdateSet((eb) => ({
        bytesUp: eb('transferDay.bytesUp', '+', eb.ref('excluded.bytesUp')),
        bytesDown: eb('transferDay.bytesDown', '+', eb.ref('excluded.bytesDown')),
        count: eb('transferDay.count', '+', 1),
      })),
    )
    .execute();
}

/**
 * Transfer statistics: one row per transfer and totals per project and UTC day. Uploads come from
 * `asset.version_added`, downloads from `download.requested`.
 */
export const transferStatsProjection: Projection<Database> = {
  name: 'transfer-stats',
  tables: ['transfer', 'transfer_day'],
  handles: [assetVersionAdded.type, downloadRequested.type],
  async apply(trx, event, commit) {
    if (assetVersionAdded.is(event)) await record(trx, uploadOf(event.data, commit.meta));
    if (downloadRequested.is(event)) await record(trx, downloadOf(event.data, commit.meta));
  },
};
