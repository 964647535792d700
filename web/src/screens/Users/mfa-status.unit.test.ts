import { describe, expect, it } from 'vitest';
import { mfaStatusRow } from './mfa-status.ts';

describe("a user inspector's MFA status", () => {
  const user = { id: 'u1', hasActiveFactors: false, needsMfa: false };
  it('says whether the user has a second factor, and when one is required and missing', () => {
    expect(mfaStatusRow({ ...user, hasActiveFactors: true }, 'me')).toEqual([['MFA', 'Enabled']]);
    expect(mfaStatusRow(user, 'me')).toEqual([['MFA', 'Not set up']]);
    expect(mfaStatusRow({ ...user, needsMfa: true }, 'me')).toEqual([
      ['MFA', 'Required, not set up'],
    ]);
  });

  it('is hidden for oneself', () => {
    expect(mfaStatusRow(user, 'u1')).toEqual([]);
  });
});
