import type { Slice } from '../../slice.ts';
import { projectLoaders } from './project.loaders.ts';
import { projectMutations } from './project.mutations.ts';
import { projectsProjection } from './project.projection.ts';
import { projectNode, projectResolvers } from './project.resolvers.ts';
import { projectLookResolvers } from './project-look.resolvers.ts';

export const projectsSlice: Slice = {
  name: 'projects',
  projections: [projectsProjection],
  resolvers: [projectResolvers, projectMutations, projectLookResolvers],
  loaders: projectLoaders,
  nodes: { Project: projectNode },
};
