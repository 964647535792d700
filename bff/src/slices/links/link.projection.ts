import {
  linkCollectionShared,
  linkCreated,
  linkDeleted,
  linkItemsSet,
  linkOptionsChanged,
  linkPasswordSet,
  type Projection,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { Transaction } from 'kysely';
import { createdBy } from '../actor.ts';

async function setItems(
  trx: Transaction<Database>,
  linkId: string,
  items: { folderIds: readonly string[]; assetIds: readonly string[] },
) {
  await trx.deleteFrom('shareLinkItem').where('linkId', '=', linkId).execute();
  const rows = [
    ...items.folderIds.map((folderId) => ({ linkId, folderId, assetId: null })),
    ...items.assetIds.map((assetId) => ({ linkId, folderId: null, assetId })),
  ];
  if (rows.length > 0) await trx.insertInto('shareLinkItem').values(rows).execute();
}

/**
 * Share links with what they share (`share_link`, `share_link_item`; a collection it shares in
 * `share_link.collection_id`), as their owners list them and visitors open them. A deleted link
 * keeps its row, marked `deleted_at`.
 */
export const linksProjection: Projection<Database> = {
  name: 'links',
  tables: ['share_link', 'share_link_item'],
  handles: [
    linkCreated.type,
    linkOptionsChanged.type,
    linkPasswordSet.type,
    linkItemsSet.type,
    linkCollectionShared.type,
    linkDeleted.type,
  ],
  async apply(trx, event, commit) {
    const at = commit.meta.at;
    const touch = (id: string) => trx.updateTable('shareLink').where('id', '=', id);
    if (linkCreated.is(event)) {
      const { id, projectId, token, name, canDownload, expiresAt, allowComments } = event.data;
      await trx
        .insertInto('shareLink')
        .values({
          ...{ id, projectId, token, name, canDownload, expiresAt, allowComments },
          ...{ createdBy: createdBy(commit), createdAt: at, updatedAt: at },
        })
        .execute();
      await setItems(trx, id, event.data);
    } else if (linkOptionsChanged.is(event)) {
      const { id, watermark, ...options } = event.data;
      const stored =
        watermark === undefined ? {} : { watermark: watermark && JSON.stringify(watermark) };
      await touch(id)
        .set({ ...options, ...stored, updatedAt: at })
        .execute();
    } else if (linkPasswordSet.is(event)) {
      const { id, passwordHash } = event.data;
      await touch(id).set({ passwordHash, updatedAt: at }).execute();
    } else if (linkItemsSet.is(event)) {
      await setItems(trx, event.data.id, event.data);
      await touch(event.data.id).set({ updatedAt: at }).execute();
    } else if (linkCollectionShared.is(event)) {
      await touch(event.data.id).set({ collectionId: event.data.collectionId }).execute();
    } else if (linkDeleted.is(event)) {
      await touch(event.data.id).set({ deletedAt: at, updatedAt: at }).execute();
    }
  },
};
