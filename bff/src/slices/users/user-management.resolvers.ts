import type { IResolvers, MercuriusContext } from 'mercurius';
import { pageRequest, toConnection } from '../../graphql/connection.ts';
import type { QueryUsersArgs } from '../../graphql/schema-types.generated.ts';
import { allow, signedIn } from '../access.ts';
import { textAndId } from '../cursor-keys.ts';
import { canEditProject, canSeeAll, hasEditableProjects } from '../policy.ts';
import { viewerAccess } from '../projects/project.access.ts';
import { isProjectRole, roleOf } from '../roles.ts';
import { listManagedUsers, userKey } from './managed-users.queries.ts';
import { seesUser } from './user.access.ts';
import type { UserRow } from './user.queries.ts';

type Ctx = MercuriusContext;

/** The spec's page of the users list, and the most one call may ask for. */
const USERS_PAGE = 1000;

interface UserProjectView {
  projectId: string;
  role: string;
}

/** The user's projects that the viewer may edit, in the loader's order (by name). */
async function editableProjectsOf(ctx: Ctx, userId: string) {
  const projects = await ctx.loaders.userProjects.load(userId);
  const editable = await Promise.all(
    projects.map(async (entry) => {
      const project = await ctx.loaders.project.load(entry.projectId);
      return project && canEditProject(ctx.viewer, await viewerAccess(ctx, project));
    }),
  );
  return projects.filter((_, index) => editable[index]);
}

/** What the viewer may read of a user, or null when the policy hides the user from them. */
const ifSeen = async <T>(ctx: Ctx, user: UserRow, value: () => Promise<T> | T) =>
  (await seesUser(ctx, user.id)) ? value() : null;

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
    async projects(user: UserRow, _: unknown, ctx: Ctx) {
      return (await ifSeen(ctx, user, () => editableProjectsOf(ctx, user.id))) ?? [];
    },
  },
  UserProject: {
    project: (entry: UserProjectView, _: unknown, ctx: Ctx) =>
      ctx.loaders.project.load(entry.projectId),
    role: (entry: UserProjectView) => roleOf(isProjectRole(entry.role) ? entry.role : 'admin'),
  },
} satisfies IResolvers;
