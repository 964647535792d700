import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

/** The kinds of notification mail a member may choose to receive (their project settings). */
export type NoticeKind = 'content' | 'comment';

/**
 * The members of a project who may be mailed about it, with their addresses and the kinds of
 * notification they receive (`content`, `comment`); deleted users never. `receiving` keeps only
 * the members who receive that kind, `except` leaves one user out (the sender).
 */
export function projectRecipients(
  db: Db,
  projectId: string,
  filter: { receiving?: NoticeKind; except?: string } = {},
) {
  let query = db
    .selectFrom('projectMember')
    .innerJoin('appUser', 'appUser.id', 'projectMember.userId')
    .select([
      'appUser.id',
      'appUser.name',
      'appUser.email',
      'appUser.isSuperuser',
      'projectMember.receiveFolderContentNotifications as content',
      'projectMember.receiveCommentNotifications as comment',
    ])
    .where('projectMember.projectId', '=', projectId)
    .where('appUser.deletedAt', 'is', null);
  if (filter.receiving === 'content') {
    query = query.where('projectMember.receiveFolderContentNotifications', '=', true);
  }
  if (filter.receiving === 'comment') {
    query = query.where('projectMember.receiveCommentNotifications', '=', true);
  }
  if (filter.except !== undefined) query = query.where('appUser.id', '!=', filter.except);
  return query.execute();
}
