import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });

export const approvalRules = ['any', 'all'] as const;
export type ApprovalRule = (typeof approvalRules)[number];

export const approvalDecisions = [
  'approve',
  'approve_with_changes',
  'request_changes',
  'reject',
] as const;
export type ApprovalDecision = (typeof approvalDecisions)[number];

const oneOf = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

/**
 * One stage of a workflow: its reviewers are the people named and the project's members of the
 * roles named; `rule` says whether any one of them or all must decide; `everyVersion` says
 * whether a new version must pass it again once passed; `dueAt` (ISO 8601) is when it is due.
 */
const ApprovalStageSchema = Type.Object({
  id,
  name: Type.String({ minLength: 1 }),
  userIds: Type.Array(id),
  roles: Type.Array(oneOf(['viewer', 'editor', 'supervisor'])),
  rule: oneOf(approvalRules),
  everyVersion: Type.Boolean(),
  dueAt: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
});

/**
 * A folder's approval workflow is now these stages, in order (stream `approval_workflow.<folderId>`):
 * it governs the assets of the folder and of the folders below it that have none of their own (a
 * project's is on its top folder). Replaces the stages it had; decisions on a stage whose id
 * stays go on counting.
 */
export const approvalWorkflowSet = defineEvent('approval_workflow.set', {
  versions: {
    1: Type.Object({
      folderId: id,
      projectId: id,
      stages: Type.Array(ApprovalStageSchema, { minItems: 1 }),
    }),
  },
});

/** The folder has no workflow of its own any more; the decisions recorded stay in the log. */
export const approvalWorkflowRemoved = defineEvent('approval_workflow.removed', {
  versions: { 1: Type.Object({ folderId: id, projectId: id }) },
});

/**
 * A reviewer of a stage recorded a decision on a version, with a note (stream `asset.<id>`):
 * `folderId` is the folder whose workflow the stage is of, `reviewerId` the user who decided (the
 * commit's actor). A reviewer's later decision on the same stage and version replaces theirs.
 */
export const versionApprovalDecided = defineEvent('version.approval_decided', {
  versions: {
    1: Type.Object({
      assetId: id,
      versionId: id,
      folderId: id,
      stageId: id,
      reviewerId: id,
      decision: oneOf(approvalDecisions),
      note: Type.String(),
    }),
  },
});

/**
 * A reviewer who had not decided was reminded by mail that a stage waiting for them on a version
 * is due (stream `approval_reminder.<versionId>`): once for each stage, reviewer and due date.
 */
export const approvalReminderSent = defineEvent('approval.reminder_sent', {
  versions: {
    1: Type.Object({
      assetId: id,
      versionId: id,
      stageId: id,
      reviewerId: id,
      dueAt: Type.String({ minLength: 1 }),
    }),
  },
});

export type ApprovalWorkflowSet = EventOf<typeof approvalWorkflowSet>;
export type ApprovalWorkflowRemoved = EventOf<typeof approvalWorkflowRemoved>;
export type ApprovalWorkflowEvent = ApprovalWorkflowSet | ApprovalWorkflowRemoved;
export type ApprovalStage = ApprovalWorkflowSet['data']['stages'][number];
export type VersionApprovalDecided = EventOf<typeof versionApprovalDecided>;
export type ApprovalReminderSent = EventOf<typeof approvalReminderSent>;
