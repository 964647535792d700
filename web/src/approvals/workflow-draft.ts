import dayjs from 'dayjs';

/** The picker's value: local time, as Mantine's date pickers keep it. */
const PICKED = 'YYYY-MM-DD HH:mm:ss';

export type Rule = 'ANY' | 'ALL';

/** A stage as the workflow editor holds it while it is edited. */
export interface StageDraft {
  /** React's key: the stage's id, or a new one's made up. */
  key: string;
  /** The saved stage's id, which keeps its decisions; null for a new stage. */
  id: string | null;
  name: string;
  reviewerIds: string[];
  roleIds: string[];
  rule: Rule;
  everyVersion: boolean;
  /** Local time as the picker keeps it; null for no date. */
  dueAt: string | null;
}

/** A saved stage, as the folder's workflow gives it. */
export interface SavedStage {
  id: string;
  name: string;
  rule: string;
  everyVersion: boolean;
  dueAt?: unknown;
  reviewers: readonly { id: string }[];
  reviewerRoles: readonly { id: string }[];
}

let made = 0;

export const newDraft = (): StageDraft => ({
  key: `new-${++made}`,
  id: null,
  name: '',
  reviewerIds: [],
  roleIds: [],
  rule: 'ANY',
  everyVersion: false,
  dueAt: null,
});

/** The editor's drafts of a saved workflow's stages; one empty stage for a new workflow. */
export function draftsOf(stages: readonly SavedStage[] | null): StageDraft[] {
  if (!stages?.length) return [newDraft()];
  return stages.map((stage) => ({
    key: stage.id,
    id: stage.id,
    name: stage.name,
    reviewerIds: stage.reviewers.map((user) => user.id),
    roleIds: stage.reviewerRoles.map((role) => role.id),
    rule: stage.rule === 'ALL' ? 'ALL' : 'ANY',
    everyVersion: stage.everyVersion,
    dueAt: typeof stage.dueAt === 'string' ? dayjs(stage.dueAt).format(PICKED) : null,
  }));
}

export interface DraftProblems {
  name?: 'required' | 'unique';
  reviewers?: 'required';
}

/** What keeps each stage from being saved, by its key; empty when all may be. */
export function draftProblems(drafts: readonly StageDraft[]): Map<string, DraftProblems> {
  const problems = new Map<string, DraftProblems>();
  const seen = new Set<string>();
  for (const draft of drafts) {
    const found: DraftProblems = {};
    const name = draft.name.trim().toLowerCase();
    if (name === '') found.name = 'required';
    else if (seen.has(name)) found.name = 'unique';
    seen.add(name);
    if (draft.reviewerIds.length === 0 && draft.roleIds.length === 0) found.reviewers = 'required';
    if (found.name || found.reviewers) problems.set(draft.key, found);
  }
  return problems;
}

/** The drafts as `setApprovalWorkflow` takes its stages. */
export const stagesInput = (drafts: readonly StageDraft[]) =>
  drafts.map((draft) => ({
    id: draft.id,
    name: draft.name.trim(),
    reviewerIds: draft.reviewerIds,
    reviewerRoleIds: draft.roleIds,
    rule: draft.rule,
    everyVersion: draft.everyVersion,
    dueAt: draft.dueAt === null ? null : dayjs(draft.dueAt).toISOString(),
  }));
