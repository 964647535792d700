import { describe, expect, it } from 'vitest';
import { assetAllowedTo, canSeeAsset, outsider } from '../policy.ts';
import { allPermissions } from '../roles.ts';

const project = outsider('mia');
const path = [
  { id: 'root', name: 'Feature' },
  { id: 'day1', name: 'Day 1' },
];
const everything = { edit: true, delete: true, download: true, share: true, comment: true };
const nothing = { edit: false, delete: false, download: false, share: false, comment: false };

describe('assetAllowedTo', () => {
  it("gives a superuser and the project's manager every right on its assets", () => {
    expect(assetAllowedTo({ userId: 'root', isSuperuser: true }, project, path)).toEqual(
      everything,
    );
    expect(assetAllowedTo({ userId: 'mia', isSuperuser: false }, project, path)).toEqual(
      everything,
    );
  });

  it("gives a member the rights of the entry over the asset's folder", () => {
    const allowedTo = { ...allPermissions(false), view: true, download: true };
    const entries = new Map([['root', { allowedTo, path: ['root'] }]]);
    const member = { ...project, role: 'viewer' as const, entries };
    const vic = { userId: 'vic', isSuperuser: false };
    expect(assetAllowedTo(vic, member, path)).toEqual({ ...nothing, download: true });
    expect(canSeeAsset(vic, member, path)).toBe(true);
  });

  it('gives anyone else nothing', () => {
    expect(assetAllowedTo({ userId: 'otto', isSuperuser: false }, project, path)).toEqual(nothing);
    expect(canSeeAsset({ userId: 'otto', isSuperuser: false }, project, path)).toBe(false);
    expect(assetAllowedTo(null, project, path)).toEqual(nothing);
  });
});
