import {
  collectionCreated,
  collectionDeleted,
  collectionRedefined,
  collectionRenamed,
  type Projection,
  projectDeleted,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { createdBy } from '../actor.ts';

/** A project's collections (`collection`), as its tree lists them; a deleted one leaves. */
export const collectionsProjection: Projection<Database> = {
  name: 'collections',
  tables: ['collection'],
  handles: [
    collectionCreated.type,
    collectionRenamed.type,
    collectionRedefined.type,
    collectionDeleted.type,
    projectDeleted.type,
  ],
  async apply(trx, event, commit) {
    const at = commit.meta.at;
    const touch = (id: string) => trx.updateTable('collection').where('id', '=', id);
    if (collectionCreated.is(event)) {
      const { id, projectId, name, definition } = event.data;
      await trx
        .insertInto('collection')
        .values({
          ...{ id, projectId, name, definition },
          ...{ createdBy: createdBy(commit), createdAt: at, updatedAt: at },
        })
        .execute();
    } else if (collectionRenamed.is(event)) {
      await touch(event.data.id).set({ name: event.data.name, updatedAt: at }).execute();
    } else if (collectionRedefined.is(event)) {
      const { id, definition } = event.data;
      await touch(id).set({ definition, updatedAt: at }).execute();
    } else if (collectionDeleted.is(event)) {
      await trx.deleteFrom('collection').where('id', '=', event.data.id).execute();
    } else if (projectDeleted.is(event)) {
      await trx.deleteFrom('collection').where('projectId', '=', event.data.id).execute();
    }
  },
};
