import { pathTo } from '../../routes/route-table.ts';

/** How long typing rests before the search runs (access-and-shell §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * Where the header's search leads once typing rests (access-and-shell, Search entry): text pushes
 * the search route with it trimmed; cleared text replaces the search route with the one asking
 * nothing, and elsewhere asks nothing at all (empty text means no search).
 */
export function searchNavigation(
  text: string,
  onSearchRoute: boolean,
): { to: string; replace: boolean } | null {
  const q = text.trim();
  if (q !== '') return { to: pathTo('search', {}, { q }), replace: false };
  return onSearchRoute ? { to: pathTo('search'), replace: true } : null;
}
