import { describe, expect, it } from 'vitest';
import { projectMenuEntries } from './project-menu.ts';

const project = (id: string, edit: boolean, remove: boolean) => ({
  id,
  allowedTo: { edit, delete: remove },
});
const context = {
  canCreate: true,
  isSuperuser: false,
  editableWorkspaces: 2,
  selectionMode: false,
};

describe('the project menu', () => {
  it('offers New Project only with nothing selected, to those who may create', () => {
    expect(projectMenuEntries([], context)).toMatchObject({
      newProject: true,
      settings: false,
      delete: false,
      changeWorkspace: false,
    });
    expect(projectMenuEntries([], { ...context, canCreate: false }).newProject).toBe(false);
  });

  it('edits exactly one project the viewer edits', () => {
    const entries = projectMenuEntries([project('a', true, false)], context);
    expect(entries).toMatchObject({
      newProject: false,
      settings: true,
      manageUsers: true,
      setPoster: true,
    });
    const two = projectMenuEntries([project('a', true, true), project('b', true, true)], context);
    expect(two).toMatchObject({
      settings: false,
      manageUsers: false,
      setPoster: false,
      delete: true,
    });
    expect(projectMenuEntries([project('a', false, false)], context).settings).toBe(false);
  });

  it('offers Regenerate Thumbnail to a superuser alone, on exactly one project', () => {
    const superuser = { ...context, isSuperuser: true };
    expect(projectMenuEntries([project('a', true, true)], superuser).regenerateThumbnail).toBe(
      true,
    );
    expect(projectMenuEntries([project('a', true, true)], context).regenerateThumbnail).toBe(false);
    const two = [project('a', true, true), project('b', true, true)];
    expect(projectMenuEntries(two, superuser).regenerateThumbnail).toBe(false);
    expect(projectMenuEntries([], superuser).regenerateThumbnail).toBe(false);
  });

  it('deletes only when every selected project may be deleted', () => {
    const mixed = [project('a', true, true), project('b', true, false)];
    expect(projectMenuEntries(mixed, context).delete).toBe(false);
  });

  it('moves projects only with a second workspace to go to', () => {
    const one = [project('a', true, true)];
    expect(projectMenuEntries(one, context).changeWorkspace).toBe(true);
    expect(projectMenuEntries(one, { ...context, editableWorkspaces: 1 }).changeWorkspace).toBe(
      false,
    );
  });

  it('offers Select Items outside selection mode and Cancel Selection inside it', () => {
    expect(projectMenuEntries([], context)).toMatchObject({
      selectItems: true,
      cancelSelection: false,
    });
    expect(projectMenuEntries([], { ...context, selectionMode: true })).toMatchObject({
      selectItems: false,
      cancelSelection: true,
    });
  });
});
