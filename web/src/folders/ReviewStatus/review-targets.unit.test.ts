import { describe, expect, it } from 'vitest';
import type { MenuItemTarget } from '../ItemMenu/organise-rules.ts';
import { reviewedVersionsOf } from './review-targets.ts';

const editor = { edit: true, delete: true, share: false, download: true };
const viewer = { edit: false, delete: false, share: false, download: false };
const asset = (id: string, allowedTo = editor): MenuItemTarget => ({
  ...{ kind: 'asset', id, name: id, projectId: 'p1', allowedTo },
  newestVersionId: `${id}-v2`,
});

describe('the versions a review status is set on', () => {
  it("is each chosen asset's newest version", () => {
    expect(reviewedVersionsOf([asset('a1'), asset('a2')])).toEqual(['a1-v2', 'a2-v2']);
  });

  it('is none when an item may not be edited, or is a folder', () => {
    expect(reviewedVersionsOf([asset('a1'), asset('a2', viewer)])).toEqual([]);
    const folder: MenuItemTarget = { ...asset('f1'), kind: 'folder', newestVersionId: undefined };
    expect(reviewedVersionsOf([asset('a1'), folder])).toEqual([]);
    expect(reviewedVersionsOf([])).toEqual([]);
  });
});
