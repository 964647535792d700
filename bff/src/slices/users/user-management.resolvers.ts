import type { IResolvers, MercuriusContext } from 'mercurius';
import { pageRequest, toConnection } from '../../graphql/connection.ts';
import type { QueryUsersArgs } from '../../graphql/schema-types.generated.ts';
import { allow, signedIn } from '../access.ts';
import { textAndId } from '../cursor-keys.ts';
import { ownEntries } from '../members/member.lists.ts';
import type { EntryRow } from '../members/member.queries.ts';
import { pairKey } from '../pair-keys.ts';
import { canEditProject, canSeeAll, hasEditableProjects } from '../policy.ts';
import { viewerAccess } from '../projects/project.access.ts';
import { isProjectRole, type RoleId, roleOf, roles } from '../roles.ts';
import { listManagedUsers, userKey } from './managed-users.queries.ts';
import { seesUser } from './user.access.ts';
import type { UserRow } from './user.queries.ts';

type Ctx = MercuriusContext;

/** The spec's page of the users list, and the most one call may ask for. */
const USERS_PAGE = 1000;

interface UserProjectView {
  userId: string;
  projectId: string;
  role: RoleId;
}

/** The user's projects that the viewer may edit, in the loader's order (by name). */
async function editableProjectsOf(ctx: Ctx, userId: string): Promise<UserProjectView[]> {
  const projects = await ctx.loaders.userProjects.load(userId);
  const editable = await Promise.all(
    projects.map(async (entry) => {
      const project = await ctx.loaders.project.load(entry.projectId);
      return project && canEditProject(ctx.viewer, await viewerAccess(ctx, project));
    }),
  );
  return projects
    .filter((_, index) => editable[index])
    .map(({ projectId, role }) => ({
      userId,
      projectId,
      role: isProjectRole(role) ? role : 'admin',
    }));
}

/** What the viewer may read of a user, or null when the policy hides the user from them. */
const ifSeen = async <T>(ctx: Ctx, user: UserRow, value: () => Promise<T> | T) =>
  (await seesUser(ctx, user.id)) ? value() : null;

/** The user's projects the viewer may edit, none when the policy hides the user from them. */
const seenProjectsOf = async (ctx: Ctx, user: UserRow) =>
  (await ifSeen(ctx, user, () => editableProjectsOf(ctx, user.id))) ?? [];

/** The user's own folder entries in those projects, by project then folder name. */
async function ownFoldersOf(ctx: Ctx, user: UserRow) {
  const projects = (await seenProjectsOf(ctx, user)).filter(({ role }) => !roleOf(role).isAdmin);
  const perProject = await Promise.all(
    projects.map(async ({ projectId, role }) => {
      const rows = await ctx.loaders.folderEntries.load(pairKey(projectId, user.id));
      const folders = await Promise.all(rows.map((row) => ctx.loaders.folder.load(row.folderId)));
      const names = new Map(
        folders.flatMap((folder) => (folder ? [[folder.id, folder.name]] : [])),
      );
      const existing = rows.filter((row) => names.has(row.folderId));
      const byName = (a: EntryRow, b: EntryRow) =>
        (names.get(a.folderId) ?? '').localeCompare(names.get(b.folderId) ?? '');
      return ownEntries(user, role, existing.sort(byName));
    }),
  );
  return perProject.flat();
}

export const userManagementResolvers = {
  Query: {
    async users(_root: unknown, args: QueryUsersArgs, ctx: Ctx) {
      const viewer = signedIn(ctx);
      allow(hasEditableProjects(viewer, await ctx.loaders.standing.load(viewer.userId)));
      const page = pageRequest(args, { fallback: USERS_PAGE, max: USERS_PAGE, keyLength: 2 });
      const after = textAndId(page.after);
      const managerId = canSeeAll(viewer) ? null : viewer.userId;
      const limit = page.limit + 1;
      const rows = await listManagedUsers(ctx.services.db, { managerId, limit, after });
      return toConnection(rows, page, userKey);
    },
  },
  User: {
    invitedBy: (user: UserRow, _: unknown, ctx: Ctx) =>
      ifSeen(ctx, user, () => (user.invitedBy ? ctx.loaders.user.load(user.invitedBy) : null)),
    lastLoginAt: (user: UserRow, _: unknown, ctx: Ctx) =>
      ifSeen(ctx, user, async () => (await ctx.loaders.activity.load(user.id)).lastLoginAt),
    lastActivityAt: (user: UserRow, _: unknown, ctx: Ctx) =>
      ifSeen(ctx, user, async () => (await ctx.loaders.activity.load(user.id)).lastActivityAt),
    projects: (user: UserRow, _: unknown, ctx: Ctx) => seenProjectsOf(ctx, user),
    folders: (user: UserRow, _: unknown, ctx: Ctx) => ownFoldersOf(ctx, user),
    async uniqueRoles(user: UserRow, _: unknown, ctx: Ctx) {
      const held = new Set((await seenProjectsOf(ctx, user)).map((entry) => entry.role));
      return roles.filter((role) => held.has(role.id));
    },
  },
  UserProject: {
    project: (entry: UserProjectView, _: unknown, ctx: Ctx) =>
      ctx.loaders.project.load(entry.projectId),
    role: (entry: UserProjectView) => roleOf(entry.role),
    async settings(entry: UserProjectView, _: unknown, ctx: Ctx) {
      const member = await ctx.loaders.membership.load(pairKey(entry.projectId, entry.userId));
      return (
        member && {
          receiveFolderContentNotifications: member.receiveFolderContentNotifications,
          receiveCommentNotifications: member.receiveCommentNotifications,
        }
      );
    },
  },
} satisfies IResolvers;
