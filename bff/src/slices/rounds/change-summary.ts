import type { FolderChangeKind } from '../../graphql/schema-types.generated.ts';
import type { FolderChange } from './folder-changes.ts';

/** How a mail counts each kind: one, and more than one. */
const words: Record<FolderChangeKind, [string, string]> = {
  ADDED: ['new asset', 'new assets'],
  MOVED_IN: ['asset moved in', 'assets moved in'],
  MOVED_OUT: ['asset moved out', 'assets moved out'],
  DELETED: ['asset deleted', 'assets deleted'],
  VERSION_ADDED: ['new version', 'new versions'],
  RENAMED: ['rename', 'renames'],
  SLATE_SET: ['new slate', 'new slates'],
  CUSTOM_VALUES_SET: ['custom field change', 'custom field changes'],
  REVIEW_STATUS_SET: ['review status set', 'review statuses set'],
  COMMENT_ADDED: ['new comment', 'new comments'],
  REPLY_ADDED: ['new reply', 'new replies'],
  COMMENT_EDITED: ['comment edited', 'comments edited'],
  COMMENT_REMOVED: ['comment deleted', 'comments deleted'],
  FEED_STARTED: ['live feed started', 'live feeds started'],
  FEED_ENDED: ['live feed ended', 'live feeds ended'],
};

/**
 * What changed since a round, in one sentence for a notification's [CHANGES]: each kind counted
 * in the schema's order, "Since “Director's review 2”: 2 new assets, 1 new version and 3 new
 * comments." or "Nothing changed since “Director's review 2”."
 */
export function summariseChanges(roundName: string, changes: readonly FolderChange[]): string {
  const counts = new Map<FolderChangeKind, number>();
  for (const { kind } of changes) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const parts = (Object.keys(words) as FolderChangeKind[]).flatMap((kind) => {
    const count = counts.get(kind) ?? 0;
    const [one, many] = words[kind];
    return count === 0 ? [] : [`${count} ${count === 1 ? one : many}`];
  });
  const last = parts.pop();
  if (!last) return `Nothing changed since “${roundName}”.`;
  const listed = parts.length === 0 ? last : `${parts.join(', ')} and ${last}`;
  return `Since “${roundName}”: ${listed}.`;
}
