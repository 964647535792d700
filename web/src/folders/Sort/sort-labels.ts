import { messages } from '../../messages/messages.ts';
import type { FolderColumns } from '../List/folder-columns.ts';
import { type SortField, sortFields } from './folder-sort.ts';

const text = messages.folders;

const labels: Record<SortField, string> = {
  NAME: text.name,
  SELECTED: text.selectedColumn,
  SCENE_TAKE: text.sceneColumn,
  CREATED: text.created,
  SIZE: text.size,
  DURATION: text.duration,
};

/** A sort field's name: its column's header. */
export const sortFieldLabel = (field: SortField): string => labels[field];

/** The fields a folder sorts by: Selected and Scene only where their columns are called for. */
export const sortFieldsOf = (columns: FolderColumns): SortField[] =>
  sortFields.filter(
    (field) =>
      (field !== 'SELECTED' || columns.selected) && (field !== 'SCENE_TAKE' || columns.scene),
  );
