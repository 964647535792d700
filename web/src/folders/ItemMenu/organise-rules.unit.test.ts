import { describe, expect, it } from 'vitest';
import {
  canCopy,
  canDelete,
  canDownload,
  canDropOn,
  canManageUsers,
  canMove,
  canRename,
  canShare,
  downloadInputOf,
  hasMenu,
  idsOf,
  type ListingFolder,
  type MenuItemTarget,
} from './organise-rules.ts';

const everything = { edit: true, delete: true, share: true, download: true };
const item = (
  id: string,
  kind: MenuItemTarget['kind'] = 'folder',
  allowedTo = everything,
): MenuItemTarget => ({ id, kind, name: id, projectId: 'p1', allowedTo, parentId: 'root' });
const viewerOnly = { edit: false, delete: false, share: false, download: false };
/** The folder listing the items ('root'), edited by someone who edits the project. */
const listing: ListingFolder = { id: 'root', edit: true, projectEdit: true };
/** The same folder for a member who may edit it, not the project. */
const memberListing: ListingFolder = { ...listing, projectEdit: false };
const viewerListing: ListingFolder = { ...listing, edit: false, projectEdit: false };

describe('what the browser offers on items (spec §6)', () => {
  it('Rename: one item with edit', () => {
    expect(canRename([item('f1')])).toBe(true);
    expect(canRename([item('f1'), item('a1', 'asset')])).toBe(false);
    expect(canRename([item('f1', 'folder', viewerOnly)])).toBe(false);
  });

  it('Copy: edit on all; Delete: delete on all', () => {
    const mixed = [item('f1'), item('a1', 'asset', { ...everything, delete: false })];
    expect(canCopy(mixed)).toBe(true);
    expect(canDelete(mixed)).toBe(false);
    expect(canCopy([...mixed, item('a2', 'asset', viewerOnly)])).toBe(false);
    expect(hasMenu([item('a3', 'asset', viewerOnly)], viewerListing)).toBe(false);
  });

  it('Move: edit on the folder they are in, not on each item (unlike Copy)', () => {
    const locked = [item('f1'), item('f2', 'folder', viewerOnly)];
    expect(canMove(locked, memberListing)).toBe(true);
    expect(canCopy(locked)).toBe(false);
    expect(canMove([item('f1')], viewerListing)).toBe(false);
    expect(canMove([item('f1')], null)).toBe(false);
    expect(canMove([], listing)).toBe(false);
    expect(hasMenu([item('f2', 'folder', viewerOnly)], memberListing)).toBe(true);
    // items listed in another folder are not this folder's to move
    expect(canMove([{ ...item('f1'), parentId: 'day1' }], listing)).toBe(false);
  });

  it('Manage Users: project edit, one folder, no asset', () => {
    expect(canManageUsers([item('f1', 'folder', viewerOnly)], listing)).toBe(true);
    expect(canManageUsers([item('f1')], memberListing)).toBe(false);
    expect(canManageUsers([item('f1'), item('f2')], listing)).toBe(false);
    expect(canManageUsers([item('a1', 'asset')], listing)).toBe(false);
    expect(canManageUsers([item('f1')], null)).toBe(false);
  });

  it('Share: share on all; Download: download on all (an archive has none)', () => {
    const archive = item('zip', 'asset', { ...everything, download: false });
    expect(canShare([item('f1'), archive])).toBe(true);
    expect(canDownload([item('f1'), archive])).toBe(false);
    expect(canDownload([item('f1'), item('a1', 'asset')])).toBe(true);
    expect(canShare([item('f1'), item('a1', 'asset', { ...everything, share: false })])).toBe(
      false,
    );
    expect(hasMenu([item('a2', 'asset', { ...viewerOnly, download: true })], viewerListing)).toBe(
      true,
    );
  });

  it('downloads a selection as a zip named after its folder', () => {
    expect(downloadInputOf([item('f1'), item('a1', 'asset')])).toEqual({
      projectId: 'p1',
      parentId: 'root',
      folderIds: ['f1'],
      assetIds: ['a1'],
    });
  });

  it('splits the ids by kind for the mutations', () => {
    expect(idsOf([item('f1'), item('a1', 'asset'), item('f2')])).toEqual({
      folderIds: ['f1', 'f2'],
      assetIds: ['a1'],
    });
  });

  it('drops only on a folder with edit that is not itself dragged', () => {
    const dragged = [item('f1'), item('a1', 'asset')];
    expect(canDropOn(item('f2'), dragged)).toBe(true);
    expect(canDropOn(item('f1'), dragged)).toBe(false);
    expect(canDropOn(item('a2', 'asset'), dragged)).toBe(false);
    expect(canDropOn(item('f3', 'folder', viewerOnly), dragged)).toBe(false);
  });

  it('drops only in their own project, and not on the folder they are in (the project tree)', () => {
    const dragged = [item('f1'), item('a1', 'asset')];
    expect(canDropOn({ ...item('f9'), projectId: 'p2' }, dragged)).toBe(false);
    expect(canDropOn(item('root'), dragged)).toBe(false);
  });
});
