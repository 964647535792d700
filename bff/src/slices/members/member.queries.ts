import type { Database } from '@rushes/migrations';
import { type Kysely, sql } from 'kysely';
import { pairKey, pairsIn } from '../pair-keys.ts';

type Db = Kysely<Database>;

export type MemberRow = Awaited<ReturnType<typeof findMemberships>>[number];
export type EntryRow = Awaited<ReturnType<typeof findEntries>>[number];

export const findMemberships = (db: Db, keys: readonly string[]) =>
  db
    .selectFrom('projectMember')
    .selectAll()
    .where(sql<boolean>`(project_id, user_id) IN (${pairsIn(keys)})`)
    .execute();

export const findEntries = (db: Db, keys: readonly string[]) =>
  db
    .selectFrom('folderPermission')
    .selectAll()
    .where(sql<boolean>`(project_id, user_id) IN (${pairsIn(keys)})`)
    .execute();

export async function findWorkspaceAdmins(db: Db, keys: readonly string[]) {
  const rows = await db
    .selectFrom('workspaceAdmin')
    .select(['workspaceId', 'userId'])
    .where(sql<boolean>`(workspace_id, user_id) IN (${pairsIn(keys)})`)
    .execute();
  return new Set(rows.map((row) => pairKey(row.workspaceId, row.userId)));
}

/** Where each user stands: admin of some workspace; manager or Supervisor of some project. */
export async function findStandings(db: Db, userIds: readonly string[]) {
  const admins = await db
    .selectFrom('workspaceAdmin')
    .select('userId')
    .distinct()
    .where('userId', 'in', userIds)
    .execute();
  const managers = await db
    .selectFrom('project')
    .select('managerId as userId')
    .where('managerId', 'in', userIds)
    .union(
      db
        .selectFrom('projectMember')
        .select('userId')
        .where('role', '=', 'supervisor')
        .where('userId', 'in', userIds),
    )
    .execute();
  const adminIds = new Set(admins.map((row) => row.userId));
  const editorIds = new Set(managers.map((row) => row.userId));
  return new Map(
    userIds.map((id) => [
      id,
      {
        adminOfAnyWorkspace: adminIds.has(id),
        editsAnyProject: editorIds.has(id) || adminIds.has(id),
      },
    ]),
  );
}

const userColumns = ['appUser.name as userName', 'appUser.email as userEmail'] as const;

/** A project's members with their names and e-mails, by name; deleted users are gone. */
export const listProjectMembers = (db: Db, projectId: string) =>
  db
    .selectFrom('projectMember')
    .innerJoin('appUser', 'appUser.id', 'projectMember.userId')
    .selectAll('projectMember')
    .select(userColumns)
    .where('projectMember.projectId', '=', projectId)
    .where('appUser.deletedAt', 'is', null)
    .orderBy('appUser.name')
    .orderBy('appUser.id')
    .execute();

/** Every folder entry in a project. */
export const listProjectEntries = (db: Db, projectId: string) =>
  db.selectFrom('folderPermission').selectAll().where('projectId', '=', projectId).execute();

/** A workspace's admins with their names and e-mails, by name; deleted users are gone. */
export const listWorkspaceAdmins = (db: Db, workspaceId: string) =>
  db
    .selectFrom('workspaceAdmin')
    .innerJoin('appUser', 'appUser.id', 'workspaceAdmin.userId')
    .select(['workspaceAdmin.workspaceId', 'workspaceAdmin.userId', ...userColumns])
    .where('workspaceAdmin.workspaceId', '=', workspaceId)
    .where('appUser.deletedAt', 'is', null)
    .orderBy('appUser.name')
    .orderBy('appUser.id')
    .execute();

/** The projects of the workspace the user is a member of. */
export const listWorkspaceMemberships = async (db: Db, workspaceId: string, userId: string) =>
  (
    await db
      .selectFrom('projectMember')
      .innerJoin('project', 'project.id', 'projectMember.projectId')
      .select('projectMember.projectId')
      .where('project.workspaceId', '=', workspaceId)
      .where('projectMember.userId', '=', userId)
      .execute()
  ).map((row) => row.projectId);

/**
 * The project's people: its members with their project roles, and its manager (role `manager`
 * when not a member too): whom an approval stage may name and a comment may mention.
 */
export async function findMembers(db: Db, projectId: string) {
  const [members, project] = await Promise.all([
    db
      .selectFrom('projectMember')
      .select(['userId', 'role'])
      .where('projectId', '=', projectId)
      .execute(),
    db.selectFrom('project').select('managerId').where('id', '=', projectId).executeTakeFirst(),
  ]);
  const manager = project && !members.some((member) => member.userId === project.managerId);
  return manager ? [...members, { userId: project.managerId, role: 'manager' }] : members;
}
