import type { ApprovalStage } from '@rushes/events';
import { deciderSpec } from '@rushes/events/testing';
import { describe, it } from 'vitest';
import { approvalWorkflowDecider, type SetApprovalWorkflow } from './approval-workflow.decider.ts';

const spec = deciderSpec(approvalWorkflowDecider);

const stage = (overrides: Partial<ApprovalStage> = {}): ApprovalStage => ({
  id: 's1',
  name: 'Editorial',
  userIds: ['u1'],
  roles: [],
  rule: 'any',
  everyVersion: false,
  dueAt: null,
  ...overrides,
});

const set = (stages: ApprovalStage[]): SetApprovalWorkflow => ({
  type: 'SetApprovalWorkflow',
  folderId: 'f1',
  projectId: 'p1',
  stages,
});

const workflowSet = (stages: ApprovalStage[]) => ({
  type: 'approval_workflow.set' as const,
  data: { folderId: 'f1', projectId: 'p1', stages },
});

const director = stage({
  id: 's2',
  name: 'Director',
  userIds: [],
  roles: ['supervisor'],
  rule: 'all',
  everyVersion: true,
  dueAt: '2026-12-10T18:00:00+01:00',
});

describe('approval workflow', () => {
  it('sets stages in order, names trimmed and due dates in UTC', () => {
    spec
      .when(set([stage({ name: ' Editorial ', userIds: ['u1', 'u1'] }), director]))
      .then([workflowSet([stage(), { ...director, dueAt: '2026-12-10T17:00:00.000Z' }])]);
  });

  it('records nothing when the stages are those it has, and replaces them otherwise', () => {
    spec
      .given([workflowSet([stage()])])
      .when(set([stage()]))
      .thenNothing();
    spec
      .given([workflowSet([stage()])])
      .when(set([stage({ rule: 'all' })]))
      .then([workflowSet([stage({ rule: 'all' })])]);
  });

  it('refuses no stage, too many, and a stage without a name, a unique name or reviewers', () => {
    spec.when(set([])).thenRejects('VALIDATION_FAILED', { field: 'stages', rule: 'required' });
    const nine = Array.from({ length: 9 }, (_, i) => stage({ id: `s${i}`, name: `Stage ${i}` }));
    spec.when(set(nine)).thenRejects('VALIDATION_FAILED', { field: 'stages', rule: 'maxItems' });
    spec
      .when(set([stage({ name: '  ' })]))
      .thenRejects('VALIDATION_FAILED', { field: 'stages.0.name', rule: 'required' });
    spec
      .when(set([stage(), stage({ id: 's2', name: 'editorial' })]))
      .thenRejects('VALIDATION_FAILED', { field: 'stages.1.name', rule: 'unique' });
    spec
      .when(set([stage({ userIds: [] })]))
      .thenRejects('VALIDATION_FAILED', { field: 'stages.0.reviewers', rule: 'required' });
    spec
      .when(set([stage({ dueAt: 'next Friday' })]))
      .thenRejects('VALIDATION_FAILED', { field: 'stages.0.dueAt', rule: 'format' });
  });

  it('removes the workflow it has, and nothing twice', () => {
    spec
      .given([workflowSet([stage()])])
      .when({ type: 'RemoveApprovalWorkflow' })
      .then([{ type: 'approval_workflow.removed', data: { folderId: 'f1', projectId: 'p1' } }]);
    spec.when({ type: 'RemoveApprovalWorkflow' }).thenNothing();
  });
});
