import { type Projection, projectCreated } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { createdBy } from '../actor.ts';

export const projectsProjection: Projection<Database> = {
  name: 'projects',
  tables: ['project'],
  handles: [projectCreated.type],
  async apply(trx, event, commit) {
    if (!projectCreated.is(event)) return;
    const { id, workspaceId, name, managerId, rootFolderId } = event.data;
    await trx
      .insertInto('project')
      .values({
        id,
        workspaceId,
        name,
        managerId,
        rootFolderId,
        createdAt: commit.meta.at,
        createdBy: createdBy(commit),
      })
      .execute();
  },
};
