import { type Decider, DomainError, type ProjectAccessEvent } from '@rushes/events';
import {
  isProjectRole,
  type Permissions,
  type ProjectRoleId,
  permissionNames,
  roleOf,
} from '../roles.ts';
import { invalid } from '../validation.ts';

/** Permissions as a call sends them: only those not locked (§5). */
export type SentPermissions = Partial<Permissions>;

/**
 * What every command of a project's access names. `userId` is null when the caller named no user
 * that exists; `workspaceAdmin` says whether that user is Admin of the project's workspace, whose
 * role and permissions cannot be changed.
 */
interface OnMember {
  projectId: string;
  userId: string | null;
  workspaceAdmin: boolean;
}

/** Adds the user to the project or changes their role; `permissions` hold on the whole project. */
export interface SaveProjectUser extends OnMember {
  type: 'SaveProjectUser';
  rootFolderId: string;
  role: string;
  permissions: SentPermissions | null;
}

export interface RemoveProjectUser extends OnMember {
  type: 'RemoveProjectUser';
}

/** Several members leave the project together: all of them, or none when one cannot. */
export interface RemoveProjectUsers {
  type: 'RemoveProjectUsers';
  projectId: string;
  users: readonly Omit<OnMember, 'projectId'>[];
}

/**
 * Sets the user's entry on a folder (`folderId` null when the caller named no folder of the
 * project). With a `role` (Viewer or Editor) the user holds it from now on, as Assign User gives
 * it, and a new entry starts from the role's permissions; without, a member keeps theirs, a new
 * entry starts from what they inherit there (the nearest entry above, along `path`, the folder
 * ids from the root down to the folder) and a user who is not yet a member joins with the default.
 */
export interface SaveFolderUser extends OnMember {
  type: 'SaveFolderUser';
  folderId: string | null;
  path: readonly string[];
  allowedTo: SentPermissions;
  role: string | null;
}

export interface RemoveFolderUser extends OnMember {
  type: 'RemoveFolderUser';
  folderId: string | null;
}

/**
 * Gives an invited user a role in the project: with a folder (`folderId`), an entry on that folder
 * only; without, the whole project (an entry on the root). An admin role needs no entry. A member
 * already there takes the role; an entry they already hold on that folder stays as it is.
 */
export interface AssignInvitedUser extends OnMember {
  type: 'AssignInvitedUser';
  rootFolderId: string;
  folderId: string | null;
  role: string;
}

/** The member's choice of project notifications, from the account area. */
export interface UpdateMemberSettings {
  type: 'UpdateMemberSettings';
  projectId: string;
  userId: string;
  receiveFolderContentNotifications: boolean;
  receiveCommentNotifications: boolean;
}

export type ProjectAccessCommand =
  | UpdateMemberSettings
  | AssignInvitedUser
  | SaveProjectUser
  | RemoveProjectUser
  | RemoveProjectUsers
  | SaveFolderUser
  | RemoveFolderUser;

/** Members by user id: their role and their entries by folder id. */
export interface ProjectAccessState {
  members: Readonly<
    Record<
      string,
      {
        role: ProjectRoleId;
        entries: Readonly<Record<string, Permissions>>;
        settings: MemberSettings;
      }
    >
  >;
}

type Member = ProjectAccessState['members'][string];

export interface MemberSettings {
  receiveFolderContentNotifications: boolean;
  receiveCommentNotifications: boolean;
}

const notFound = (field: string, entity: string) => new DomainError('NOT_FOUND', { field, entity });
const unchangeable = (field = 'userId') =>
  new DomainError('STATE_CONFLICT', { field, entity: 'user', state: 'workspaceAdmin' });

/** The entry a member gets: the base, with what the call sent; 'view' is locked to true. */
function entryFrom(base: Permissions, sent: SentPermissions, field: string) {
  if (sent.view === false) return invalid(`${field}.view`, 'locked');
  return { ...base, ...sent, view: true };
}

const sameEntry = (a: Permissions | undefined, b: Permissions) =>
  a !== undefined && permissionNames.every((name) => a[name] === b[name]);

function saveProjectUser(command: SaveProjectUser, state: ProjectAccessState) {
  const { projectId, userId, role, permissions, rootFolderId } = command;
  if (userId === null) return notFound('userId', 'user');
  if (command.workspaceAdmin) return unchangeable();
  if (!isProjectRole(role)) return invalid('role', 'oneOf');
  const isAdmin = roleOf(role).isAdmin;
  if (isAdmin && permissions !== null && Object.keys(permissions).length > 0) {
    return invalid('permissions', 'locked');
  }
  const member = state.members[userId];
  const events: ProjectAccessEvent[] = [];
  let followed: Record<string, Permissions> = {};
  if (!member) {
    const settings = { receiveFolderContentNotifications: true, receiveCommentNotifications: true };
    events.push({ type: 'project_member.added', data: { projectId, userId, role, ...settings } });
  } else if (member.role !== role) {
    events.push({ type: 'project_member.role_changed', data: { projectId, userId, role } });
    followed = entriesFollowingRole(member, role);
    for (const [folderId, allowedTo] of Object.entries(followed)) {
      if (folderId === rootFolderId && permissions !== null) continue;
      events.push({
        type: 'folder_permission.set',
        data: { projectId, folderId, userId, allowedTo },
      });
    }
  }
  // Admin roles hold every permission everywhere; a member joining the whole project, or sending
  // permissions for it, gets an entry on the root folder.
  if (!isAdmin && (!member || permissions !== null)) {
    const current = followed[rootFolderId] ?? member?.entries[rootFolderId];
    const allowedTo = entryFrom(
      current ?? roleOf(role).permissions,
      permissions ?? {},
      'permissions',
    );
    if (allowedTo instanceof DomainError) return allowedTo;
    if (!sameEntry(current, allowedTo)) {
      const data = { projectId, folderId: rootFolderId, userId, allowedTo };
      events.push({ type: 'folder_permission.set', data });
    }
  }
  return events;
}

/**
 * A role switch carries the member's entries that still hold the old role's permissions over to
 * the new role's; entries someone set by hand stay. An admin role needs no entries.
 */
function entriesFollowingRole(member: Member, role: ProjectRoleId): Record<string, Permissions> {
  const from = roleOf(member.role);
  const to = roleOf(role);
  if (to.isAdmin || from.isAdmin) return {};
  const following = Object.entries(member.entries).filter(([, entry]) =>
    sameEntry(entry, from.permissions),
  );
  return Object.fromEntries(following.map(([folderId]) => [folderId, to.permissions]));
}

function removeProjectUser(
  { projectId, userId, workspaceAdmin }: RemoveProjectUser,
  state: ProjectAccessState,
) {
  if (userId === null || !state.members[userId]) return notFound('userId', 'projectUser');
  if (workspaceAdmin) return unchangeable();
  return [{ type: 'project_member.removed' as const, data: { projectId, userId } }];
}

function removeProjectUsers({ projectId, users }: RemoveProjectUsers, state: ProjectAccessState) {
  if (users.length === 0) return invalid('userIds', 'required');
  const removed = new Set<string>();
  for (const { userId, workspaceAdmin } of users) {
    if (userId === null || !state.members[userId]) return notFound('userIds', 'projectUser');
    if (workspaceAdmin) return unchangeable('userIds');
    removed.add(userId);
  }
  return [...removed].map((userId) => ({
    type: 'project_member.removed' as const,
    data: { projectId, userId },
  }));
}

/** The member's entry on the nearest folder above the last of `path`, if any. */
function inheritedEntry(member: Member | undefined, path: readonly string[]) {
  for (let index = path.length - 2; index >= 0; index--) {
    const entry = member?.entries[path[index] ?? ''];
    if (entry) return entry;
  }
  return undefined;
}

/** The role a folder entry's holder ends with: the one sent (never an admin role), else theirs. */
function folderRole(command: SaveFolderUser, member: Member | undefined) {
  if (command.role === null) return member?.role ?? 'viewer';
  if (!isProjectRole(command.role) || roleOf(command.role).isAdmin) return null;
  return command.role;
}

function saveFolderUser(command: SaveFolderUser, state: ProjectAccessState) {
  const { projectId, userId, folderId } = command;
  if (folderId === null) return notFound('folderId', 'folder');
  if (userId === null) return notFound('userId', 'user');
  if (command.workspaceAdmin) return unchangeable();
  const member = state.members[userId];
  const role = folderRole(command, member);
  if (role === null) return invalid('roleId', 'oneOf');
  if (roleOf(role).isAdmin) return invalid('allowedTo', 'locked');
  const events: ProjectAccessEvent[] = [];
  let followed: Record<string, Permissions> = {};
  if (!member) {
    const settings = { receiveFolderContentNotifications: true, receiveCommentNotifications: true };
    events.push({ type: 'project_member.added', data: { projectId, userId, role, ...settings } });
  } else if (member.role !== role) {
    events.push({ type: 'project_member.role_changed', data: { projectId, userId, role } });
    followed = entriesFollowingRole(member, role);
    for (const [entryFolderId, entry] of Object.entries(followed)) {
      if (entryFolderId === folderId) continue;
      const data = { projectId, folderId: entryFolderId, userId, allowedTo: entry };
      events.push({ type: 'folder_permission.set', data });
    }
  }
  const current = member?.entries[folderId];
  const inherited = command.role === null ? inheritedEntry(member, command.path) : undefined;
  const base = followed[folderId] ?? current ?? inherited ?? roleOf(role).permissions;
  const allowedTo = entryFrom(base, command.allowedTo, 'allowedTo');
  if (allowedTo instanceof DomainError) return allowedTo;
  if (!sameEntry(current, allowedTo)) {
    events.push({
      type: 'folder_permission.set',
      data: { projectId, folderId, userId, allowedTo },
    });
  }
  return events;
}

function removeFolderUser(
  { projectId, userId, folderId, workspaceAdmin }: RemoveFolderUser,
  state: ProjectAccessState,
) {
  const entry = userId !== null && folderId !== null && state.members[userId]?.entries[folderId];
  if (!entry || userId === null || folderId === null) return notFound('userId', 'folderUser');
  if (workspaceAdmin) return unchangeable();
  return [{ type: 'folder_permission.removed' as const, data: { projectId, folderId, userId } }];
}

function assignInvitedUser(command: AssignInvitedUser, state: ProjectAccessState) {
  const { projectId, userId, role, rootFolderId } = command;
  if (userId === null) return notFound('userId', 'user');
  if (!isProjectRole(role)) return invalid('role', 'oneOf');
  if (command.workspaceAdmin) return unchangeable();
  const member = state.members[userId];
  const events: ProjectAccessEvent[] = [];
  if (!member) {
    const settings = { receiveFolderContentNotifications: true, receiveCommentNotifications: true };
    events.push({ type: 'project_member.added', data: { projectId, userId, role, ...settings } });
  } else if (member.role !== role) {
    events.push({ type: 'project_member.role_changed', data: { projectId, userId, role } });
  }
  const folderId = command.folderId ?? rootFolderId;
  if (!roleOf(role).isAdmin && !member?.entries[folderId]) {
    const allowedTo = roleOf(role).permissions;
    events.push({
      type: 'folder_permission.set',
      data: { projectId, folderId, userId, allowedTo },
    });
  }
  return events;
}

function updateMemberSettings(command: UpdateMemberSettings, state: ProjectAccessState) {
  const { type: _type, projectId, userId, ...settings } = command;
  const member = state.members[userId];
  if (!member) return notFound('projectId', 'projectUser');
  const same =
    member.settings.receiveFolderContentNotifications ===
      settings.receiveFolderContentNotifications &&
    member.settings.receiveCommentNotifications === settings.receiveCommentNotifications;
  if (same) return [];
  const data = { projectId, userId, ...settings };
  return [{ type: 'project_member.settings_changed' as const, data }];
}

type Members = ProjectAccessState['members'];

function withEntries(
  members: Members,
  userId: string,
  change: (entries: Record<string, Permissions>) => void,
): Members {
  const member = members[userId];
  if (!member) return members;
  const entries = { ...member.entries };
  change(entries);
  return { ...members, [userId]: { ...member, entries } };
}

function evolveMembers(members: Members, event: ProjectAccessEvent): Members {
  switch (event.type) {
    case 'project_member.added': {
      const { userId, role, receiveFolderContentNotifications, receiveCommentNotifications } =
        event.data;
      const settings = { receiveFolderContentNotifications, receiveCommentNotifications };
      return { ...members, [userId]: { role, entries: {}, settings } };
    }
    case 'project_member.settings_changed': {
      const { userId, receiveFolderContentNotifications, receiveCommentNotifications } = event.data;
      const member = members[userId];
      const settings = { receiveFolderContentNotifications, receiveCommentNotifications };
      return member ? { ...members, [userId]: { ...member, settings } } : members;
    }
    case 'project_member.role_changed': {
      const member = members[event.data.userId];
      return member
        ? { ...members, [event.data.userId]: { ...member, role: event.data.role } }
        : members;
    }
    case 'project_member.removed': {
      const { [event.data.userId]: _gone, ...rest } = members;
      return rest;
    }
    case 'folder_permission.set':
      return withEntries(members, event.data.userId, (entries) => {
        entries[event.data.folderId] = event.data.allowedTo;
      });
    case 'folder_permission.removed':
      return withEntries(members, event.data.userId, (entries) => {
        delete entries[event.data.folderId];
      });
  }
}

/**
 * Who may do what in one project (stream `project_access.<projectId>`): members, their roles and
 * their folder entries, in one aggregate so that an entry never outlives its member and a role
 * change and its entries are decided together.
 */
export const projectAccessDecider: Decider<
  ProjectAccessCommand,
  ProjectAccessState,
  ProjectAccessEvent
> = {
  initialState: { members: {} },
  decide(command, state) {
    switch (command.type) {
      case 'AssignInvitedUser':
        return assignInvitedUser(command, state);
      case 'UpdateMemberSettings':
        return updateMemberSettings(command, state);
      case 'SaveProjectUser':
        return saveProjectUser(command, state);
      case 'RemoveProjectUser':
        return removeProjectUser(command, state);
      case 'RemoveProjectUsers':
        return removeProjectUsers(command, state);
      case 'SaveFolderUser':
        return saveFolderUser(command, state);
      case 'RemoveFolderUser':
        return removeFolderUser(command, state);
    }
  },
  evolve: (state, event) => ({ members: evolveMembers(state.members, event) }),
};
