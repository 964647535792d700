/** Drawer widths (access-and-shell section 9): default 300, at least 150, at most half the window. */
export const DRAWER_DEFAULT_WIDTH = 300;
export const DRAWER_MIN_WIDTH = 150;

export function drawerMax(windowWidth: number): number {
  return Math.max(DRAWER_MIN_WIDTH, Math.floor(windowWidth / 2));
}

export function clampDrawer(width: number, max: number): number {
  if (!Number.isFinite(width)) return DRAWER_DEFAULT_WIDTH;
  return Math.min(max, Math.max(DRAWER_MIN_WIDTH, Math.round(width)));
}
