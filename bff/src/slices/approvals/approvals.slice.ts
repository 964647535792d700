import type { Slice } from '../../slice.ts';
import { approvalsProjection } from './approvals.projection.ts';
import { approvalResolvers } from './approvals.resolvers.ts';

/**
 * Approval workflows (decision 0147): stages a folder's versions pass in order, each with its
 * reviewers and rule; reviewers' decisions on the asset's stream, the version's review status
 * following them; what waits for each person.
 */
export const approvalsSlice: Slice = {
  name: 'approvals',
  projections: [approvalsProjection],
  resolvers: [approvalResolvers],
};
