import { bindAggregate } from '@rushes/events';
import { customFieldDecider } from './custom-field.decider.ts';
import { customFieldsProjection } from './custom-fields.projection.ts';

/** A workspace's custom fields' commands, on `custom_fields.<workspaceId>`. */
export const customFieldCommands = bindAggregate({
  stream: 'custom_fields',
  decider: customFieldDecider,
  readModels: [customFieldsProjection],
});
