import type { Slice } from '../../slice.ts';
import { workspaceLoaders } from './workspace.loaders.ts';
import { workspaceMutations } from './workspace.mutations.ts';
import { workspacesProjection } from './workspace.projection.ts';
import { workspaceNode, workspaceResolvers } from './workspace.resolvers.ts';
import { workspaceImageResolvers } from './workspace-image.resolvers.ts';

export const workspacesSlice: Slice = {
  name: 'workspaces',
  projections: [workspacesProjection],
  resolvers: [workspaceResolvers, workspaceMutations, workspaceImageResolvers],
  loaders: workspaceLoaders,
  nodes: { Workspace: workspaceNode },
};
