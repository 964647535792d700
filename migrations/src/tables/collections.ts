import type { ColumnType, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * `collection` (the collections projection): a project's named, saved search. `name` is unique in
 * its project whatever the case and collated `rushes_name`; `definition` is the search text.
 */
export interface CollectionTable {
  id: string;
  projectId: string;
  name: string;
  definition: string;
  createdBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type Collection = Selectable<CollectionTable>;
