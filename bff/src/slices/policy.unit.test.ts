import { describe, expect, it } from 'vitest';
import {
  canCreateProject,
  canCreateWorkspace,
  canSearchPeople,
  canSeeAll,
  canSeeProject,
  canSeeUser,
  canSeeWorkspace,
  folderAllowedTo,
  projectAllowedTo,
  workspaceAllowedTo,
} from './policy.ts';

const superuser = { userId: 'root', isSuperuser: true };
const manager = { userId: 'mia', isSuperuser: false };
const other = { userId: 'otto', isSuperuser: false };
const project = { managerId: 'mia' };
const everything = { edit: true, upload: true, download: true, share: true, delete: true };
const nothing = { edit: false, upload: false, download: false, share: false, delete: false };

describe('policy', () => {
  it('lets a superuser do everything', () => {
    expect(canCreateWorkspace(superuser)).toBe(true);
    expect(canCreateProject(superuser)).toBe(true);
    expect(canSeeAll(superuser)).toBe(true);
    expect(canSearchPeople(superuser)).toBe(true);
    expect(workspaceAllowedTo(superuser)).toEqual({ edit: true, delete: true, upload: true });
    expect(canSeeWorkspace(superuser, false)).toBe(true);
    expect(projectAllowedTo(superuser, project)).toEqual({ edit: true, delete: true });
    expect(folderAllowedTo(superuser, project)).toEqual(everything);
    expect(canSeeUser(superuser, 'otto')).toBe(true);
  });

  it('lets a manager edit the project and do everything on its folders, and nothing more', () => {
    expect(canSeeProject(manager, project)).toBe(true);
    expect(projectAllowedTo(manager, project)).toEqual({ edit: true, delete: false });
    expect(folderAllowedTo(manager, project)).toEqual(everything);
    expect(canSeeWorkspace(manager, true)).toBe(true);
    expect(workspaceAllowedTo(manager)).toEqual({ edit: false, delete: false, upload: false });
    expect(canCreateProject(manager)).toBe(false);
    expect(canSeeAll(manager)).toBe(false);
    expect(canCreateWorkspace(manager)).toBe(false);
    expect(canSearchPeople(manager)).toBe(false);
  });

  it('hides the project from everyone else', () => {
    expect(canSeeProject(other, project)).toBe(false);
    expect(projectAllowedTo(other, project)).toEqual({ edit: false, delete: false });
    expect(folderAllowedTo(other, project)).toEqual(nothing);
    expect(canSeeWorkspace(other, false)).toBe(false);
  });

  it('shows users their own record only', () => {
    expect(canSeeUser(other, 'otto')).toBe(true);
    expect(canSeeUser(other, 'mia')).toBe(false);
    expect(canSeeUser(null, 'otto')).toBe(false);
  });

  it('gives a signed-out visitor nothing', () => {
    expect(canSeeProject(null, project)).toBe(false);
    expect(folderAllowedTo(null, project)).toEqual(nothing);
    expect(canSeeWorkspace(null, true)).toBe(false);
    expect(canCreateWorkspace(null)).toBe(false);
  });

  it('allows nothing on a folder whose project is unknown', () => {
    expect(folderAllowedTo(superuser, undefined)).toEqual(nothing);
  });
});
