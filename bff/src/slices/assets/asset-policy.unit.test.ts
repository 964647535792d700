import { describe, expect, it } from 'vitest';
import { assetAllowedTo } from '../policy.ts';

const project = { managerId: 'mia' };
const everything = { edit: true, delete: true, download: true, share: true, comment: true };
const nothing = { edit: false, delete: false, download: false, share: false, comment: false };

describe('assetAllowedTo', () => {
  it("gives a superuser and the project's manager every right on its assets", () => {
    expect(assetAllowedTo({ userId: 'root', isSuperuser: true }, project)).toEqual(everything);
    expect(assetAllowedTo({ userId: 'mia', isSuperuser: false }, project)).toEqual(everything);
  });

  it('gives anyone else, and anyone without a known project, nothing', () => {
    expect(assetAllowedTo({ userId: 'otto', isSuperuser: false }, project)).toEqual(nothing);
    expect(assetAllowedTo(null, project)).toEqual(nothing);
    expect(assetAllowedTo({ userId: 'root', isSuperuser: true }, undefined)).toEqual(nothing);
  });
});
