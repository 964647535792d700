import type { Database } from '@rushes/migrations';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { editedBy } from '../projects/project.queries.ts';
import { type UserRow, userColumns } from './user.queries.ts';

type Db = Kysely<Database>;
type UserExpression = ExpressionBuilder<Database, 'appUser'>;

/**
 * Whether `managerId` manages the user: the user is a member of a project `managerId` edits, or
 * Admin of such a project's workspace (the people its users screen lists).
 */
const managedBy = (db: Db, managerId: string) => (eb: UserExpression) => {
  const editable = () =>
    editedBy(db, managerId).select(['project.id', 'project.workspaceId']).as('editable');
  return eb.or([
    eb.exists(
      eb
        .selectFrom('projectMember')
        .innerJoin(editable(), 'editable.id', 'projectMember.projectId')
        .select('projectMember.userId')
        .whereRef('projectMember.userId', '=', 'appUser.id'),
    ),
    eb.exists(
      eb
        .selectFrom('workspaceAdmin')
        .innerJoin(editable(), 'editable.workspaceId', 'workspaceAdmin.workspaceId')
        .select('workspaceAdmin.userId')
        .whereRef('workspaceAdmin.userId', '=', 'appUser.id'),
    ),
  ]);
};

/** A user's position in the users list: their name, then their id. */
export type UserKey = [name: string, id: string];

export const userKey = (user: UserRow): UserKey => [user.name, user.id];

/**
 * Up to `limit` users not deleted, by name, after `after`; with `managerId`, only those that user
 * manages (null: everyone, for a superuser). Ask for one more than a page to learn whether
 * another page follows.
 */
export function listManagedUsers(
  db: Db,
  { managerId, limit, after }: { managerId: string | null; limit: number; after: UserKey | null },
) {
  let query = db.selectFrom('appUser').select(userColumns).where('deletedAt', 'is', null);
  if (managerId !== null) query = query.where(managedBy(db, managerId));
  if (after !== null) {
    query = query.where((eb) => eb(eb.refTuple('name', 'id'), '>', eb.tuple(...after)));
  }
  return query.orderBy('name').orderBy('id').limit(limit).execute();
}

/**
 * The projects each user is in, with their role there: their memberships, and as Admin every
 * project of a workspace they are Admin of (over a membership there), by project name.
 */
export async function findUserProjects(db: Db, userIds: readonly string[]) {
  const rows = await db
    .selectFrom('projectMember')
    .innerJoin('project', 'project.id', 'projectMember.projectId')
    .select([
      'projectMember.userId',
      'projectMember.projectId',
      'projectMember.role',
      'project.name',
    ])
    .where('projectMember.userId', 'in', userIds)
    .union(
      db
        .selectFrom('workspaceAdmin')
        .innerJoin('project', 'project.workspaceId', 'workspaceAdmin.workspaceId')
        .select((eb) => [
          'workspaceAdmin.userId',
          'project.id as projectId',
          eb.val('admin').as('role'),
          'project.name',
        ])
        .where('workspaceAdmin.userId', 'in', userIds),
    )
    .execute();
  const byUser = new Map<string, { projectId: string; role: string }[]>();
  const sorted = rows.sort((a, b) => a.name.localeCompare(b.name) || a.role.localeCompare(b.role));
  for (const { userId, projectId, role } of sorted) {
    const projects = byUser.get(userId) ?? [];
    const same = projects.find((project) => project.projectId === projectId);
    if (same) same.role = 'admin';
    else projects.push({ projectId, role });
    byUser.set(userId, projects);
  }
  return byUser;
}
