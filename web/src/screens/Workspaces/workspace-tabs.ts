/**
 * The settings' tabs by the route's `tab`: empty is Settings (spec §2). Stats shows only when some
 * project of the workspace has a transfer server (spec). API Tokens, the machines' keys to the
 * workspace, Webhooks (`webhooks`, where the mail about a disabled webhook leads) and Custom
 * Fields (`fields`) are ours.
 */
export const workspaceTabs = [
  'settings',
  'users',
  'projects',
  'stats',
  'tokens',
  'webhooks',
  'fields',
] as const;
export type WorkspaceTab = (typeof workspaceTabs)[number];

/** The tabs a workspace shows: Stats only when some project of it has a transfer server. */
export const tabsOf = (workspace: { hasTransferServer: boolean }): readonly WorkspaceTab[] =>
  workspaceTabs.filter((tab) => tab !== 'stats' || workspace.hasTransferServer);

/** The tab a route's `tab` names among those shown; anything else opens Settings. */
export const tabOf = (
  param: string | undefined,
  shown: readonly WorkspaceTab[] = workspaceTabs,
): WorkspaceTab => shown.find((tab) => tab === param) ?? 'settings';

/** The route's `tab` for a tab: Settings has none. */
export const tabParam = (tab: WorkspaceTab): string | undefined =>
  tab === 'settings' ? undefined : tab;
