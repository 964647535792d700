import type { ColumnType, Generated, Selectable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
type Moment = ColumnType<Date, Date | string, Date | string>;

/** A stage as `approval_workflow.set` gives it. */
export interface ApprovalStageEntry {
  id: string;
  name: string;
  userIds: string[];
  roles: string[];
  rule: string;
  everyVersion: boolean;
  dueAt: string | null;
}

/** `approval_workflow`: each folder's approval workflow, its stages in order (decision 0147). */
export interface ApprovalWorkflowTable {
  folderId: string;
  projectId: string;
  stages: Json<ApprovalStageEntry[]>;
  /** The actor who set it last, as the commit has it. */
  setBy: Json<{ kind: string; id?: string }>;
  setAt: Moment;
}

/** `approval_decision`: every reviewer's decision on a version, in the order taken. */
export interface ApprovalDecisionTable {
  /** The log's order of the decisions: a reviewer's later one replaces theirs. */
  position: Generated<string>;
  assetId: string;
  versionId: string;
  folderId: string;
  stageId: string;
  reviewerId: string;
  decision: string;
  note: string;
  decidedAt: Moment;
}

export type ApprovalWorkflowRow = Selectable<ApprovalWorkflowTable>;
export type ApprovalDecisionRow = Selectable<ApprovalDecisionTable>;
