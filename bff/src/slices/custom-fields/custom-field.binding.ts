import { bindAggregate } from '@rushes/events';
import { searchProjection } from '../search/search.projection.ts';
import { customFieldDecider } from './custom-field.decider.ts';
import { customFieldsProjection } from './custom-fields.projection.ts';

/**
 * A workspace's custom fields' commands, on `custom_fields.<workspaceId>`. Search follows a field
 * renamed or retyped by the time the command answers.
 */
export const customFieldCommands = bindAggregate({
  stream: 'custom_fields',
  decider: customFieldDecider,
  readModels: [customFieldsProjection, searchProjection],
});
