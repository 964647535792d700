import type { Slice } from '../../slice.ts';
import { startApprovalReminders } from './approval-reminders.ts';
import { approvalsProjection } from './approvals.projection.ts';
import { approvalResolvers } from './approvals.resolvers.ts';

/**
 * Approval workflows (decision 0147): stages a folder's versions pass in order, each with its
 * reviewers and rule; reviewers' decisions on the asset's stream, the version's review status
 * following them; what waits for each person, and a reminder by mail before a stage is due.
 */
export const approvalsSlice: Slice = {
  name: 'approvals',
  projections: [approvalsProjection],
  resolvers: [approvalResolvers],
  background: (services, { loaders }) => {
    const reminders = startApprovalReminders(services, loaders);
    return () => reminders.stop();
  },
};
