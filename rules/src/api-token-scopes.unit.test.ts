import { describe, expect, it } from 'vitest';
import { isApiTokenScope } from './api-token-scopes.ts';

describe('the API token scopes', () => {
  it('know the scopes they name and nothing else, case and all', () => {
    expect(isApiTokenScope('assets:read')).toBe(true);
    expect(isApiTokenScope('comments:write')).toBe(true);
    expect(isApiTokenScope('assets:write')).toBe(false);
    expect(isApiTokenScope('Assets:Read')).toBe(false);
    expect(isApiTokenScope('')).toBe(false);
  });
});
