import { folderCreated, type Projection, projectCreated } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { createdBy } from '../actor.ts';

/**
 * The folder tree. A project's root folder comes from `project.created` (it carries the root's
 * id, and the root is named after the project); every other folder from `folder.created`, which
 * also marks its parent modified.
 */
export const foldersProjection: Projection<Database> = {
  name: 'folders',
  tables: ['folder'],
  handles: [projectCreated.type, folderCreated.type],
  async apply(trx, event, commit) {
    const at = commit.meta.at;
    const by = createdBy(commit);
    if (projectCreated.is(event)) {
      const { rootFolderId: id, id: projectId, name } = event.data;
      await trx
        .insertInto('folder')
        .values({
          id,
          projectId,
          parentId: null,
          name,
          createdAt: at,
          modifiedAt: at,
          createdBy: by,
        })
        .execute();
    }
    if (folderCreated.is(event)) {
      const { id, projectId, parentId, name } = event.data;
      // One round trip: the new row and its parent's modified time in a single statement.
      await trx
        .with('created', (db) =>
          db.insertInto('folder').values({
            id,
            projectId,
            parentId,
            name,
            createdAt: at,
            modifiedAt: at,
            createdBy: by,
          }),
        )
        .updateTable('folder')
        .set({ modifiedAt: at })
        .where('id', '=', parentId ?? id)
        .where('id', '!=', id)
        .execute();
    }
  },
};
