import { deciderSpec } from '@rushes/events/testing';
import { describe, it } from 'vitest';
import { approvalReminderDecider, type RemindReviewer } from './approval-reminder.decider.ts';

const spec = deciderSpec(approvalReminderDecider);

const remind = (overrides: Partial<RemindReviewer> = {}): RemindReviewer => ({
  type: 'RemindReviewer',
  assetId: 'a1',
  versionId: 'v1',
  stageId: 's1',
  reviewerId: 'u1',
  dueAt: '2026-12-10T17:00:00.000Z',
  ...overrides,
});

const sent = ({ type: _type, ...data }: RemindReviewer) => ({
  type: 'approval.reminder_sent' as const,
  data,
});

describe('approval reminders', () => {
  it('reminds a reviewer of a stage once for its due date', () => {
    spec.when(remind()).then([sent(remind())]);
    spec
      .given([sent(remind())])
      .when(remind())
      .thenNothing();
  });

  it('reminds again for another reviewer, stage or due date', () => {
    for (const other of [
      { reviewerId: 'u2' },
      { stageId: 's2' },
      { dueAt: '2026-12-11T09:00:00.000Z' },
    ]) {
      spec
        .given([sent(remind())])
        .when(remind(other))
        .then([sent(remind(other))]);
    }
  });
});
