import type { Database } from '@rushes/migrations';
import type { ExpressionBuilder, Kysely } from 'kysely';

type Db = Kysely<Database>;

export type LinkRow = Awaited<ReturnType<typeof findLinksByIds>>[number];

/** Links by id, deleted ones included (the access layer keeps those out of reach). */
export const findLinksByIds = (db: Db, ids: readonly string[]) =>
  db.selectFrom('shareLink').selectAll().where('id', 'in', ids).execute();

/** What each link shares, by link id. */
export async function findLinkItems(db: Db, linkIds: readonly string[]) {
  const rows = await db
    .selectFrom('shareLinkItem')
    .selectAll()
    .where('linkId', 'in', linkIds)
    .execute();
  const byLink = new Map<string, { folderIds: string[]; assetIds: string[] }>();
  for (const row of rows) {
    const items = byLink.get(row.linkId) ?? { folderIds: [], assetIds: [] };
    if (row.folderId) items.folderIds.push(row.folderId);
    if (row.assetId) items.assetIds.push(row.assetId);
    byLink.set(row.linkId, items);
  }
  return byLink;
}

/** A link's place in the Shares list: newest first. */
export type LinkKey = [createdAt: string, id: string];

export const linkKey = (link: LinkRow): LinkKey => [link.createdAt.toISOString(), link.id];

/**
 * Whether `userId` sees the link, as `linkAllowedTo` decides for someone not a superuser: they
 * made it and still see its project, or they edit its project (its manager, a Supervisor, Admin
 * of its workspace).
 */
const seenBy = (userId: string) => (eb: ExpressionBuilder<Database, 'shareLink'>) => {
  const inProject = eb
    .selectFrom('project')
    .select('project.id')
    .whereRef('project.id', '=', 'shareLink.projectId');
  const member = (roles: string[] | null) => {
    const query = eb
      .selectFrom('projectMember')
      .select('projectMember.userId')
      .whereRef('projectMember.projectId', '=', 'shareLink.projectId')
      .where('projectMember.userId', '=', userId);
    return roles ? query.where('projectMember.role', 'in', roles) : query;
  };
  const edits = inProject.where((p) =>
    p.or([
      p('project.managerId', '=', userId),
      p.exists(member(['supervisor'])),
      p.exists(
        p
          .selectFrom('workspaceAdmin')
          .select('workspaceAdmin.userId')
          .whereRef('workspaceAdmin.workspaceId', '=', 'project.workspaceId')
          .where('workspaceAdmin.userId', '=', userId),
      ),
    ]),
  );
  return eb.or([
    eb.exists(edits),
    eb.and([eb('shareLink.createdBy', '=', userId), eb.exists(member(null))]),
  ]);
};

/**
 * Up to `limit` links not deleted, newest first, after `after`; in one project or all; with
 * `userId`, only those that user sees (null: every one, for a superuser). Ask one more than a
 * page to learn whether another follows.
 */
export function listLinks(
  db: Db,
  options: {
    userId: string | null;
    projectId: string | null;
    limit: number;
    after: LinkKey | null;
  },
) {
  const { userId, projectId, limit, after } = options;
  let query = db.selectFrom('shareLink').selectAll().where('deletedAt', 'is', null);
  if (projectId !== null) query = query.where('projectId', '=', projectId);
  if (userId !== null) query = query.where(seenBy(userId));
  if (after !== null) {
    const [createdAt, id] = after;
    query = query.where((eb) =>
      eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(new Date(createdAt), id)),
    );
  }
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
