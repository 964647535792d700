/**
 * Drawer widths (access-and-shell section 9, projects-workspaces-folders section 4): default 300
 * (on mobile, max(200, 20 % of the window)), at least 150, at most half the window.
 */
export const DRAWER_DEFAULT_WIDTH = 300;
export const DRAWER_MIN_WIDTH = 150;
/** Below this window width Rushes lays out for a phone (Mantine's `sm` breakpoint, 48em). */
export const MOBILE_MAX_WIDTH = 768;

/** A drawer's width until the user resizes it. */
export function drawerDefault(windowWidth: number): number {
  if (windowWidth >= MOBILE_MAX_WIDTH) return DRAWER_DEFAULT_WIDTH;
  return Math.max(200, Math.floor(windowWidth * 0.2));
}

export function drawerMax(windowWidth: number): number {
  return Math.max(DRAWER_MIN_WIDTH, Math.floor(windowWidth / 2));
}

export function clampDrawer(width: number, max: number): number {
  if (!Number.isFinite(width)) return DRAWER_DEFAULT_WIDTH;
  return Math.min(max, Math.max(DRAWER_MIN_WIDTH, Math.round(width)));
}
