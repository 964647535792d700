import type { ApprovalReminderSent, Decider } from '@rushes/events';

/** Reminds a reviewer that a stage waiting for them on the version is due. */
export interface RemindReviewer {
  type: 'RemindReviewer';
  assetId: string;
  versionId: string;
  stageId: string;
  reviewerId: string;
  dueAt: string;
}

const keyOf = ({ stageId, reviewerId, dueAt }: Omit<RemindReviewer, 'type'>) =>
  `${stageId}|${reviewerId}|${dueAt}`;

/**
 * A version's approval reminders (stream `approval_reminder.<versionId>`): one for each stage,
 * reviewer and due date, so that several BFFs looking at once remind once.
 */
export const approvalReminderDecider: Decider<
  RemindReviewer,
  ReadonlySet<string>,
  ApprovalReminderSent
> = {
  initialState: new Set(),
  decide({ type: _type, ...data }, sent) {
    return sent.has(keyOf(data)) ? [] : [{ type: 'approval.reminder_sent', data }];
  },
  evolve: (sent, event) => new Set(sent).add(keyOf(event.data)),
};
