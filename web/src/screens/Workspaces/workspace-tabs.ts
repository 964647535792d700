/**
 * The settings' tabs by the route's `tab`: empty is Settings (spec §2). Stats shows for every
 * workspace, not only one with a transfer server: Rushes records each web upload and download.
 * API Tokens, the machines' keys to the workspace, Webhooks (`webhooks`, where the mail
 * about a disabled webhook leads) and Custom Fields (`fields`) are ours.
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

/** The tab a route's `tab` names; anything unknown opens Settings. */
export const tabOf = (param: string | undefined): WorkspaceTab =>
  workspaceTabs.find((tab) => tab === param) ?? 'settings';

/** The route's `tab` for a tab: Settings has none. */
export const tabParam = (tab: WorkspaceTab): string | undefined =>
  tab === 'settings' ? undefined : tab;
