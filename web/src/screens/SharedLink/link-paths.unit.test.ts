import { describe, expect, it } from 'vitest';
import { projectPaths } from '../../folders/folder-paths.ts';
import { linkPaths } from './link-paths.ts';

describe('where folder lists lead', () => {
  it('in a share link: folders browse within the link, assets open in link-view', () => {
    const inFolder = linkPaths('k3y', 'f2');
    expect(inFolder.folder('f3')).toBe('/share/k3y/browse/f3');
    expect(inFolder.asset('a')).toBe('/share/k3y/view/f2/a');
    expect(linkPaths('k3y', null).asset('a')).toBe('/share/k3y/view/a');
  });

  it('in a project: to its folders and its viewer', () => {
    const paths = projectPaths('p', 'f2');
    expect(paths.folder('f3')).toBe('/projects/p/f3');
    expect(paths.asset('a')).toBe('/projects/p/f2/a');
  });
});
