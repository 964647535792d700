/** Marks an element (an asset's row or card) that takes a file dropped on it as its new version. */
const ASSET_ATTRIBUTE = 'data-new-version-of';
const NAME_ATTRIBUTE = 'data-new-version-name';

/** The asset a file dropped on it becomes a new version of. */
export interface NewVersionTarget {
  assetId: string;
  name: string;
}

/** The attributes of a row or card that takes a dropped file as the asset's new version. */
export const newVersionAttributes = (target: NewVersionTarget | null) => ({
  [ASSET_ATTRIBUTE]: target?.assetId,
  [NAME_ATTRIBUTE]: target?.name,
});

/**
 * The asset whose row is under a drag's or a drop's point, beneath the full-screen drop zone that
 * takes the drop; null elsewhere.
 */
export function newVersionDropTarget(point: {
  clientX: number;
  clientY: number;
}): NewVersionTarget | null {
  for (const element of document.elementsFromPoint(point.clientX, point.clientY)) {
    const row = element.closest(`[${ASSET_ATTRIBUTE}]`);
    const assetId = row?.getAttribute(ASSET_ATTRIBUTE);
    if (row && assetId) return { assetId, name: row.getAttribute(NAME_ATTRIBUTE) ?? '' };
  }
  return null;
}
