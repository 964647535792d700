/** Where a tab remembers the build it last reloaded for (session storage: per tab). */
export const RELOADED_FOR_KEY = 'rushes.reloadedForBuild';

/**
 * Whether a page served by build `served` (hello's api.buildId) reloads on hearing from a BFF that
 * runs `heard`: when they differ, unless this tab already reloaded for `heard` (during a rolling
 * deploy the reloaded page may still come from a BFF of the old build; it does not reload again
 * and again for the same new one).
 */
export const shouldReload = (served: string, heard: string, reloadedFor: string | null): boolean =>
  served !== heard && reloadedFor !== heard;

/** The `reload` of access-and-shell section 4 after a deploy: remembered, then the page reloads. */
export function reloadForBuild(
  served: string,
  heard: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
): boolean {
  if (!shouldReload(served, heard, storage.getItem(RELOADED_FOR_KEY))) return false;
  storage.setItem(RELOADED_FOR_KEY, heard);
  reload();
  return true;
}
