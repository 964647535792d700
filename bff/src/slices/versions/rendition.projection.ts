import {
  type Projection,
  renditionCompleted,
  renditionFailed,
  renditionPlayable,
  renditionProgressed,
  renditionRequested,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';

/**
 * Watermarked renditions (`rendition`) as the visitors of watermarked links meet them: rendering
 * with its percent, playable, done with its outputs, or failed with its reason. Steps of an
 * attempt that is no longer the current one change nothing.
 */
export const renditionsProjection: Projection<Database> = {
  name: 'renditions',
  tables: ['rendition'],
  handles: [
    renditionRequested.type,
    renditionProgressed.type,
    renditionPlayable.type,
    renditionCompleted.type,
    renditionFailed.type,
  ],
  async apply(trx, event, commit) {
    const updatedAt = commit.meta.at;
    const step = (id: string, attempt: number) =>
      trx.updateTable('rendition').where('id', '=', id).where('attempt', '=', attempt);
    if (renditionRequested.is(event)) {
      const { id, versionId, outputPrefix, attempt } = event.data;
      const row = { versionId, outputPrefix, attempt, status: 'RENDERING', percent: 0 };
      const cleared = { masterKey: null, posterKey: null, downloadKey: null, reason: null };
      await trx
        .insertInto('rendition')
        .values({ id, ...row, ...cleared, updatedAt })
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet({ ...row, ...cleared, updatedAt }),
        )
        .execute();
    } else if (renditionProgressed.is(event)) {
      const { id, attempt, percent } = event.data;
      await step(id, attempt).set({ percent, updatedAt }).execute();
    } else if (renditionPlayable.is(event)) {
      const { id, attempt, masterKey } = event.data;
      await step(id, attempt).set({ status: 'PLAYABLE', masterKey, updatedAt }).execute();
    } else if (renditionCompleted.is(event)) {
      const { id, attempt, ...outputs } = event.data;
      await step(id, attempt)
        .set({ status: 'DONE', percent: 100, ...outputs, updatedAt })
        .execute();
    } else if (renditionFailed.is(event)) {
      const { id, attempt, reason } = event.data;
      await step(id, attempt).set({ status: 'FAILED', reason, updatedAt }).execute();
    }
  },
};
