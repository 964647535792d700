import type { RequestContext } from '../../request-context.ts';
import type { FolderRow } from '../folders/folder.queries.ts';
import {
  type FolderEntry,
  folderPermissions,
  lockedPermissions,
  nearestEntry,
  type ProjectAccess,
} from '../policy.ts';
import type { ProjectRow } from '../projects/project.queries.ts';
import { isProjectRole, type RoleId, roleOf } from '../roles.ts';
import {
  type EntryRow,
  listProjectEntries,
  listProjectMembers,
  listWorkspaceAdmins,
} from './member.queries.ts';

const flagsOf = ({ view, edit, download, share, comment }: EntryRow) => ({
  view,
  edit,
  download,
  share,
  comment,
});

/** Each user's entries in the project (their paths are not needed to read inheritance). */
function entriesByUser(rows: EntryRow[]) {
  const byUser = new Map<string, Map<string, FolderEntry>>();
  for (const row of rows) {
    const entries = byUser.get(row.userId) ?? new Map<string, FolderEntry>();
    entries.set(row.folderId, { allowedTo: flagsOf(row), path: [] });
    byUser.set(row.userId, entries);
  }
  return byUser;
}

/** Everything the users screens show of a project's members and its workspace's admins. */
async function projectPeople(ctx: RequestContext, project: ProjectRow) {
  const { db } = ctx.services;
  const [members, admins, entries] = await Promise.all([
    listProjectMembers(db, project.id),
    listWorkspaceAdmins(db, project.workspaceId),
    listProjectEntries(db, project.id),
  ]);
  return { members, admins, entries: entriesByUser(entries) };
}

/** A member's place in the project as the policy sees it. */
const placeOf = (
  project: ProjectRow,
  role: RoleId | null,
  workspaceAdmin: boolean,
  entries: ReadonlyMap<string, FolderEntry> | undefined,
): ProjectAccess => ({
  managerId: project.managerId,
  workspaceAdmin,
  role: role === 'admin' ? null : role,
  entries: entries ?? new Map(),
  link: null,
});

export type ProjectUserView = Awaited<ReturnType<typeof projectUsers>>[number];

/** The project's users: workspace admins (Admin, all locked) first, then members by name. */
export async function projectUsers(ctx: RequestContext, project: ProjectRow) {
  const { members, admins, entries } = await projectPeople(ctx, project);
  const rootPath = await ctx.loaders.folderPath.load(project.rootFolderId);
  const adminIds = new Set(admins.map((admin) => admin.userId));
  const people = [
    ...admins.map((admin) => ({ ...admin, role: 'admin' as RoleId, settings: null })),
    ...members
      .filter((member) => !adminIds.has(member.userId))
      .map((member) => ({
        ...member,
        role: isProjectRole(member.role) ? member.role : ('viewer' as RoleId),
        settings: {
          receiveFolderContentNotifications: member.receiveFolderContentNotifications,
          receiveCommentNotifications: member.receiveCommentNotifications,
        },
      })),
  ];
  return people.map((person) => {
    const isWorkspaceAdmin = person.role === 'admin';
    const place = placeOf(project, person.role, isWorkspaceAdmin, entries.get(person.userId));
    const rights = folderPermissions(
      { userId: person.userId, isSuperuser: false },
      place,
      rootPath,
    );
    const isAdmin = roleOf(person.role).isAdmin;
    return {
      projectId: project.id,
      userId: person.userId,
      userName: person.userName,
      userEmail: person.userEmail,
      role: roleOf(person.role),
      supervisor: isAdmin,
      canEditProject: isAdmin || person.userId === project.managerId,
      isWorkspaceAdmin,
      folderPermissions: lockedPermissions(rights),
      settings: person.settings,
      folderIds: isAdmin ? [] : [...(entries.get(person.userId)?.keys() ?? [])],
    };
  });
}

export type FolderUserView = Awaited<ReturnType<typeof folderUsers>>[number];

/** The users with an entry on the folder, their own or inherited; admin roles have none. */
export async function folderUsers(ctx: RequestContext, project: ProjectRow, path: FolderRow[]) {
  const { members, admins, entries } = await projectPeople(ctx, project);
  const adminIds = new Set(admins.map((admin) => admin.userId));
  const folder = path[path.length - 1];
  // A top-level folder lies right below the project's root.
  const topLevel = path.length === 2;
  return members.flatMap((member) => {
    const own = entries.get(member.userId);
    const nearest = own && nearestEntry(own, path);
    if (!folder || !nearest || adminIds.has(member.userId)) return [];
    if (!isProjectRole(member.role) || roleOf(member.role).isAdmin) return [];
    const rights = {
      allowedTo: nearest.entry.allowedTo,
      inheritedFrom: nearest.inherited ? nearest.from : null,
      byAdminRole: false,
    };
    return [
      {
        folderId: folder.id,
        userId: member.userId,
        userName: member.userName,
        userEmail: member.userEmail,
        role: roleOf(member.role),
        allowedTo: lockedPermissions(rights, { topLevel }),
        inheritedFromId: nearest.inherited ? nearest.from.id : null,
        isInherited: nearest.inherited,
      },
    ];
  });
}

/** A member's own folder entries in a project, as the users lists show folder users. */
export const ownEntries = (
  user: { id: string; name: string; email: string },
  role: RoleId,
  rows: readonly EntryRow[],
): FolderUserView[] =>
  rows.map((row) => ({
    folderId: row.folderId,
    userId: user.id,
    userName: user.name,
    userEmail: user.email,
    role: roleOf(role),
    allowedTo: lockedPermissions({
      allowedTo: flagsOf(row),
      inheritedFrom: null,
      byAdminRole: false,
    }),
    inheritedFromId: null,
    isInherited: false,
  }));
