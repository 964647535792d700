import type { IResolvers, MercuriusContext } from 'mercurius';
import type {
  QueryFolderUsersArgs,
  QueryProjectUsersArgs,
  QueryWorkspaceUsersArgs,
} from '../../graphql/schema-types.generated.ts';
import { signedIn } from '../access.ts';
import { roles } from '../roles.ts';
import { editableFolder, editableProject, editableWorkspace } from './member.access.ts';
import {
  type FolderUserView,
  folderUsers,
  type ProjectUserView,
  projectUsers,
} from './member.lists.ts';
import { listWorkspaceAdmins } from './member.queries.ts';

type Ctx = MercuriusContext;
type WorkspaceUserView = Awaited<ReturnType<typeof listWorkspaceAdmins>>[number];

/** The roles a member may be given: the project's, not the workspace's Admin. */
const projectRoles = roles.filter((role) => role.id !== 'admin');

/** Last Login and Last Activity, for those the lists are for: who may edit the project. */
const activityFields = {
  lastLoginAt: async ({ userId }: { userId: string }, _: unknown, ctx: Ctx) =>
    (await ctx.loaders.activity.load(userId)).lastLoginAt,
  lastActivityAt: async ({ userId }: { userId: string }, _: unknown, ctx: Ctx) =>
    (await ctx.loaders.activity.load(userId)).lastActivityAt,
};

export const memberResolvers = {
  Query: {
    async projectUsers(_root: unknown, args: QueryProjectUsersArgs, ctx: Ctx) {
      return projectUsers(ctx, await editableProject(ctx, args.projectId));
    },
    async folderUsers(_root: unknown, args: QueryFolderUsersArgs, ctx: Ctx) {
      const { project, path } = await editableFolder(ctx, args.folderId);
      return folderUsers(ctx, project, path);
    },
    async workspaceUsers(_root: unknown, args: QueryWorkspaceUsersArgs, ctx: Ctx) {
      const workspace = await editableWorkspace(ctx, args.workspaceId);
      return listWorkspaceAdmins(ctx.services.db, workspace.id);
    },
    projectRoles: (_root: unknown, _args: unknown, ctx: MercuriusContext) => {
      signedIn(ctx);
      return projectRoles;
    },
  },
  ProjectUser: {
    project: (user: ProjectUserView, _: unknown, ctx: Ctx) =>
      ctx.loaders.project.load(user.projectId),
    user: (user: ProjectUserView, _: unknown, ctx: Ctx) => ctx.loaders.user.load(user.userId),
    ...activityFields,
    async folders(user: ProjectUserView, _: unknown, ctx: Ctx) {
      const folders = await Promise.all(user.folderIds.map((id) => ctx.loaders.folder.load(id)));
      return folders.filter((folder) => folder !== null && folder !== undefined);
    },
  },
  FolderUser: {
    folder: (user: FolderUserView, _: unknown, ctx: Ctx) => ctx.loaders.folder.load(user.folderId),
    user: (user: FolderUserView, _: unknown, ctx: Ctx) => ctx.loaders.user.load(user.userId),
    ...activityFields,
    inheritedFrom: (user: FolderUserView, _: unknown, ctx: Ctx) =>
      user.inheritedFromId ? ctx.loaders.folder.load(user.inheritedFromId) : null,
  },
  WorkspaceUser: {
    workspace: (user: WorkspaceUserView, _: unknown, ctx: Ctx) =>
      ctx.loaders.workspace.load(user.workspaceId),
    user: (user: WorkspaceUserView, _: unknown, ctx: Ctx) => ctx.loaders.user.load(user.userId),
    isAdmin: () => true,
  },
} satisfies IResolvers;
