/** The settings' tabs by the route's `tab`: empty is Settings (spec §2). No Stats yet: nothing in
 * Rushes knows a project's transfer server, so no workspace has one. */
export const workspaceTabs = ['settings', 'users', 'projects'] as const;
export type WorkspaceTab = (typeof workspaceTabs)[number];

/** The tab a route's `tab` names; anything unknown opens Settings. */
export const tabOf = (param: string | undefined): WorkspaceTab =>
  workspaceTabs.find((tab) => tab === param) ?? 'settings';

/** The route's `tab` for a tab: Settings has none. */
export const tabParam = (tab: WorkspaceTab): string | undefined =>
  tab === 'settings' ? undefined : tab;
