import { describe, expect, it } from 'vitest';
import { finalizeStatusOf } from './finalize-upload-v2.ts';

describe('where a finalisation stands', () => {
  it('is RUNNING while this server runs it, even once the upload reads finalised', () => {
    expect(finalizeStatusOf('finalised', { state: 'running' })).toBe('RUNNING');
    expect(finalizeStatusOf('started', { state: 'running' })).toBe('RUNNING');
  });

  it('is DONE once finalised and the run (if this server had it) is done', () => {
    const metadata = { parsed: 0, matched: 0, folderHasClips: false, folderHasMetadata: false };
    expect(finalizeStatusOf('finalised', { state: 'done', metadata })).toBe('DONE');
    expect(finalizeStatusOf('finalised', undefined)).toBe('DONE');
  });

  it('is ERROR when the upload was cancelled or the run failed, TRIGGERED before', () => {
    expect(finalizeStatusOf('cancelled', undefined)).toBe('ERROR');
    expect(finalizeStatusOf('started', { state: 'failed', code: 'NOT_FOUND' })).toBe('ERROR');
    expect(finalizeStatusOf('started', undefined)).toBe('TRIGGERED');
  });
});
