import type { ApprovalStageEntry, ApprovalWorkflowRow, Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { standingOf } from '../assets/approval-stages.ts';
import { findMembers } from '../members/member.queries.ts';
import {
  findAssetsIn,
  findDecisions,
  findFolderParents,
  findVersionOrder,
} from './approvals.queries.ts';
import { decisionsByVersion, historyUpTo, rulesOf } from './version-standing.ts';

/** A newest version waiting in its workflow's current stage, and who has yet to decide there. */
export interface Waiting {
  assetId: string;
  versionId: string;
  versionCreatedAt: Date;
  stage: ApprovalStageEntry & { projectId: string };
  /** The stage's reviewers now. */
  reviewerIds: readonly string[];
  /** Those of them who have not decided in it on this version. */
  undecided: readonly string[];
}

/** For each folder of the projects, the workflow that governs it: its own or the nearest above. */
function governingWorkflows(
  folders: readonly { id: string; parentId: string | null }[],
  workflows: readonly ApprovalWorkflowRow[],
) {
  const parentOf = new Map(folders.map((folder) => [folder.id, folder.parentId]));
  const own = new Map(workflows.map((workflow) => [workflow.folderId, workflow]));
  const governing = new Map<string, ApprovalWorkflowRow>();
  for (const folder of folders) {
    let at: string | null = folder.id;
    while (at !== null && !own.has(at)) at = parentOf.get(at) ?? null;
    const workflow = at === null ? undefined : own.get(at);
    if (workflow) governing.set(folder.id, workflow);
  }
  return governing;
}

/**
 * The newest version of every asset the workflows govern whose current stage waits for someone.
 * `workflows` are all the workflows of their projects: a folder's own one governs below it.
 */
export async function findWaiting(
  db: Kysely<Database>,
  workflows: readonly ApprovalWorkflowRow[],
): Promise<Waiting[]> {
  if (workflows.length === 0) return [];
  const projectIds = [...new Set(workflows.map((workflow) => workflow.projectId))];
  const governing = governingWorkflows(await findFolderParents(db, projectIds), workflows);
  const assets = await findAssetsIn(db, [...governing.keys()]);
  const assetIds = assets.map((asset) => asset.id);
  const [versions, decisions, members] = await Promise.all([
    findVersionOrder(db, assetIds),
    findDecisions(db, assetIds),
    Promise.all(projectIds.map(async (id) => [id, await findMembers(db, id)] as const)),
  ]);
  const membersOf = new Map(members);
  const byVersion = decisionsByVersion(decisions);
  const waiting: Waiting[] = [];
  for (const asset of assets) {
    const workflow = governing.get(asset.folderId);
    const version = versions.find((row) => row.id === asset.newestVersionId);
    if (!workflow || !version) continue;
    const rules = rulesOf(workflow.stages, membersOf.get(workflow.projectId) ?? []);
    const versionIds = versions.filter((row) => row.assetId === asset.id).map((row) => row.id);
    const history = historyUpTo(versionIds, version.id, byVersion);
    const { currentStageId } = standingOf(rules, history);
    const current = rules.find((rule) => rule.id === currentStageId);
    const stage = workflow.stages.find((entry) => entry.id === currentStageId);
    if (!current || !stage) continue;
    const decided = new Set(
      (history.at(-1) ?? [])
        .filter((row) => row.stageId === current.id)
        .map((row) => row.reviewerId),
    );
    const undecided = current.reviewerIds.filter((id) => !decided.has(id));
    if (undecided.length === 0) continue;
    waiting.push({
      assetId: asset.id,
      versionId: version.id,
      versionCreatedAt: version.createdAt,
      stage: { ...stage, projectId: workflow.projectId },
      reviewerIds: current.reviewerIds,
      undecided,
    });
  }
  return waiting;
}
