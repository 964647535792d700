import { describe, expect, it } from 'vitest';
import { summariseChanges } from './change-summary.ts';
import type { FolderChange } from './folder-changes.ts';

const change = (kind: FolderChange['kind']): FolderChange => ({
  key: kind,
  at: '2026-12-01T10:00:00.000Z',
  actor: { kind: 'user', id: 'dana' },
  kind,
  assetId: 'a',
  assetName: 'A003C012',
  versionNumber: null,
  detail: null,
});

describe('a summary of what changed since a round', () => {
  it('counts each kind in one sentence', () => {
    const changes = ['COMMENT_ADDED', 'ADDED', 'COMMENT_ADDED', 'VERSION_ADDED', 'ADDED'] as const;
    expect(summariseChanges("Director's review 2", changes.map(change))).toBe(
      "Since “Director's review 2”: 2 new assets, 1 new version and 2 new comments.",
    );
    expect(summariseChanges('Client 1', [change('REVIEW_STATUS_SET')])).toBe(
      'Since “Client 1”: 1 review status set.',
    );
  });

  it('says so when nothing changed', () => {
    expect(summariseChanges('Client 1', [])).toBe('Nothing changed since “Client 1”.');
  });
});
