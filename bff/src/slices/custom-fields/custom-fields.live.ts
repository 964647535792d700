import {
  customFieldChanged,
  customFieldDefined,
  customFieldRemoved,
  customFieldsReordered,
  type DomainEvent,
} from '@rushes/events';
import type { LiveTopic } from '../../slice.ts';
import { workspaceFoldersChanged } from '../folders/folder.live.ts';
import { customFieldsProjection } from './custom-fields.projection.ts';

const workspaceOf = (event: DomainEvent): string[] =>
  customFieldDefined.is(event) ||
  customFieldChanged.is(event) ||
  customFieldsReordered.is(event) ||
  customFieldRemoved.is(event)
    ? [event.data.workspaceId]
    : [];

/**
 * A field defined, changed, reordered or removed, to the subscribers of every folder of its
 * workspace: their list's columns, the inspector and the edit-fields dialog show its fields.
 */
export const customFieldsLive: LiveTopic = {
  name: 'folderChanged (custom fields)',
  handles: [
    customFieldDefined.type,
    customFieldChanged.type,
    customFieldsReordered.type,
    customFieldRemoved.type,
  ],
  readModels: [customFieldsProjection.name],
  publications: async (events) => events.flatMap(workspaceOf).map(workspaceFoldersChanged),
};
