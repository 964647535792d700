import {
  folderPermissionRemoved,
  folderPermissionSet,
  type Projection,
  projectMemberAdded,
  projectMemberRemoved,
  projectMemberRoleChanged,
  projectMemberSettingsChanged,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { createdBy } from '../actor.ts';

/** Project members and their folder entries; a member who leaves takes their entries along. */
export const projectAccessProjection: Projection<Database> = {
  name: 'project-access',
  tables: ['project_member', 'folder_permission'],
  handles: [
    projectMemberAdded.type,
    projectMemberRoleChanged.type,
    projectMemberRemoved.type,
    projectMemberSettingsChanged.type,
    folderPermissionSet.type,
    folderPermissionRemoved.type,
  ],
  async apply(trx, event, commit) {
    if (projectMemberAdded.is(event)) {
      const at = commit.meta.at;
      await trx
        .insertInto('projectMember')
        .values({ ...event.data, createdAt: at, createdBy: createdBy(commit) })
        .execute();
    } else if (projectMemberRoleChanged.is(event)) {
      const { projectId, userId, role } = event.data;
      await trx
        .updateTable('projectMember')
        .set({ role })
        .where('projectId', '=', projectId)
        .where('userId', '=', userId)
        .execute();
    } else if (projectMemberSettingsChanged.is(event)) {
      const { projectId, userId, ...settings } = event.data;
      await trx
        .updateTable('projectMember')
        .set(settings)
        .where('projectId', '=', projectId)
        .where('userId', '=', userId)
        .execute();
    } else if (projectMemberRemoved.is(event)) {
      const { projectId, userId } = event.data;
      for (const table of ['projectMember', 'folderPermission'] as const) {
        await trx
          .deleteFrom(table)
          .where('projectId', '=', projectId)
          .where('userId', '=', userId)
          .execute();
      }
    } else if (folderPermissionSet.is(event)) {
      const { projectId, folderId, userId, allowedTo } = event.data;
      const row = { projectId, folderId, userId, ...allowedTo, updatedAt: commit.meta.at };
      await trx
        .insertInto('folderPermission')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(['folderId', 'userId'])
            .doUpdateSet({ ...allowedTo, updatedAt: row.updatedAt }),
        )
        .execute();
    } else if (folderPermissionRemoved.is(event)) {
      const { folderId, userId } = event.data;
      await trx
        .deleteFrom('folderPermission')
        .where('folderId', '=', folderId)
        .where('userId', '=', userId)
        .execute();
    }
  },
};
