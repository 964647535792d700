import { describe, expect, it } from 'vitest';
import {
  canDelete,
  canDownload,
  canDropOn,
  canMoveOrCopy,
  canRename,
  canShare,
  downloadInputOf,
  hasMenu,
  idsOf,
  type MenuItemTarget,
} from './organise-rules.ts';

const everything = { edit: true, delete: true, share: true, download: true };
const item = (
  id: string,
  kind: MenuItemTarget['kind'] = 'folder',
  allowedTo = everything,
): MenuItemTarget => ({ id, kind, name: id, projectId: 'p1', allowedTo, parentId: 'root' });
const viewerOnly = { edit: false, delete: false, share: false, download: false };

describe('what the browser offers on items (spec §6)', () => {
  it('Rename: one item with edit', () => {
    expect(canRename([item('f1')])).toBe(true);
    expect(canRename([item('f1'), item('a1', 'asset')])).toBe(false);
    expect(canRename([item('f1', 'folder', viewerOnly)])).toBe(false);
  });

  it('Move and Copy: edit on all; Delete: delete on all', () => {
    const mixed = [item('f1'), item('a1', 'asset', { ...everything, delete: false })];
    expect(canMoveOrCopy(mixed)).toBe(true);
    expect(canDelete(mixed)).toBe(false);
    expect(canMoveOrCopy([...mixed, item('a2', 'asset', viewerOnly)])).toBe(false);
    expect(hasMenu([item('a3', 'asset', viewerOnly)])).toBe(false);
  });

  it('Share: share on all; Download: download on all (an archive has none)', () => {
    const archive = item('zip', 'asset', { ...everything, download: false });
    expect(canShare([item('f1'), archive])).toBe(true);
    expect(canDownload([item('f1'), archive])).toBe(false);
    expect(canDownload([item('f1'), item('a1', 'asset')])).toBe(true);
    expect(canShare([item('f1'), item('a1', 'asset', { ...everything, share: false })])).toBe(
      false,
    );
    expect(hasMenu([item('a2', 'asset', { ...viewerOnly, download: true })])).toBe(true);
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
