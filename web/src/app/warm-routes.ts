import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Starts loading the code of the screens an address opens, so it arrives while the session
 * starts (hello, then a token refresh) rather than after it; the router finds it loaded.
 */
export function warmRoutes(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const { lazy } = route;
    const loads = typeof lazy === 'function' ? [lazy] : Object.values(lazy ?? {});
    for (const load of loads) load?.().catch(() => undefined);
  }
}
