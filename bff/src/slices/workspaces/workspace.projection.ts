import { type Projection, workspaceCreated } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { createdBy } from '../actor.ts';

export const workspacesProjection: Projection<Database> = {
  name: 'workspaces',
  tables: ['workspace'],
  handles: [workspaceCreated.type],
  async apply(trx, event, commit) {
    if (!workspaceCreated.is(event)) return;
    const { id, name, isDefault } = event.data;
    await trx
      .insertInto('workspace')
      .values({ id, name, isDefault, createdAt: commit.meta.at, createdBy: createdBy(commit) })
      .execute();
  },
};
