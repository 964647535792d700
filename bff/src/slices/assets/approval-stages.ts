import type { ApprovalDecision, ApprovalRule, ReviewStatus } from '@rushes/events';

/** A stage as its rules need it: its reviewers now (the people named and the roles' members). */
export interface StageRule {
  id: string;
  rule: ApprovalRule;
  everyVersion: boolean;
  reviewerIds: readonly string[];
}

/** A decision recorded on a version, in the order they were taken. */
export interface Decided {
  stageId: string;
  reviewerId: string;
  decision: ApprovalDecision;
}

/**
 * Where a stage stands for a version: passed (`approved`, `carried` when an earlier version
 * passed it and this one need not pass it again), stopped by a decision, `open` for decisions,
 * or `waiting` for the stages before it.
 */
export type StageState = 'approved' | 'changes_requested' | 'rejected' | 'open' | 'waiting';

export interface StageStanding {
  stageId: string;
  state: StageState;
  carried: boolean;
}

export interface WorkflowStanding {
  stages: StageStanding[];
  /** The stage that takes decisions now (open or stopped); null once every stage passed. */
  currentStageId: string | null;
  /** The version's review status as the workflow has it. */
  status: ReviewStatus;
}

const approving = (decision: ApprovalDecision) =>
  decision === 'approve' || decision === 'approve_with_changes';

/** Each reviewer's latest decision on the stage: a later one replaces theirs. */
function latestByReviewer(stageId: string, decisions: readonly Decided[]) {
  const latest = new Map<string, ApprovalDecision>();
  for (const decided of decisions) {
    if (decided.stageId === stageId) latest.set(decided.reviewerId, decided.decision);
  }
  return latest;
}

/**
 * What a version's own decisions make of a stage. A rejection or a request for changes stops it
 * (a rejection first); under `any` one approval passes it, under `all` every reviewer's.
 */
function ownOutcome(stage: StageRule, decisions: readonly Decided[]): StageState {
  const latest = latestByReviewer(stage.id, decisions);
  const decided = [...latest.values()];
  if (decided.includes('reject')) return 'rejected';
  if (decided.includes('request_changes')) return 'changes_requested';
  const approvedBy = (id: string) => {
    const decision = latest.get(id);
    return decision !== undefined && approving(decision);
  };
  const passed =
    stage.rule === 'any'
      ? decided.some(approving)
      : stage.reviewerIds.length > 0 && stage.reviewerIds.every(approvedBy);
  return passed ? 'approved' : 'open';
}

/** Passed on this version, or on an earlier one when the stage need not be passed again. */
function passedOn(stage: StageRule, versions: readonly (readonly Decided[])[]) {
  const own = versions.at(-1) ?? [];
  if (ownOutcome(stage, own) === 'approved') return { passed: true, carried: false };
  const carried =
    !stage.everyVersion &&
    versions.slice(0, -1).some((earlier) => ownOutcome(stage, earlier) === 'approved');
  return { passed: carried, carried };
}

function statusOf(current: StageStanding | undefined, anything: boolean): ReviewStatus {
  if (current === undefined) return 'approved';
  if (current.state !== 'open') return 'changes_requested';
  return anything ? 'in_progress' : 'needs_review';
}

/**
 * Where a workflow stands for the newest of `versions` (each version's decisions, oldest version
 * first). Stages go in order: the first one not passed takes the decisions, those after it wait
 * (or show as passed where an earlier version passed them for good). The status follows: approved
 * once every stage passed, changes requested while a decision stops the current stage, in
 * progress once anything was decided or passed, and needs review before that.
 */
export function standingOf(
  stages: readonly StageRule[],
  versions: readonly (readonly Decided[])[],
): WorkflowStanding {
  const own = versions.at(-1) ?? [];
  let currentStageId: string | null = null;
  const standings = stages.map((stage): StageStanding => {
    const { passed, carried } = passedOn(stage, versions);
    if (passed) return { stageId: stage.id, state: 'approved', carried };
    if (currentStageId !== null) return { stageId: stage.id, state: 'waiting', carried: false };
    currentStageId = stage.id;
    return { stageId: stage.id, state: ownOutcome(stage, own), carried: false };
  });
  const current = standings.find((standing) => standing.stageId === currentStageId);
  const anything = own.length > 0 || standings.some((standing) => standing.state === 'approved');
  const status = statusOf(current, anything);
  return { stages: standings, currentStageId, status };
}
