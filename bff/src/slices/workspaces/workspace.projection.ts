import {
  type Projection,
  workspaceAdminAdded,
  workspaceAdminRemoved,
  workspaceCreated,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { createdBy } from '../actor.ts';

export const workspacesProjection: Projection<Database> = {
  name: 'workspaces',
  tables: ['workspace', 'workspace_admin'],
  handles: [workspaceCreated.type, workspaceAdminAdded.type, workspaceAdminRemoved.type],
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
    }
  },
};
