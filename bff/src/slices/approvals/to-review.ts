import type { ApprovalWorkflowRow } from '@rushes/migrations';
import type { MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import type { QueryToReviewArgs } from '../../graphql/schema-types.generated.ts';
import { signedIn } from '../access.ts';
import { standingOf } from '../assets/approval-stages.ts';
import { reachedAsset } from '../assets/asset.access.ts';
import { canDecideApproval } from '../policy.ts';
import {
  findAssetsIn,
  findDecisions,
  findFolderParents,
  findMembers,
  findVersionOrder,
  findWorkflowsOfMember,
} from './approvals.queries.ts';
import { decisionsByVersion, historyUpTo, rulesOf } from './version-standing.ts';

/** The most versions one request lists. */
const MAX_TO_REVIEW = 200;

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

/** When a stage is due, for the order: the latest first, those without a date after. */
const dueOf = (item: { stage: { dueAt: string | null } }) =>
  item.stage.dueAt === null ? Number.NEGATIVE_INFINITY : Date.parse(item.stage.dueAt);

/**
 * What waits for the signed-in caller (UNAUTHENTICATED for anyone else): each asset under a workflow of a project they are a
 * member of whose newest version's current stage they review, have not decided in, and may
 * decide in (the policy, asset by asset).
 */
export async function toReview(_root: unknown, args: QueryToReviewArgs, ctx: MercuriusContext) {
  const first = args.first ?? 50;
  if (first < 0 || first > MAX_TO_REVIEW) {
    throw appError('VALIDATION_FAILED', { field: 'first', rule: 'range' });
  }
  const viewer = signedIn(ctx);
  const { db } = ctx.services;
  const workflows = await findWorkflowsOfMember(db, viewer.userId);
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
  const waiting = [];
  for (const asset of assets) {
    const workflow = governing.get(asset.folderId);
    const newest = asset.newestVersionId;
    if (!workflow || !newest) continue;
    const rules = rulesOf(workflow.stages, membersOf.get(workflow.projectId) ?? []);
    const versionIds = versions.filter((row) => row.assetId === asset.id).map((row) => row.id);
    const history = historyUpTo(versionIds, newest, byVersion);
    const { currentStageId } = standingOf(rules, history);
    const current = rules.find((rule) => rule.id === currentStageId);
    if (!current?.reviewerIds.includes(viewer.userId)) continue;
    const decided = (history.at(-1) ?? []).some(
      (row) => row.stageId === current.id && row.reviewerId === viewer.userId,
    );
    const stage = workflow.stages.find((entry) => entry.id === current.id);
    const version = versions.find((row) => row.id === newest);
    if (decided || !stage || !version) continue;
    waiting.push({ asset, current, stage: { ...stage, projectId: workflow.projectId }, version });
  }
  waiting.sort(
    (a, b) => dueOf(b) - dueOf(a) || b.version.createdAt.getTime() - a.version.createdAt.getTime(),
  );
  const listed = [];
  for (const item of waiting) {
    if (listed.length === first) break;
    const reached = await reachedAsset(ctx, item.asset.id);
    const { current } = item;
    if (!reached) continue;
    if (
      !canDecideApproval(viewer, reached.access, reached.path, item.asset.id, current.reviewerIds)
    )
      continue;
    listed.push({ version: await ctx.loaders.version.load(item.version.id), stage: item.stage });
  }
  return listed;
}
