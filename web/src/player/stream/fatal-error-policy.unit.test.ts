import { describe, expect, it } from 'vitest';
import { MAX_FATAL_RETRIES, recoveryFor } from './fatal-error-policy.ts';

describe('fatal streaming errors', () => {
  it('restarts loading on network errors and recovers media errors, 5 times', () => {
    expect(recoveryFor('networkError', 0)).toBe('restart-loading');
    expect(recoveryFor('mediaError', 4)).toBe('recover-media');
    expect(recoveryFor('networkError', MAX_FATAL_RETRIES)).toBe('give-up');
    expect(recoveryFor('mediaError', MAX_FATAL_RETRIES)).toBe('give-up');
  });

  it('gives up at once on other fatal errors', () => {
    expect(recoveryFor('muxError', 0)).toBe('give-up');
    expect(recoveryFor('otherError', 0)).toBe('give-up');
  });
});
