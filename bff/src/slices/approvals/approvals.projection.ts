import {
  approvalWorkflowRemoved,
  approvalWorkflowSet,
  type Projection,
  projectDeleted,
  versionApprovalDecided,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';

/**
 * Folders' approval workflows (`approval_workflow`) and every decision taken in them
 * (`approval_decision`, in the log's order). A deleted project takes its workflows and their
 * decisions with it; a deleted folder's or asset's rows stay unread, as nothing reaches them.
 */
export const approvalsProjection: Projection<Database> = {
  name: 'approvals',
  tables: ['approval_workflow', 'approval_decision'],
  handles: [
    approvalWorkflowSet.type,
    approvalWorkflowRemoved.type,
    versionApprovalDecided.type,
    projectDeleted.type,
  ],
  async apply(trx, event, commit) {
    if (approvalWorkflowSet.is(event)) {
      const { folderId, projectId, stages } = event.data;
      const row = {
        ...{ folderId, projectId, stages: JSON.stringify(stages) },
        ...{ setBy: JSON.stringify(commit.meta.actor), setAt: commit.meta.at },
      };
      await trx
        .insertInto('approvalWorkflow')
        .values(row)
        .onConflict((conflict) => conflict.column('folderId').doUpdateSet(row))
        .execute();
    } else if (approvalWorkflowRemoved.is(event)) {
      await trx
        .deleteFrom('approvalWorkflow')
        .where('folderId', '=', event.data.folderId)
        .execute();
    } else if (versionApprovalDecided.is(event)) {
      await trx
        .insertInto('approvalDecision')
        .values({ ...event.data, decidedAt: commit.meta.at })
        .execute();
    } else if (projectDeleted.is(event)) {
      const workflows = trx
        .selectFrom('approvalWorkflow')
        .select('folderId')
        .where('projectId', '=', event.data.id);
      await trx.deleteFrom('approvalDecision').where('folderId', 'in', workflows).execute();
      await trx.deleteFrom('approvalWorkflow').where('projectId', '=', event.data.id).execute();
    }
  },
};
