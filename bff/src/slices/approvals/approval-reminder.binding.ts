import { bindAggregate } from '@rushes/events';
import { approvalReminderDecider } from './approval-reminder.decider.ts';

/** A version's approval reminders, on `approval_reminder.<versionId>`: no read model of its own. */
export const approvalReminderCommands = bindAggregate({
  stream: 'approval_reminder',
  decider: approvalReminderDecider,
});
