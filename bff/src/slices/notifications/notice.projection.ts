import { assetCreated, commentAdded, type Projection } from '@rushes/events';
import type { Database } from '@rushes/migrations';

/**
 * Only what happened this recently becomes a notice: replaying the log (a rebuild) must not mail
 * everyone about last year's uploads again.
 */
export const NOTICE_FRESH_MS = 10 * 60_000;

/** New files and comments to tell the project's members about (`notice`), mailed in batches. */
export const noticesProjection: Projection<Database> = {
  name: 'notices',
  tables: ['notice'],
  handles: [assetCreated.type, commentAdded.type],
  async apply(trx, event, commit) {
    const at = new Date(commit.meta.at);
    if (Date.now() - at.getTime() > NOTICE_FRESH_MS) return;
    const actor = commit.meta.actor.kind === 'user' ? (commit.meta.actor.id ?? null) : null;
    const row = assetCreated.is(event)
      ? {
          kind: 'content',
          subjectId: event.data.id,
          projectId: event.data.projectId,
          assetId: event.data.id,
          actorId: actor,
        }
      : commentAdded.is(event)
        ? {
            kind: 'comment',
            subjectId: event.data.id,
            projectId: event.data.projectId,
            assetId: event.data.assetId,
            actorId: event.data.author.kind === 'user' ? event.data.author.userId : null,
          }
        : null;
    if (!row) return;
    await trx
      .insertInto('notice')
      .values({ ...row, at })
      .onConflict((conflict) => conflict.columns(['kind', 'subjectId']).doNothing())
      .execute();
  },
};
