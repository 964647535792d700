import type { ColumnType, Generated, Selectable } from 'kysely';

/** A jsonb value: written as JSON text, read parsed. */
type Json<T> = ColumnType<T, string | undefined, string>;
/** A column PostgreSQL derives from the others: read only. */
type Derived<T> = ColumnType<T, never, never>;

/** What a search document is: the groups of the results screen. */
export type SearchKind = 'user' | 'project' | 'folder' | 'asset' | 'share';

/**
 * `search_document` (the search projection): one thing a person may find, with the texts it is
 * found by. Its searchable forms (`words`, `commentWords`, `namesNorm`) are derived by PostgreSQL.
 */
export interface SearchDocumentTable {
  id: string;
  kind: SearchKind;
  /** The project it is in (a project's own id); null for a user. */
  projectId: string | null;
  /** An asset's folder, a folder itself, a project's root; null for users and shares. */
  folderId: string | null;
  name: string;
  /** An asset's slate as its metadata gave it. */
  slate: Json<Record<string, string | boolean> | null>;
  /** The slate as text in the project's slate format ("19A / 3"). */
  slateText: ColumnType<string | null, string | null | undefined, string | null>;
  /** The slate's parts with their names ("Scene 19A Take 3"). */
  slateLabels: ColumnType<string | null, string | null | undefined, string | null>;
  /** The file names of an asset's versions, oldest first. */
  filenames: ColumnType<string[], string[] | undefined, string[]>;
  /** An asset's metadata columns in order. */
  metadata: Json<{ key: string; value: string }[]>;
  metadataText: ColumnType<string, string | undefined, string>;
  /**
   * Metadata and slate values by their column's key (`searchFieldKey`), for `field:value`: each
   * normalised as search compares text, then as given.
   */
  fields: Json<Record<string, [string, string]>>;
  /** The custom values an asset shows, by their field's key (`searchFieldKey`), for `field:value`. */
  custom: Json<Record<string, SearchCustomEntry[]>>;
  /** The asset's custom values that are text, one a line, found as words. */
  customText: ColumnType<string, string | undefined, string>;
  email: ColumnType<string | null, string | null | undefined, string | null>;
  /** A share's creator. */
  createdBy: ColumnType<string | null, string | null | undefined, string | null>;
  /** An asset's comments, one a line. */
  comments: ColumnType<string, string | undefined, string>;
  /** Whether it may be found now: an asset once it has a version, a user until deleted. */
  listed: Generated<boolean>;
  words: Derived<string>;
  commentWords: Derived<string>;
  namesNorm: Derived<string>;
  exactKeys: Derived<string[]>;
  nameKeys: Derived<string[]>;
}

/** `search_comment`: each comment an asset has now with its text, for its asset's `comments`. */
export interface SearchCommentTable {
  id: string;
  assetId: string;
  text: string;
}

/** `search_word`: the words of five letters or more that documents hold, for typos. */
export interface SearchWordTable {
  word: string;
}

/** `search_slate_format`: each project's slate format, as the search model knows it. */
export interface SearchSlateFormatTable {
  projectId: string;
  slateFormat: string;
}

/**
 * A custom value as search reads it: its field's name, its type, its text (as clients send it),
 * its value as the event gave it, and the keys it equals (`<type>:<value>`, text normalised).
 */
export interface SearchCustomEntry {
  name: string;
  type: string;
  text: string;
  value: unknown;
  eq: string[];
}

/** `search_custom_field`: the custom fields as the search model knows them. */
export interface SearchCustomFieldTable {
  id: string;
  workspaceId: string;
  name: string;
  /** The name as filters compare it (`searchFieldKey`). */
  key: string;
  type: string;
  options: string[];
}

/** `search_custom_value`: an asset's value of a field, as the entry search reads (less its name). */
export interface SearchCustomValueTable {
  assetId: string;
  fieldId: string;
  entry: Json<Omit<SearchCustomEntry, 'name'>>;
}

/** `search_project`: each project's workspace, whose custom fields its assets show. */
export interface SearchProjectTable {
  id: string;
  workspaceId: string;
}

export type SearchDocument = Selectable<SearchDocumentTable>;
