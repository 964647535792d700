import type { Slice } from '../../slice.ts';
import { projectLoaders } from './project.loaders.ts';
import { projectsProjection } from './project.projection.ts';
import { projectNode, projectResolvers } from './project.resolvers.ts';

export const projectsSlice: Slice = {
  name: 'projects',
  projections: [projectsProjection],
  resolvers: [projectResolvers],
  loaders: projectLoaders,
  nodes: { Project: projectNode },
};
