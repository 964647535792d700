import { describe, expect, it } from 'vitest';
import { linkPaths, trailInLink } from './link-paths.ts';

describe('linkPaths', () => {
  it('browses folders within the link and opens assets in link-view', () => {
    const inFolder = linkPaths('k3y', 'in-folder');
    expect(inFolder.folder({ projectId: 'p', folderId: 'f2' })).toBe('/share/k3y/browse/f2');
    expect(inFolder.asset({ projectId: 'p', folderId: 'f2', assetId: 'a' })).toBe(
      '/share/k3y/view/f2/a',
    );
    const alone = linkPaths('k3y', 'on-its-own');
    expect(alone.asset({ projectId: 'p', folderId: 'outside', assetId: 'a' })).toBe(
      '/share/k3y/view/a',
    );
  });
});

describe('trailInLink', () => {
  const ancestors = [{ id: 'root' }, { id: 'dailies' }, { id: 'day1' }];

  it('starts at the folder the link shares', () => {
    expect(trailInLink('cam-a', ancestors, ['dailies'])).toEqual([
      { id: 'dailies' },
      { id: 'day1' },
    ]);
  });

  it('is empty on a shared folder itself, and never shows what lies above the link', () => {
    expect(trailInLink('dailies', ancestors.slice(0, 1), ['dailies'])).toEqual([]);
    expect(trailInLink('cam-a', ancestors, ['elsewhere'])).toEqual([]);
  });
});
