import { bindAggregate } from '@rushes/events';
import { approvalWorkflowDecider } from './approval-workflow.decider.ts';
import { approvalsProjection } from './approvals.projection.ts';

/** A folder's workflow's commands, on `approval_workflow.<folderId>`. */
export const approvalWorkflowCommands = bindAggregate({
  stream: 'approval_workflow',
  decider: approvalWorkflowDecider,
  readModels: [approvalsProjection],
});
