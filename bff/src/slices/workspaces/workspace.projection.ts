import {
  type Projection,
  workspaceAdminAdded,
  workspaceAdminRemoved,
  workspaceAnnotationsSet,
  workspaceCreated,
  workspaceDeleted,
  workspaceImageRemoved,
  workspaceImageSet,
  workspaceRenamed,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { createdBy } from '../actor.ts';

const imageColumn = { logo: 'logoKey', projectPoster: 'projectPosterKey' } as const;

/** `workspace` and `workspace_admin`; a deleted workspace's rows go (its projects move: projects). */
export const workspacesProjection: Projection<Database> = {
  name: 'workspaces',
  tables: ['workspace', 'workspace_admin'],
  handles: [
    workspaceCreated.type,
    workspaceAdminAdded.type,
    workspaceAdminRemoved.type,
    workspaceRenamed.type,
    workspaceDeleted.type,
    workspaceImageSet.type,
    workspaceImageRemoved.type,
    workspaceAnnotationsSet.type,
  ],
  async apply(trx, event, commit) {
    const at = commit.meta.at;
    if (workspaceCreated.is(event)) {
      const { id, name, isDefault } = event.data;
      await trx
        .insertInto('workspace')
        .values({ id, name, isDefault, createdAt: at, createdBy: createdBy(commit) })
        .execute();
    } else if (workspaceAdminAdded.is(event)) {
      await trx
        .insertInto('workspaceAdmin')
        .values({ ...event.data, createdAt: at, createdBy: createdBy(commit) })
        .execute();
    } else if (workspaceAdminRemoved.is(event)) {
      const { workspaceId, userId } = event.data;
      await trx
        .deleteFrom('workspaceAdmin')
        .where('workspaceId', '=', workspaceId)
        .where('userId', '=', userId)
        .execute();
    } else if (workspaceRenamed.is(event)) {
      const { id, name } = event.data;
      await trx.updateTable('workspace').set({ name }).where('id', '=', id).execute();
    } else if (workspaceDeleted.is(event)) {
      const { id } = event.data;
      await trx.deleteFrom('workspaceAdmin').where('workspaceId', '=', id).execute();
      await trx.deleteFrom('workspace').where('id', '=', id).execute();
    } else if (workspaceImageSet.is(event)) {
      const { id, kind, storageKey } = event.data;
      const column = imageColumn[kind];
      await trx
        .updateTable('workspace')
        .set({ [column]: storageKey })
        .where('id', '=', id)
        .execute();
    } else if (workspaceImageRemoved.is(event)) {
      const column = imageColumn[event.data.kind];
      await trx
        .updateTable('workspace')
        .set({ [column]: null })
        .where('id', '=', event.data.id)
        .execute();
    } else if (workspaceAnnotationsSet.is(event)) {
      const { id, enabled } = event.data;
      await trx
        .updateTable('workspace')
        .set({ annotations: enabled })
        .where('id', '=', id)
        .execute();
    }
  },
};
