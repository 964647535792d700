import {
  type ApprovalStage,
  type ApprovalWorkflowEvent,
  approvalRules,
  type Decider,
  DomainError,
} from '@rushes/events';
import { invalid, nameKey } from '../validation.ts';

/** The most stages a workflow has, and the longest name a stage takes. */
export const MAX_STAGES = 8;
export const MAX_STAGE_NAME = 100;

/**
 * Gives a folder's workflow these stages, in order. The caller checked that the one asking may
 * edit the folder and that the people named are members of its project, and gave each new
 * stage its id.
 */
export interface SetApprovalWorkflow {
  type: 'SetApprovalWorkflow';
  folderId: string;
  projectId: string;
  stages: readonly ApprovalStage[];
}

export interface RemoveApprovalWorkflow {
  type: 'RemoveApprovalWorkflow';
}

export type ApprovalWorkflowCommand = SetApprovalWorkflow | RemoveApprovalWorkflow;

/** The folder's workflow as set, or none. */
export interface ApprovalWorkflowState {
  workflow: { folderId: string; projectId: string; stages: readonly ApprovalStage[] } | null;
}

/** The first rule a stage breaks, as a refusal naming the stage by its place (from 0). */
function stageRefusal(stage: ApprovalStage, index: number, names: Set<string>) {
  const at = (field: string, rule: string) =>
    new DomainError('VALIDATION_FAILED', { field: `stages.${index}.${field}`, rule });
  if (stage.name === '') return at('name', 'required');
  if (stage.name.length > MAX_STAGE_NAME) return at('name', 'maxLength');
  if (names.has(nameKey(stage.name))) return at('name', 'unique');
  if (stage.userIds.length === 0 && stage.roles.length === 0) return at('reviewers', 'required');
  if (!(approvalRules as readonly string[]).includes(stage.rule)) return at('rule', 'oneOf');
  if (stage.dueAt !== null && Number.isNaN(Date.parse(stage.dueAt))) return at('dueAt', 'format');
  names.add(nameKey(stage.name));
  return null;
}

const trimmed = (stage: ApprovalStage): ApprovalStage => ({
  ...stage,
  name: stage.name.trim(),
  userIds: [...new Set(stage.userIds)],
  roles: [...new Set(stage.roles)],
  dueAt: stage.dueAt === null ? null : new Date(stage.dueAt).toISOString(),
});

function setWorkflow(command: SetApprovalWorkflow, state: ApprovalWorkflowState) {
  const { folderId, projectId } = command;
  if (command.stages.length === 0) return invalid('stages', 'required');
  if (command.stages.length > MAX_STAGES) return invalid('stages', 'maxItems');
  const names = new Set<string>();
  const stages: ApprovalStage[] = [];
  for (const [index, stage] of command.stages.entries()) {
    const refusal = stageRefusal({ ...stage, name: stage.name.trim() }, index, names);
    if (refusal) return refusal;
    stages.push(trimmed(stage));
  }
  if (JSON.stringify(state.workflow?.stages) === JSON.stringify(stages)) return [];
  return [{ type: 'approval_workflow.set' as const, data: { folderId, projectId, stages } }];
}

/**
 * A folder's approval workflow (stream `approval_workflow.<folderId>`): one to eight stages with
 * unique names, each with reviewers and a rule. Setting the stages it has, or removing a
 * workflow it does not have, records nothing.
 */
export const approvalWorkflowDecider: Decider<
  ApprovalWorkflowCommand,
  ApprovalWorkflowState,
  ApprovalWorkflowEvent
> = {
  initialState: { workflow: null },
  decide(command, state) {
    if (command.type === 'SetApprovalWorkflow') return setWorkflow(command, state);
    if (state.workflow === null) return [];
    const { folderId, projectId } = state.workflow;
    return [{ type: 'approval_workflow.removed' as const, data: { folderId, projectId } }];
  },
  evolve(_state, event) {
    return { workflow: event.type === 'approval_workflow.set' ? event.data : null };
  },
};
