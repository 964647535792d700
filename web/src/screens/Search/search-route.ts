import type { SearchKind } from '../../__generated__/SearchScreenQuery.graphql.ts';

/** The results' groups in the screen's order, as the address names them (`group=assets`). */
export const searchGroups = ['users', 'projects', 'folders', 'assets', 'shares'] as const;
export type SearchGroup = (typeof searchGroups)[number];

const kinds: Record<SearchGroup, SearchKind> = {
  users: 'USER',
  projects: 'PROJECT',
  folders: 'FOLDER',
  assets: 'ASSET',
  shares: 'SHARE',
};

const groupOfKind = Object.fromEntries(
  Object.entries(kinds).map(([group, kind]) => [kind, group]),
) as Record<string, SearchGroup>;

/** The group a hit's object belongs to, by its GraphQL type. */
export const groupOfType: Record<string, SearchGroup> = {
  User: 'users',
  Project: 'projects',
  Folder: 'folders',
  Asset: 'assets',
  ShareLink: 'shares',
};

export interface SearchAddress {
  /** The text to search, trimmed; empty when none was given. */
  text: string;
  /** The group chosen in the sidebar; null for Show All. */
  group: SearchGroup | null;
}

/** What the search route's address asks: `?q=` (absent or blank: nothing) and `group=`. */
export function searchAddress(search: URLSearchParams): SearchAddress {
  const group = search.get('group');
  const known = searchGroups.find((each) => each === group) ?? null;
  return { text: (search.get('q') ?? '').trim(), group: known };
}

export const kindOf = (group: SearchGroup | null): SearchKind | null =>
  group === null ? null : kinds[group];

export const groupOf = (kind: string): SearchGroup | null => groupOfKind[kind] ?? null;
