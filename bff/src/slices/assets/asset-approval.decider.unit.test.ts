import type { ApprovalDecision, ReviewStatus } from '@rushes/events';
import { deciderSpec } from '@rushes/events/testing';
import { describe, it } from 'vitest';
import type { StageRule } from './approval-stages.ts';
import { assetDecider, type DecideApproval } from './asset.decider.ts';
import { twoVersions } from './two-versions.fixture.ts';

const spec = deciderSpec(assetDecider);

const stages: StageRule[] = [
  { id: 'editorial', rule: 'any', everyVersion: false, reviewerIds: ['eve'] },
  { id: 'director', rule: 'all', everyVersion: true, reviewerIds: ['dan', 'dora'] },
];

const decide = (
  reviewerId: string,
  stageId: string,
  decision: string,
  overrides: Partial<DecideApproval> = {},
): DecideApproval => ({
  type: 'DecideApproval',
  assetId: 'a1',
  versionId: 'v1',
  versionOf: 'a1',
  earlierVersionIds: [],
  workflow: { folderId: 'f1', stages },
  reviewerId,
  stageId,
  decision,
  note: '',
  ...overrides,
});

const decided = (
  reviewerId: string,
  stageId: string,
  decision: ApprovalDecision,
  { versionId = 'v1', note = '' } = {},
) => ({
  type: 'version.approval_decided' as const,
  data: { assetId: 'a1', versionId, folderId: 'f1', stageId, reviewerId, decision, note },
});

const statusSet = (status: ReviewStatus, versionId = 'v1') => ({
  type: 'version.review_status_set' as const,
  data: { assetId: 'a1', versionId, status },
});

describe('DecideApproval', () => {
  it('records a decision in the open stage with the status it makes', () => {
    spec
      .given(twoVersions)
      .when(decide('eve', 'editorial', 'approve', { note: ' Cut looks right. ' }))
      .then([
        decided('eve', 'editorial', 'approve', { note: 'Cut looks right.' }),
        statusSet('in_progress'),
      ]);
  });

  it('sets the version approved when the last stage passes by its rule', () => {
    const halfway = [
      ...twoVersions,
      decided('eve', 'editorial', 'approve'),
      statusSet('in_progress'),
      decided('dan', 'director', 'approve'),
    ];
    spec
      .given(halfway)
      .when(decide('dora', 'director', 'approve_with_changes'))
      .then([decided('dora', 'director', 'approve_with_changes'), statusSet('approved')]);
  });

  it('records a decision that leaves the status as it is without setting it again', () => {
    spec
      .given([...twoVersions, decided('eve', 'editorial', 'approve'), statusSet('in_progress')])
      .when(decide('dan', 'director', 'approve'))
      .then([decided('dan', 'director', 'approve')]);
  });

  it('sets changes requested when a reviewer stops the stage', () => {
    spec
      .given([...twoVersions, decided('eve', 'editorial', 'approve'), statusSet('in_progress')])
      .when(decide('dora', 'director', 'reject', { note: 'Wrong grade.' }))
      .then([
        decided('dora', 'director', 'reject', { note: 'Wrong grade.' }),
        statusSet('changes_requested'),
      ]);
  });

  it('refuses a stage that is not open: waiting, or passed already', () => {
    spec
      .given(twoVersions)
      .when(decide('dan', 'director', 'approve'))
      .thenRejects('STATE_CONFLICT', { field: 'stageId', reason: 'stage_not_open' });
    spec
      .given([...twoVersions, decided('eve', 'editorial', 'approve')])
      .when(decide('eve', 'editorial', 'reject'))
      .thenRejects('STATE_CONFLICT', { field: 'stageId', reason: 'stage_not_open' });
  });

  it('reopens on a new version the stage that reviews every version, keeping the other', () => {
    const v1Stopped = [
      ...twoVersions,
      decided('eve', 'editorial', 'approve'),
      decided('dora', 'director', 'request_changes'),
      statusSet('changes_requested'),
    ];
    spec
      .given(v1Stopped)
      .when(decide('dan', 'director', 'approve', { versionId: 'v2', earlierVersionIds: ['v1'] }))
      .then([
        decided('dan', 'director', 'approve', { versionId: 'v2' }),
        statusSet('in_progress', 'v2'),
      ]);
  });

  it("records a reviewer's same decision again only when it comes with a note", () => {
    spec
      .given([...twoVersions, decided('eve', 'editorial', 'approve'), statusSet('in_progress')])
      .when(decide('dan', 'director', 'request_changes'))
      .then([decided('dan', 'director', 'request_changes'), statusSet('changes_requested')]);
    spec
      .given([
        ...twoVersions,
        decided('eve', 'editorial', 'approve'),
        decided('dan', 'director', 'request_changes'),
      ])
      .when(decide('dan', 'director', 'request_changes'))
      .thenNothing();
    spec
      .given([
        ...twoVersions,
        decided('eve', 'editorial', 'approve'),
        decided('dan', 'director', 'request_changes'),
        statusSet('changes_requested'),
      ])
      .when(decide('dan', 'director', 'request_changes', { note: 'Still too dark.' }))
      .then([decided('dan', 'director', 'request_changes', { note: 'Still too dark.' })]);
  });

  it('refuses an unknown decision, a note too long and a version of another asset', () => {
    spec
      .given(twoVersions)
      .when(decide('eve', 'editorial', 'maybe'))
      .thenRejects('VALIDATION_FAILED', { field: 'decision', rule: 'oneOf' });
    spec
      .given(twoVersions)
      .when(decide('eve', 'editorial', 'approve', { note: 'x'.repeat(4001) }))
      .thenRejects('VALIDATION_FAILED', { field: 'note', rule: 'maxLength' });
    spec
      .given(twoVersions)
      .when(decide('eve', 'editorial', 'approve', { versionId: 'v9', versionOf: 'a2' }))
      .thenRejects('NOT_FOUND', { field: 'versionId', entity: 'version' });
  });
});
