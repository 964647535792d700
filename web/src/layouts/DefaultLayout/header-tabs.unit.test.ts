import { describe, expect, it } from 'vitest';
import { activeTab, projectsTab, visibleTabs } from './header-tabs.ts';

const nobody = { isSuperuser: false, hasEditableProjects: false, canManageWorkspaces: false };

describe('header tabs', () => {
  it('shows Users and Workspaces by the spec rules', () => {
    expect(visibleTabs(nobody)).toEqual(['projects', 'shares']);
    expect(visibleTabs({ ...nobody, hasEditableProjects: true })).toEqual([
      'projects',
      'users',
      'shares',
    ]);
    expect(visibleTabs({ ...nobody, canManageWorkspaces: true })).toEqual([
      'projects',
      'users',
      'shares',
      'workspaces',
    ]);
    expect(visibleTabs({ ...nobody, isSuperuser: true })).toEqual([
      'projects',
      'users',
      'shares',
      'workspaces',
    ]);
  });

  it('marks the tab of the current area', () => {
    expect(activeTab('/projects/p/f')).toBe('projects');
    expect(activeTab('/shares')).toBe('shares');
    expect(activeTab('/account')).toBeNull();
  });

  it('sends Projects to the current folder, or to the list from settings and stats', () => {
    expect(projectsTab('/projects/p/f/a')).toBe('/projects/p/f');
    expect(projectsTab('/users/p/f')).toBe('/projects/p/f');
    expect(projectsTab('/shares/p')).toBe('/projects/p');
    expect(projectsTab('/projects/p/settings')).toBe('/projects');
    expect(projectsTab('/projects/p/settings/watermarks')).toBe('/projects');
    expect(projectsTab('/projects/p/stats')).toBe('/projects');
    expect(projectsTab('/workspaces')).toBe('/projects');
  });
});
