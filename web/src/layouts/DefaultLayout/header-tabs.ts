import { matchPath } from 'react-router';
import { pathTo, type RouteName, routeTable } from '../../routes/route-table.ts';

export const TAB_KEYS = ['projects', 'users', 'shares', 'workspaces'] as const;
export type TabKey = (typeof TAB_KEYS)[number];

export interface TabRights {
  isSuperuser: boolean;
  hasEditableProjects: boolean;
  canManageWorkspaces: boolean;
}

/** Users: superuser, editable projects or workspace management; Workspaces: superuser or manager. */
export function visibleTabs(user: TabRights): TabKey[] {
  const tabs: TabKey[] = ['projects'];
  if (user.isSuperuser || user.hasEditableProjects || user.canManageWorkspaces) tabs.push('users');
  tabs.push('shares');
  if (user.isSuperuser || user.canManageWorkspaces) tabs.push('workspaces');
  return tabs;
}

const tabRoots: Record<TabKey, string> = {
  projects: pathTo('projects-index'),
  users: pathTo('users-index'),
  shares: pathTo('links-index'),
  workspaces: pathTo('workspaces-index'),
};

export function activeTab(pathname: string): TabKey | null {
  return (
    TAB_KEYS.find(
      (tab) => pathname === tabRoots[tab] || pathname.startsWith(`${tabRoots[tab]}/`),
    ) ?? null
  );
}

function match(name: RouteName, pathname: string) {
  return matchPath(routeTable[name], pathname)?.params;
}

/**
 * The Projects tab goes to the current project folder, or to the project list from settings and
 * stats. The current folder is read from the address: a folder, asset, users or shares page.
 */
export function projectsTab(pathname: string): string {
  const settings = ['projects-settings', 'projects-stats'] as const;
  if (settings.some((name) => match(name, pathname)) || pathname.includes('/settings/')) {
    return tabRoots.projects;
  }
  const place =
    match('view', pathname) ??
    match('projects-folder', pathname) ??
    match('users-folder', pathname) ??
    match('users-project', pathname) ??
    match('links-project', pathname);
  if (!place?.projectId) return tabRoots.projects;
  return pathTo('projects-folder', { projectId: place.projectId, folderId: place.folderId });
}

export function tabTarget(tab: TabKey, pathname: string): string {
  return tab === 'projects' ? projectsTab(pathname) : tabRoots[tab];
}
