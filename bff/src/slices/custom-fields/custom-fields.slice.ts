import type { Slice } from '../../slice.ts';
import { customFieldNode } from './custom-field.access.ts';
import { customFieldLoaders } from './custom-field.loaders.ts';
import { customFieldMutations } from './custom-field.mutations.ts';
import { customFieldResolvers } from './custom-field.resolvers.ts';
import { customFieldsLive } from './custom-fields.live.ts';
import { customFieldsProjection } from './custom-fields.projection.ts';
import { customValuesLive } from './custom-values.live.ts';
import { customValueResolvers } from './custom-values.resolvers.ts';

/**
 * A workspace's custom fields, defined by those who edit it, and the values its assets carry:
 * set by those who edit in their folders, seen with the asset, listed, sorted and filtered in the
 * folder list, written in the folder's ALE; search keeps its own copy of them (its projection).
 */
export const customFieldsSlice: Slice = {
  name: 'custom-fields',
  projections: [customFieldsProjection],
  resolvers: [customFieldResolvers, customFieldMutations, customValueResolvers],
  loaders: customFieldLoaders,
  nodes: { CustomField: customFieldNode },
  live: [customFieldsLive, customValuesLive],
};
