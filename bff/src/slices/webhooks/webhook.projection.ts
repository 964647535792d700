import {
  type Projection,
  webhookCreated,
  webhookDeleted,
  webhookDisabled,
  webhookEnabled,
  webhookSecretRotated,
  webhookUpdated,
  workspaceDeleted,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { createdBy } from '../actor.ts';

/**
 * `webhook`: each workspace's webhooks as their events say, with the commit that made each (it
 * receives the events after it). A deleted webhook, or one of a deleted workspace, has no row.
 */
export const webhooksProjection: Projection<Database> = {
  name: 'webhooks',
  tables: ['webhook'],
  handles: [
    webhookCreated.type,
    webhookUpdated.type,
    webhookSecretRotated.type,
    webhookDisabled.type,
    webhookEnabled.type,
    webhookDeleted.type,
    workspaceDeleted.type,
  ],
  async apply(trx, event, commit) {
    const at = commit.meta.at;
    const webhook = (id: string) => trx.updateTable('webhook').where('id', '=', id);
    if (webhookCreated.is(event)) {
      await trx
        .insertInto('webhook')
        .values({
          ...event.data,
          enabled: true,
          disabledReason: null,
          createdSeq: commit.seq,
          createdAt: at,
          createdBy: createdBy(commit),
          updatedAt: at,
        })
        .execute();
    } else if (webhookUpdated.is(event)) {
      const { url, eventTypes, description } = event.data;
      await webhook(event.data.id).set({ url, eventTypes, description, updatedAt: at }).execute();
    } else if (webhookSecretRotated.is(event)) {
      await webhook(event.data.id).set({ secretRotatedAt: at }).execute();
    } else if (webhookDisabled.is(event)) {
      const { reason } = event.data;
      await webhook(event.data.id)
        .set({ enabled: false, disabledReason: reason, disabledAt: at, updatedAt: at })
        .execute();
    } else if (webhookEnabled.is(event)) {
      await webhook(event.data.id)
        .set({ enabled: true, disabledReason: null, disabledAt: null, updatedAt: at })
        .execute();
    } else if (webhookDeleted.is(event)) {
      await trx.deleteFrom('webhook').where('id', '=', event.data.id).execute();
    } else if (workspaceDeleted.is(event)) {
      await trx.deleteFrom('webhook').where('workspaceId', '=', event.data.id).execute();
    }
  },
};
