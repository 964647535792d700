import { Type } from '@sinclair/typebox';
import {
  approvalDecisions,
  approvalReminderSent,
  approvalWorkflowRemoved,
  approvalWorkflowSet,
  versionApprovalDecided,
} from '../catalogue/approval.events.ts';
import { privateEvent, publicEvent } from './public-event.ts';
import { id, oneOf, shape } from './public-schemas.ts';
import { subjects } from './subjects.ts';

const workflowReason =
  'A workflow names its reviewers by person and role; the public feed carries the decisions taken in it (decision 0147).';

/** Approval workflows (decision 0147): reviewers' decisions are public, the stages not yet. */
export const approvalWorkflowDecisions = [
  privateEvent(approvalWorkflowSet, workflowReason),
  privateEvent(approvalWorkflowRemoved, workflowReason),
  privateEvent(
    approvalReminderSent,
    'A mail sent to one reviewer, kept so that it goes once; the decisions are public.',
  ),
  publicEvent(versionApprovalDecided, {
    name: 'version.approval_decided',
    summary: "A reviewer of an approval workflow's stage decided on a version.",
    versions: {
      1: shape('The decision, the stage it was taken in and its note.', {
        assetId: id('The asset of the version.'),
        versionId: id('The version decided on.'),
        folderId: id('The folder whose workflow the stage belongs to.'),
        stageId: id('The stage.'),
        reviewerId: id('The user who decided.'),
        decision: oneOf(approvalDecisions, 'What the reviewer decided.'),
        note: Type.String({ description: "The reviewer's note; empty for none." }),
      }),
    },
    data: ({ assetId, versionId, folderId, stageId, reviewerId, decision, note }) => ({
      assetId,
      versionId,
      folderId,
      stageId,
      reviewerId,
      decision,
      note,
    }),
    subject: ({ assetId }) => subjects.asset(assetId),
    owner: () => 'subject',
  }),
];
