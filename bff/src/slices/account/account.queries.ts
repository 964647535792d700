import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

/** The projects each user is a member of, by project name, with their notification settings. */
export const findProjectSettings = (db: Db, userIds: readonly string[]) =>
  db
    .selectFrom('projectMember')
    .innerJoin('project', 'project.id', 'projectMember.projectId')
    .select([
      'projectMember.userId',
      'projectMember.projectId',
      'projectMember.receiveFolderContentNotifications',
      'projectMember.receiveCommentNotifications',
    ])
    .where('projectMember.userId', 'in', userIds)
    .orderBy('project.name')
    .orderBy('project.id')
    .execute();

export type ProjectSettingsRow = Awaited<ReturnType<typeof findProjectSettings>>[number];
