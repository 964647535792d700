import { newId } from '@rushes/events';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { edgeOf, pageRequest, toConnection } from '../../graphql/connection.ts';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import type {
  CreateProjectInput,
  MutationCreateProjectArgs,
  QueryProjectArgs,
  QueryProjectsArgs,
} from '../../graphql/schema-types.generated.ts';
import { decideFor, type RequestContext } from '../../request-context.ts';
import { allow, found, optionalId, signedIn, written } from '../access.ts';
import { isTimestamp, textAndId } from '../cursor-keys.ts';
import {
  canCreateProject,
  canCreateProjectIn,
  canManageStorages,
  canSeeAll,
  canSeeFolder,
  projectAllowedTo,
} from '../policy.ts';
import { RELOAD_TTL_SECONDS } from '../reload-ttl.ts';
import { signedGetUrl } from '../signed-urls.ts';
import {
  defaultTransferServer,
  storageNameOf,
  storageOfNewProject,
} from '../storages/storage-choice.ts';
import { reachedWorkspace } from '../workspaces/workspace.access.ts';
import { viewerAccess, visibleProject } from './project.access.ts';
import { projectCommands } from './project.binding.ts';
import { listProjects, type ProjectRow, projectKey } from './project.queries.ts';

/**
 * The ids the input names, or null where nothing exists under them that the viewer may see; a
 * workspace they see but may not create projects in is FORBIDDEN.
 */
async function existingIds(ctx: MercuriusContext, input: CreateProjectInput) {
  const workspaceId = optionalId(input.workspaceId, 'Workspace', 'workspaceId');
  const managerId = optionalId(input.managerId, 'User', 'managerId');
  const workspace = workspaceId ? await reachedWorkspace(ctx, workspaceId) : null;
  if (workspace) allow(canCreateProjectIn(ctx.viewer, workspace.access));
  const manager = managerId ? await ctx.loaders.user.load(managerId) : undefined;
  return { workspaceId: workspace?.workspace.id ?? null, managerId: manager?.id ?? null };
}

/**
 * The storage a new project goes on, and its transfer server: a superuser chooses the storage
 * (and must where there are several), anyone else's project goes on the default one.
 */
function storageOf(ctx: MercuriusContext, input: CreateProjectInput) {
  const superuser = canManageStorages(ctx.viewer);
  if (typeof input.storagePrefix === 'string') allow(superuser);
  const { storageSetup } = ctx.services.config;
  const storagePrefix = storageOfNewProject(storageSetup, input.storagePrefix, superuser);
  const transferServer =
    storagePrefix === null ? null : defaultTransferServer(storageSetup, storagePrefix);
  return { storagePrefix, transferServer };
}

async function createProject(
  _root: unknown,
  { input }: MutationCreateProjectArgs,
  ctx: MercuriusContext,
) {
  const viewer = signedIn(ctx);
  allow(canCreateProject(viewer, await ctx.loaders.standing.load(viewer.userId)));
  const projectId = newId('project', viewer.userId, input.clientMutationId);
  const rootFolderId = newId('project-root', viewer.userId, input.clientMutationId);
  const ids = await existingIds(ctx, input);
  const command = {
    type: 'CreateProject' as const,
    ...{ projectId, rootFolderId, name: input.name },
    ...ids,
    ...storageOf(ctx, input),
  };
  await decideFor(ctx, projectCommands, projectId, command, input.clientMutationId);
  const project = written(await ctx.loaders.project.load(projectId));
  const projectEdge = edgeOf(project, projectKey('CREATED_DESC'));
  return { project, projectEdge, clientMutationId: input.clientMutationId ?? null };
}

export const projectResolvers = {
  Query: {
    async projects(_root: unknown, args: QueryProjectsArgs, ctx: MercuriusContext) {
      const viewer = signedIn(ctx);
      const order = args.orderBy ?? 'CREATED_DESC';
      const page = pageRequest(args, { fallback: 50, max: 500, keyLength: 2 });
      const after = textAndId(page.after, order.startsWith('TITLE') ? undefined : isTimestamp);
      const userId = canSeeAll(viewer) ? null : viewer.userId;
      const limit = page.limit + 1;
      const editable = args.editable ?? false;
      const rows = await listProjects(ctx.services.db, { userId, editable, limit, after, order });
      return toConnection(rows, page, projectKey(order));
    },
    project(_root: unknown, args: QueryProjectArgs, ctx: MercuriusContext) {
      signedIn(ctx);
      return visibleProject(ctx, fromGlobalId(args.id, { type: 'Project' }).id);
    },
  },
  Mutation: { createProject },
  Project: {
    id: (project: ProjectRow) => toGlobalId('Project', project.id),
    workspace: (project: ProjectRow, _args: unknown, ctx: MercuriusContext) =>
      ctx.loaders.workspace.load(project.workspaceId),
    manager: (project: ProjectRow, _args: unknown, ctx: MercuriusContext) =>
      ctx.loaders.user.load(project.managerId),
    createdBy: (project: ProjectRow, _args: unknown, ctx: MercuriusContext) =>
      project.createdBy ? ctx.loaders.user.load(project.createdBy) : null,
    // The root folder's poster, else the workspace's default project poster.
    async poster(project: ProjectRow, _args: unknown, ctx: MercuriusContext) {
      const root = await ctx.loaders.folder.load(project.rootFolderId);
      const key =
        root?.posterKey ??
        (await ctx.loaders.workspace.load(project.workspaceId))?.projectPosterKey;
      return key ? { url: await signedGetUrl(ctx, key) } : null;
    },
    async hasPoster(project: ProjectRow, _args: unknown, ctx: MercuriusContext) {
      return Boolean((await ctx.loaders.folder.load(project.rootFolderId))?.posterKey);
    },
    // Seen with the project, except by a share link's visitor: it is the way to what they hold.
    async rootFolder(project: ProjectRow, _args: unknown, ctx: MercuriusContext) {
      const root = await ctx.loaders.folder.load(project.rootFolderId);
      const seen = root && canSeeFolder(ctx.viewer, await viewerAccess(ctx, project), [root]);
      return found(seen ? root : null, 'folder');
    },
    settings: (project: ProjectRow) => ({ slateFormat: project.slateFormat }),
    storageName: (project: ProjectRow, _args: unknown, ctx: MercuriusContext) =>
      canManageStorages(ctx.viewer)
        ? storageNameOf(ctx.services.config.storageSetup, project.storagePrefix)
        : null,
    storagePrefix: (project: ProjectRow, _args: unknown, ctx: MercuriusContext) =>
      canManageStorages(ctx.viewer) ? project.storagePrefix : null,
    ttl: () => RELOAD_TTL_SECONDS,
    size: (project: ProjectRow, _args: unknown, ctx: MercuriusContext) =>
      ctx.loaders.projectSize.load(project.id),
    allowedTo: async (project: ProjectRow, _args: unknown, ctx: MercuriusContext) =>
      projectAllowedTo(ctx.viewer, await viewerAccess(ctx, project)),
  },
} satisfies IResolvers;

/** `node(id)` for a Project: only where the viewer may see it. */
export const projectNode = (ctx: RequestContext, id: string) => visibleProject(ctx, id);
