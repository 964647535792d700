import type { Slice } from '../../slice.ts';
import { workspaceLoaders } from './workspace.loaders.ts';
import { workspacesProjection } from './workspace.projection.ts';
import { workspaceNode, workspaceResolvers } from './workspace.resolvers.ts';

export const workspacesSlice: Slice = {
  name: 'workspaces',
  projections: [workspacesProjection],
  resolvers: [workspaceResolvers],
  loaders: workspaceLoaders,
  nodes: { Workspace: workspaceNode },
};
