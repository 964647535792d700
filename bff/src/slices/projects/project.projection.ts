import {
  type Projection,
  projectCreated,
  projectDeleted,
  projectDetailsChanged,
  projectOverlayChanged,
  projectOverlayImageSet,
  projectSettingsChanged,
  projectTransferServerChanged,
  projectWatermarksChanged,
  projectWorkspaceChanged,
  workspaceDeleted,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { Transaction, Updateable } from 'kysely';
import { createdBy } from '../actor.ts';

type Trx = Transaction<Database>;

const updateProject = (trx: Trx, id: string, values: Updateable<Database['project']>) =>
  trx.updateTable('project').set(values).where('id', '=', id).execute();

/**
 * `project`: one row per project that is not deleted. A deleted project's row goes, so it leaves
 * every list and every route that reaches its folders, assets and links through it.
 */
export const projectsProjection: Projection<Database> = {
  name: 'projects',
  tables: ['project'],
  handles: [
    projectCreated.type,
    projectDetailsChanged.type,
    projectSettingsChanged.type,
    projectWatermarksChanged.type,
    projectOverlayChanged.type,
    projectOverlayImageSet.type,
    projectTransferServerChanged.type,
    projectWorkspaceChanged.type,
    projectDeleted.type,
    workspaceDeleted.type,
  ],
  async apply(trx, event, commit) {
    if (projectCreated.is(event)) {
      const { id, workspaceId, name, managerId, rootFolderId } = event.data;
      const { storagePrefix, transferServer } = event.data;
      const at = commit.meta.at;
      await trx
        .insertInto('project')
        .values({
          ...{ id, workspaceId, name, managerId, rootFolderId, storagePrefix, transferServer },
          createdAt: at,
          createdBy: createdBy(commit),
        })
        .execute();
    } else if (projectDetailsChanged.is(event)) {
      const { id, ...changed } = event.data;
      await updateProject(trx, id, changed);
    } else if (projectSettingsChanged.is(event)) {
      await updateProject(trx, event.data.id, { slateFormat: event.data.slateFormat });
    } else if (projectWatermarksChanged.is(event)) {
      const { id, ...watermarks } = event.data;
      await updateProject(trx, id, { watermarks: JSON.stringify(watermarks) });
    } else if (projectOverlayChanged.is(event)) {
      const { id, ...overlay } = event.data;
      await updateProject(trx, id, { overlay: JSON.stringify(overlay) });
    } else if (projectOverlayImageSet.is(event)) {
      await updateProject(trx, event.data.id, { overlayImageKey: event.data.storageKey });
    } else if (projectTransferServerChanged.is(event)) {
      await updateProject(trx, event.data.id, { transferServer: event.data.transferServer });
    } else if (projectWorkspaceChanged.is(event)) {
      await updateProject(trx, event.data.id, { workspaceId: event.data.workspaceId });
    } else if (projectDeleted.is(event)) {
      await trx.deleteFrom('project').where('id', '=', event.data.id).execute();
    } else if (workspaceDeleted.is(event)) {
      // Every project still in it, including one created after the decision listed them.
      const { id, defaultWorkspaceId } = event.data;
      await trx
        .updateTable('project')
        .set({ workspaceId: defaultWorkspaceId })
        .where('workspaceId', '=', id)
        .execute();
    }
  },
};
