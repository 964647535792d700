import type { ReviewStatus } from '@rushes/events';
import { deciderSpec } from '@rushes/events/testing';
import { describe, it } from 'vitest';
import { assetDecider, type SetReviewStatus } from './asset.decider.ts';
import { started, twoVersions } from './two-versions.fixture.ts';

const spec = deciderSpec(assetDecider);

const setStatus = (
  status: string | null,
  overrides: Partial<SetReviewStatus> = {},
): SetReviewStatus => ({
  type: 'SetReviewStatus',
  assetId: 'a1',
  versionId: 'v1',
  versionOf: 'a1',
  status,
  ...overrides,
});

const statusSet = (status: ReviewStatus | null, versionId = 'v1') => ({
  type: 'version.review_status_set' as const,
  data: { assetId: 'a1', versionId, status },
});

describe('SetReviewStatus', () => {
  it('sets the status of a version that has none', () => {
    spec
      .given(twoVersions)
      .when(setStatus('approved'))
      .then([statusSet('approved')]);
  });

  it('changes it, for that version only', () => {
    spec
      .given([...twoVersions, statusSet('needs_review'), statusSet('approved', 'v2')])
      .when(setStatus('changes_requested'))
      .then([statusSet('changes_requested')]);
  });

  it('clears it', () => {
    spec
      .given([...twoVersions, statusSet('in_progress')])
      .when(setStatus(null))
      .then([statusSet(null)]);
  });

  it('records nothing when the version has that status already, or none is cleared', () => {
    spec
      .given([...twoVersions, statusSet('approved')])
      .when(setStatus('approved'))
      .thenNothing();
    spec.given(twoVersions).when(setStatus(null)).thenNothing();
  });

  it('refuses a version of another asset', () => {
    spec
      .given(twoVersions)
      .when(setStatus('approved', { versionId: 'v9', versionOf: 'a2' }))
      .thenRejects('NOT_FOUND', { field: 'versionId', entity: 'version' });
  });

  it('refuses a version still uploading', () => {
    spec
      .given([...twoVersions, started('v3')])
      .when(setStatus('approved', { versionId: 'v3' }))
      .thenRejects('NOT_FOUND', { field: 'versionId', entity: 'version' });
  });

  it('takes the version the caller found in a copy, whose stream holds none', () => {
    spec.when(setStatus('approved')).then([statusSet('approved')]);
    spec
      .when(setStatus('approved', { versionOf: 'a2' }))
      .thenRejects('NOT_FOUND', { field: 'versionId', entity: 'version' });
  });

  it('refuses an unknown status', () => {
    spec
      .given(twoVersions)
      .when(setStatus('rejected'))
      .thenRejects('VALIDATION_FAILED', { field: 'status', rule: 'oneOf' });
  });
});
