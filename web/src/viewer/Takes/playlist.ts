import { ordersOf, parseSavedSort, SAVED_SORT_KEY } from '../../folders/Sort/folder-sort.ts';
import { listingOf, listingVariables } from '../../folders/Takes/folder-listing.ts';

/**
 * The viewer's playlist (media-handling section 4): the folder's takes in the order and filter the
 * folder shows them. Next and previous follow it; at its end the player pauses.
 */

/** Its query's variables: the sort the folder list keeps, the listing of the viewer's address. */
export const playlistVariables = (folderId: string, search: URLSearchParams) => ({
  folderId,
  assetOrder: ordersOf(parseSavedSort(localStorage.getItem(SAVED_SORT_KEY))).assetOrder,
  ...listingVariables(listingOf(search)),
});

/**
 * The take `step` places after (1) or before (-1) `current`; null past either end. A take the
 * filter leaves out goes on to the first one listed.
 */
export function neighbourOf(ids: readonly string[], current: string, step: 1 | -1): string | null {
  const index = ids.indexOf(current);
  if (index === -1) return step === 1 ? (ids[0] ?? null) : null;
  return ids[index + step] ?? null;
}
