import {
  assetLiveCreated,
  type Commit,
  type DomainEvent,
  liveEnded,
  liveStarted,
} from '@rushes/events';
import type { Database, VersionLevel } from '@rushes/migrations';
import { sql, type Transaction } from 'kysely';
import { createdBy } from '../actor.ts';

type Trx = Transaction<Database>;

/** The name of a feed's one low-latency level; its recording's ladder replaces it. */
export const LIVE_LEVEL = 'live';
/** A feed's recording: an MPEG transport stream, which a cut-off feed leaves readable. */
const LIVE_SOURCE = 'source.ts';
const LIVE_TYPE = 'video/mp2t';

/** The file name a feed's recording has in storage: the last part of its key. */
const fileOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/**
 * A Live asset and its feeds in the assets' read model (decision 0137): the asset is created
 * empty; a feed is a version from its start, playing its growing live level, and `live` until it
 * ends, when its level is whole and `asset.version_added` gives it its recording and job.
 */
export async function liveEvent(trx: Trx, event: DomainEvent, commit: Commit) {
  const at = commit.meta.at;
  if (assetLiveCreated.is(event)) {
    const { id: assetId, projectId, folderId, name, versionId: id, keyFolder } = event.data;
    const by = createdBy(commit);
    await trx
      .insertInto('asset')
      .values({
        id: assetId,
        projectId,
        folderId,
        name,
        type: 'Live',
        createdAt: at,
        createdBy: by,
      })
      .execute();
    // Its first version waits for the first feed: nothing to play yet.
    await trx
      .insertInto('version')
      .values({
        ...{ id, assetId, projectId, number: 1, filename: LIVE_SOURCE, size: 0 },
        ...{ mimetype: LIVE_TYPE, sourceKey: `${keyFolder}${id}/${LIVE_SOURCE}` },
        ...{ processingJobId: null, createdAt: at, createdBy: by },
      })
      .execute();
    await trx.updateTable('asset').set({ newestVersionId: id }).where('id', '=', assetId).execute();
  }
  if (liveStarted.is(event)) {
    const { versionId: id, assetId, projectId, number, sourceKey, masterKey } = event.data;
    const { width, height, fps, timecode } = event.data;
    const level: VersionLevel = {
      ...{ name: LIVE_LEVEL, width, height, bandwidth: 0, hdr: false },
      ...{ playlistKey: event.data.playlistKey, growing: true },
    };
    const playing = { live: true, fps, width, height, timecode, masterKey };
    const levels = JSON.stringify([level]);
    await trx
      .insertInto('version')
      .values({
        ...{ id, assetId, projectId, number, filename: fileOf(sourceKey), size: 0 },
        ...{ mimetype: LIVE_TYPE, sourceKey, processingJobId: null, ...playing, levels },
        ...{ createdAt: at, createdBy: createdBy(commit) },
      })
      // The first feed plays the version the asset's creation made.
      .onConflict((oc) => oc.column('id').doUpdateSet({ ...playing, levels }))
      .execute();
    await trx.updateTable('asset').set({ newestVersionId: id }).where('id', '=', assetId).execute();
  }
  if (liveEnded.is(event)) {
    const { versionId, size, durationMs } = event.data;
    // Its playlist has its end now: it plays whole until the recording's ladder replaces it.
    await trx
      .updateTable('version')
      .set({
        ...{ live: false, size, durationMs },
        levels: sql`(SELECT coalesce(jsonb_agg(l - 'growing'), '[]'::jsonb)
          FROM jsonb_array_elements(levels) l)`,
      })
      .where('id', '=', versionId)
      .execute();
  }
}

/** The Live events the assets' read model takes. */
export const liveEventTypes = [assetLiveCreated.type, liveStarted.type, liveEnded.type];
