import type { Database } from '@rushes/migrations';
import { type Kysely, sql } from 'kysely';

type Db = Kysely<Database>;

export type ProjectRow = Awaited<ReturnType<typeof findProjectsByIds>>[number];

export const findProjectsByIds = (db: Db, ids: readonly string[]) =>
  db.selectFrom('project').selectAll().where('id', 'in', ids).execute();

export type ProjectOrder = 'CREATED_DESC' | 'CREATED_ASC' | 'TITLE_ASC' | 'TITLE_DESC';

/** A project's position in a list: when it was created, or its title in lower case; then its id. */
export type ProjectKey = [createdAtOrTitle: string, id: string];

export const projectKey =
  (order: ProjectOrder) =>
  (project: ProjectRow): ProjectKey => [
    order.startsWith('TITLE') ? project.name.toLowerCase() : project.createdAt.toISOString(),
    project.id,
  ];

/** Projects the user manages, is a member of, or holds as an admin of their workspace. */
function heldBy(db: Db, userId: string) {
  return db
    .selectFrom('project')
    .select('project.id')
    .where((eb) =>
      eb.or([
        eb('managerId', '=', userId),
        eb.exists(
          eb
            .selectFrom('projectMember')
            .select('projectMember.userId')
            .whereRef('projectMember.projectId', '=', 'project.id')
            .where('projectMember.userId', '=', userId),
        ),
        eb.exists(
          eb
            .selectFrom('workspaceAdmin')
            .select('workspaceAdmin.userId')
            .whereRef('workspaceAdmin.workspaceId', '=', 'project.workspaceId')
            .where('workspaceAdmin.userId', '=', userId),
        ),
      ]),
    );
}

/**
 * The projects the user edits, as `canEditProject` decides for someone not a superuser: they
 * manage it, are its Supervisor, or are Admin of its workspace. The caller selects.
 */
export function editedBy(db: Db, userId: string) {
  return db
    .selectFrom('project')
    .where((eb) =>
      eb.or([
        eb('project.managerId', '=', userId),
        eb.exists(
          eb
            .selectFrom('projectMember as own')
            .select('own.userId')
            .whereRef('own.projectId', '=', 'project.id')
            .where('own.userId', '=', userId)
            .where('own.role', '=', 'supervisor'),
        ),
        eb.exists(
          eb
            .selectFrom('workspaceAdmin as ownAdmin')
            .select('ownAdmin.userId')
            .whereRef('ownAdmin.workspaceId', '=', 'project.workspaceId')
            .where('ownAdmin.userId', '=', userId),
        ),
      ]),
    );
}

/**
 * Up to `limit` projects in `order` after `after`; with `userId`, only those the user holds, or
 * with `editable` those they edit. Ask for one more than a page to learn whether another page
 * follows.
 */
export function listProjects(
  db: Db,
  {
    userId,
    editable = false,
    limit,
    after,
    order = 'CREATED_DESC',
  }: {
    userId: string | null;
    editable?: boolean;
    limit: number;
    after: ProjectKey | null;
    order?: ProjectOrder;
  },
) {
  const byTitle = order.startsWith('TITLE');
  const direction = order.endsWith('DESC') ? 'desc' : 'asc';
  const sortKey = byTitle ? sql<string>`lower(project.name)` : sql<Date>`project.created_at`;
  let query = db.selectFrom('project').selectAll();
  if (userId !== null) {
    const reached = editable ? editedBy(db, userId).select('project.id') : heldBy(db, userId);
    query = query.where('project.id', 'in', reached);
  }
  if (after !== null) {
    const [position, id] = after;
    const value = byTitle ? position : new Date(position);
    const past = direction === 'desc' ? sql`<` : sql`>`;
    query = query.where(sql<boolean>`(${sortKey}, project.id) ${past} (${value}, ${id}::uuid)`);
  }
  return query.orderBy(sortKey, direction).orderBy('project.id', direction).limit(limit).execute();
}

/** Bytes of every version in each project, for those that have any. */
export const sizesOfProjects = (db: Db, ids: readonly string[]) =>
  db
    .selectFrom('version')
    .select(['projectId as id', (eb) => eb.fn.sum<string>('size').as('size')])
    .where('projectId', 'in', ids)
    .groupBy('projectId')
    .execute();
