import type { MenuItemTarget } from '../ItemMenu/organise-rules.ts';

/**
 * The newest versions whose review status the items' menu sets: only when every item is an asset
 * the viewer may edit (the right setReviewStatus takes); else none.
 */
export function reviewedVersionsOf(items: readonly MenuItemTarget[]): string[] {
  const versions = items.flatMap((item) =>
    item.kind === 'asset' && item.allowedTo.edit && item.newestVersionId
      ? [item.newestVersionId]
      : [],
  );
  return versions.length > 0 && versions.length === items.length ? versions : [];
}
