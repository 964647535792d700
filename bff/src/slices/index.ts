import { readFileSync } from 'node:fs';
import type { IResolvers } from 'mercurius';
import type { NodeLoader } from '../graphql/base.resolvers.ts';
import type { Services } from '../graphql/context.ts';
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

const sdl = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** Merges resolver maps type by type (each slice adds fields to Query, Mutation, …). */
function mergeResolvers(maps: IResolvers[]): IResolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields };
  }
  return merged;
}

export const slices = {
  projections: [usersProjection, workspacesProjection, projectsProjection, foldersProjection],
  resolvers: mergeResolvers([userResolvers, workspaceResolvers, projectResolvers, folderResolvers]),
  typeDefs: [
    sdl('./users/user.graphql'),
    sdl('./workspaces/workspace.graphql'),
    sdl('./projects/project.graphql'),
    sdl('./folders/folder.graphql'),
  ],
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
