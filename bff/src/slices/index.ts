import type { NodeLoader } from '../graphql/base.resolvers.ts';
import type { Services } from '../graphql/context.ts';
import { mergeResolvers } from '../graphql/graphql.plugin.ts';
import { foldersProjection } from './folders/folder.projection.ts';
import { folderNode, folderResolvers } from './folders/folder.resolvers.ts';
import { projectsProjection } from './projects/project.projection.ts';
import { projectNode, projectResolvers } from './projects/project.resolvers.ts';
import { bootstrapAdmin, createFirstSuperuser } from './users/first-superuser.bootstrap.ts';
import { usersProjection } from './users/user.projection.ts';
import { userNode, userResolvers } from './users/user.resolvers.ts';
import { workspacesProjection } from './workspaces/workspace.projection.ts';
import { workspaceNode, workspaceResolvers } from './workspaces/workspace.resolvers.ts';

export { findUserForLogin } from './users/user.queries.ts';
export { bootstrapAdmin, createFirstSuperuser };

export const slices = {
  projections: [usersProjection, workspacesProjection, projectsProjection, foldersProjection],
  resolvers: mergeResolvers(userResolvers, workspaceResolvers, projectResolvers, folderResolvers),
  async bootstrap(services: Services): Promise<void> {
    await bootstrapAdmin(services, services.config);
  },
  createFirstSuperuser,
  /** `Query.node` by type name: the row, which that type's resolvers then serve. */
  nodes: {
    User: userNode,
    Workspace: workspaceNode,
    Project: projectNode,
    Folder: folderNode,
  } satisfies Record<string, NodeLoader>,
};
