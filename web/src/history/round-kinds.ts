import type { FolderChangeKind } from '../__generated__/FolderChangesQuery.graphql.ts';

/** The folder's change filters: each a group of the schema's kinds. */
export const changeGroups = {
  assets: ['ADDED', 'MOVED_IN', 'MOVED_OUT', 'DELETED'],
  versions: ['VERSION_ADDED', 'FEED_STARTED', 'FEED_ENDED'],
  comments: ['COMMENT_ADDED', 'REPLY_ADDED', 'COMMENT_EDITED', 'COMMENT_REMOVED'],
  statuses: ['REVIEW_STATUS_SET'],
  names: ['RENAMED', 'SLATE_SET', 'CUSTOM_VALUES_SET'],
} as const satisfies Record<string, readonly FolderChangeKind[]>;

export type ChangeGroup = keyof typeof changeGroups;

export const allGroups = Object.keys(changeGroups) as ChangeGroup[];

/** The kinds the chosen groups ask for; null (every kind) when all are chosen. */
export function kindsOf(groups: readonly ChangeGroup[]): FolderChangeKind[] | null {
  if (allGroups.every((group) => groups.includes(group))) return null;
  return groups.flatMap((group) => changeGroups[group]);
}

/** How many changes a group holds, from the counts of every kind. */
export const groupCount = (
  group: ChangeGroup,
  counts: readonly { kind: string; count: number }[],
) =>
  counts
    .filter(({ kind }) => (changeGroups[group] as readonly string[]).includes(kind))
    .reduce((sum, { count }) => sum + count, 0);
