/** Marks an element (an asset's row or card) that takes a file dropped on it as its new version. */
export const NEW_VERSION_ATTRIBUTE = 'data-new-version-of';

/**
 * The asset whose row is under a drop's point, beneath the full-screen drop zone that takes the
 * drop; null elsewhere.
 */
export function newVersionDropTarget(point: { clientX: number; clientY: number }): string | null {
  for (const element of document.elementsFromPoint(point.clientX, point.clientY)) {
    const row = element.closest(`[${NEW_VERSION_ATTRIBUTE}]`);
    if (row) return row.getAttribute(NEW_VERSION_ATTRIBUTE);
  }
  return null;
}
