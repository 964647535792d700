import type { Database } from '@rushes/migrations';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { CursorKey } from '../../graphql/connection.ts';
import { containing } from '../name-filter.ts';
import { type LinkOrder, orderSql, pastKey } from './link-order.ts';

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

/** A new link's place in the Shares list in its default order: newest first. */
export const linkKey = (link: LinkRow): CursorKey => [link.createdAt.toISOString(), link.id];

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
 * The links not deleted whose project is there, in one project or all; with `userId`, only those
 * that user sees (null: every one, for a superuser).
 */
function linksSeen(db: Db, options: { userId: string | null; projectId: string | null }) {
  let query = db
    .selectFrom('shareLink')
    .innerJoin('project', 'project.id', 'shareLink.projectId')
    .where('shareLink.deletedAt', 'is', null);
  if (options.projectId !== null)
    query = query.where('shareLink.projectId', '=', options.projectId);
  if (options.userId !== null) query = query.where(seenBy(options.userId));
  return query;
}

/**
 * Up to `limit` links in `order` after the cursor key `after`, those whose name, creator's name or
 * project's name holds `filter` anywhere (whatever its case), each with its creator's name; in
 * one project or all, as `linksSeen`. Ask one more than a page to learn whether another follows.
 */
export function listLinks(
  db: Db,
  options: {
    userId: string | null;
    projectId: string | null;
    order: LinkOrder;
    filter: string;
    limit: number;
    after: CursorKey | null;
  },
) {
  const { order, filter, limit, after } = options;
  let query = linksSeen(db, options)
    .leftJoin('appUser', 'appUser.id', 'shareLink.createdBy')
    .selectAll('shareLink')
    .select(sql<string>`coalesce(app_user.name, '')`.as('creatorName'));
  if (filter.trim()) {
    const holds = (column: string) => sql`${sql.ref(column)} ILIKE ${containing(filter)}`;
    const names = ['share_link.name', 'app_user.name', 'project.name'].map(holds);
    query = query.where(sql<boolean>`(${sql.join(names, sql` OR `)})`);
  }
  const past = pastKey(order, after);
  if (past !== null) query = query.where(past);
  const { columns, direction } = orderSql(order);
  for (const column of columns) query = query.orderBy(column, direction);
  return query.limit(limit).execute();
}

/** The ids of the projects with links `linksSeen` lists, by project name. */
export async function findLinkProjectIds(db: Db, userId: string | null) {
  const rows = await linksSeen(db, { userId, projectId: null })
    .select('project.id')
    .groupBy('project.id')
    .orderBy(sql`project.name COLLATE rushes_name`)
    .orderBy('project.id')
    .execute();
  return rows.map((row) => row.id);
}
