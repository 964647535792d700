import { type ApprovalStage, newId } from '@rushes/events';
import type { ApprovalStageEntry, ApprovalWorkflowRow } from '@rushes/migrations';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type {
  ApprovalStageInput,
  MutationDecideApprovalArgs,
  MutationRemoveApprovalWorkflowArgs,
  MutationSetApprovalWorkflowArgs,
} from '../../graphql/schema-types.generated.ts';
import { decideFor, type RequestContext } from '../../request-context.ts';
import { allow, found, signedIn, written } from '../access.ts';
import { type StageStanding, standingOf } from '../assets/approval-stages.ts';
import { reachedAsset } from '../assets/asset.access.ts';
import { assetCommands } from '../assets/asset.binding.ts';
import type { VersionRow } from '../assets/asset.queries.ts';
import { reachedFolder } from '../folders/folder.access.ts';
import type { FolderRow } from '../folders/folder.queries.ts';
import { findMembers } from '../members/member.queries.ts';
import { canDecideApproval, canSetApprovalWorkflow } from '../policy.ts';
import { isProjectRole, roleOf } from '../roles.ts';
import { approvalWorkflowCommands } from './approval-workflow.binding.ts';
import { findDecisions, findVersionOrder, nearestWorkflow } from './approvals.queries.ts';
import { toReview } from './to-review.ts';
import { decisionsByVersion, historyUpTo, rulesOf } from './version-standing.ts';

type Ctx = MercuriusContext;

/** A stage as GraphQL reads it: with its workflow's project, for its reviewers. */
interface StageParent extends ApprovalStageEntry {
  projectId: string;
}

const stagesOf = (workflow: ApprovalWorkflowRow): StageParent[] =>
  workflow.stages.map((stage) => ({ ...stage, projectId: workflow.projectId }));

const pathIdsOf = (path: readonly { id: string }[]) => path.map((node) => node.id);

/** The workflow that governs the folder, where the viewer sees the folder. */
async function approvalWorkflow(folder: FolderRow, _args: unknown, ctx: Ctx) {
  const reached = await reachedFolder(ctx, folder.id);
  return reached ? nearestWorkflow(ctx.services.db, pathIdsOf(reached.path)) : null;
}

async function canSetApprovalWorkflowOn(folder: FolderRow, _args: unknown, ctx: Ctx) {
  const reached = await reachedFolder(ctx, folder.id);
  return reached !== null && canSetApprovalWorkflow(ctx.viewer, reached.access, reached.path);
}

/** The members and manager of the folder's project, to those who may set its workflow. */
async function approvalReviewerChoices(folder: FolderRow, _args: unknown, ctx: Ctx) {
  const reached = await reachedFolder(ctx, folder.id);
  if (!reached || !canSetApprovalWorkflow(ctx.viewer, reached.access, reached.path)) return [];
  const members = await findMembers(ctx.services.db, folder.projectId);
  const users = await Promise.all(members.map((member) => ctx.loaders.user.load(member.userId)));
  return users.filter((user) => user != null).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Where a version stands in the workflow that governs its asset, with what the policy needs to
 * let the viewer decide; null without a workflow, out of the viewer's reach, or for a share
 * link's visitor (a production's internal review is not the client's to read).
 */
async function standingOfVersion(ctx: RequestContext, version: VersionRow) {
  if (ctx.visitor) return null;
  const reached = await reachedAsset(ctx, version.assetId);
  if (!reached) return null;
  const { db } = ctx.services;
  const workflow = await nearestWorkflow(db, pathIdsOf(reached.path));
  if (!workflow) return null;
  const [members, versions, decisions] = await Promise.all([
    findMembers(db, reached.asset.projectId),
    findVersionOrder(db, [reached.asset.id]),
    findDecisions(db, [reached.asset.id]),
  ]);
  const rules = rulesOf(workflow.stages, members);
  const versionIds = versions.map((row) => row.id);
  const history = historyUpTo(versionIds, version.id, decisionsByVersion(decisions));
  const standing = standingOf(rules, history);
  return { reached, workflow, rules, versionIds, decisions, standing };
}

type Standing = NonNullable<Awaited<ReturnType<typeof standingOfVersion>>>;

/** The reviewers of the current stage, when the viewer is one of them and it is the newest. */
function viewerMayDecide(ctx: RequestContext, found: Standing, versionId: string) {
  const { reached, rules, standing } = found;
  const current = rules.find((rule) => rule.id === standing.currentStageId);
  return (
    current !== undefined &&
    reached.asset.newestVersionId === versionId &&
    canDecideApproval(
      ctx.viewer,
      reached.access,
      reached.path,
      reached.asset.id,
      current.reviewerIds,
    )
  );
}

async function approval(version: VersionRow, _args: unknown, ctx: Ctx) {
  const found = await standingOfVersion(ctx, version);
  if (!found) return null;
  const { workflow, rules, decisions, standing } = found;
  const stages = stagesOf(workflow);
  const own = decisions.filter((row) => row.versionId === version.id);
  return {
    workflow,
    currentStage: stages.find((stage) => stage.id === standing.currentStageId) ?? null,
    canDecide: viewerMayDecide(ctx, found, version.id),
    yourDecision:
      own
        .filter(
          (row) => row.stageId === standing.currentStageId && row.reviewerId === ctx.viewer?.userId,
        )
        .at(-1)
        ?.decision.toUpperCase() ?? null,
    stages: standing.stages.map((stageStanding: StageStanding, index) => {
      const latest = new Map(
        own
          .filter((row) => row.stageId === stageStanding.stageId)
          .map((row) => [row.reviewerId, row]),
      );
      return {
        stage: stages[index],
        state: stageStanding.state.toUpperCase(),
        carried: stageStanding.carried,
        decisions: [...latest.values()].sort((a, b) => Number(a.position) - Number(b.position)),
        reviewerIds: rules[index]?.reviewerIds ?? [],
      };
    }),
  };
}

/** The stages as the decider takes them: ids kept where given (of this folder's own workflow). */
async function stagesFromInput(
  ctx: RequestContext,
  input: MutationSetApprovalWorkflowArgs['input'],
  folderId: string,
  projectId: string,
): Promise<ApprovalStage[]> {
  const own = await nearestWorkflow(ctx.services.db, [folderId]);
  const ownIds = new Set(own?.stages.map((stage) => stage.id));
  const memberIds = new Set(
    (await findMembers(ctx.services.db, projectId)).map((member) => member.userId),
  );
  const viewer = signedIn(ctx);
  return input.stages.map((stage: ApprovalStageInput, index): ApprovalStage => {
    const refuse = (field: string, rule: string) =>
      appError('VALIDATION_FAILED', { field: `stages.${index}.${field}`, rule });
    if (stage.id != null && !ownIds.has(stage.id)) throw refuse('id', 'unknown');
    const userIds = (stage.reviewerIds ?? []).map(
      (id) => fromGlobalId(id, { type: 'User', field: `stages.${index}.reviewerIds` }).id,
    );
    if (userIds.some((id) => !memberIds.has(id))) throw refuse('reviewerIds', 'member');
    const roles = (stage.reviewerRoleIds ?? []).map((role) => {
      if (!isProjectRole(role)) throw refuse('reviewerRoleIds', 'oneOf');
      return role;
    });
    const key = input.clientMutationId ? `${input.clientMutationId}:${index}` : null;
    return {
      id: stage.id ?? newId(`approval_stage:${folderId}`, viewer.userId, key),
      name: stage.name,
      userIds,
      roles,
      rule: stage.rule === 'ALL' ? 'all' : 'any',
      everyVersion: stage.everyVersion ?? false,
      dueAt: stage.dueAt == null ? null : new Date(stage.dueAt).toISOString(),
    };
  });
}

/** The folder whose workflow is set or removed, where the viewer may do so. */
async function folderToSet(ctx: RequestContext, globalId: string) {
  signedIn(ctx);
  const { id } = fromGlobalId(globalId, { type: 'Folder', field: 'folderId' });
  const reached = found(await reachedFolder(ctx, id), 'folder', 'folderId');
  allow(canSetApprovalWorkflow(ctx.viewer, reached.access, reached.path));
  return reached;
}

async function setApprovalWorkflow(
  _root: unknown,
  { input }: MutationSetApprovalWorkflowArgs,
  ctx: Ctx,
) {
  const { folder } = await folderToSet(ctx, input.folderId);
  const stages = await stagesFromInput(ctx, input, folder.id, folder.projectId);
  const command = {
    type: 'SetApprovalWorkflow' as const,
    folderId: folder.id,
    projectId: folder.projectId,
    stages,
  };
  await decideFor(ctx, approvalWorkflowCommands, folder.id, command, input.clientMutationId);
  return { folder, clientMutationId: input.clientMutationId ?? null };
}

async function removeApprovalWorkflow(
  _root: unknown,
  { input }: MutationRemoveApprovalWorkflowArgs,
  ctx: Ctx,
) {
  const { folder } = await folderToSet(ctx, input.folderId);
  const command = { type: 'RemoveApprovalWorkflow' as const };
  await decideFor(ctx, approvalWorkflowCommands, folder.id, command, input.clientMutationId);
  return { folder, clientMutationId: input.clientMutationId ?? null };
}

async function decideApproval(_root: unknown, { input }: MutationDecideApprovalArgs, ctx: Ctx) {
  const viewer = signedIn(ctx);
  const { id: versionId } = fromGlobalId(input.versionId, { type: 'Version', field: 'versionId' });
  const version = found(await ctx.loaders.version.load(versionId), 'version', 'versionId');
  const standing = found(await standingOfVersion(ctx, version), 'version', 'versionId');
  const { reached, workflow, rules, versionIds } = standing;
  const stage = rules.find((rule) => rule.id === input.stageId);
  if (!stage) throw appError('NOT_FOUND', { field: 'stageId', entity: 'stage' });
  const path = reached.path;
  allow(canDecideApproval(viewer, reached.access, path, reached.asset.id, stage.reviewerIds));
  if (reached.asset.newestVersionId !== versionId) {
    throw appError('STATE_CONFLICT', { field: 'versionId', reason: 'not_newest' });
  }
  const command = {
    type: 'DecideApproval' as const,
    assetId: reached.asset.id,
    versionId,
    versionOf: version.assetId,
    earlierVersionIds: versionIds.slice(0, versionIds.indexOf(versionId)),
    workflow: { folderId: workflow.folderId, stages: rules },
    reviewerId: viewer.userId,
    stageId: stage.id,
    decision: input.decision.toLowerCase(),
    note: input.note ?? '',
  };
  await decideFor(ctx, assetCommands, reached.asset.id, command, input.clientMutationId);
  return {
    version: written(await ctx.loaders.version.load(versionId)),
    clientMutationId: input.clientMutationId ?? null,
  };
}

const userOf = (ctx: Ctx) => (id: string) => ctx.loaders.user.load(id);

export const approvalResolvers = {
  Query: { toReview },
  Mutation: { setApprovalWorkflow, removeApprovalWorkflow, decideApproval },
  Folder: {
    approvalWorkflow,
    canSetApprovalWorkflow: canSetApprovalWorkflowOn,
    approvalReviewerChoices,
  },
  Version: { approval },
  ApprovalWorkflow: {
    folder: async (workflow: ApprovalWorkflowRow, _: unknown, ctx: Ctx) =>
      (await reachedFolder(ctx, workflow.folderId))?.folder ?? null,
    stages: stagesOf,
  },
  ApprovalStage: {
    reviewers: async (stage: StageParent, _: unknown, ctx: Ctx) =>
      (await Promise.all(stage.userIds.map(userOf(ctx)))).filter((user) => user != null),
    reviewerRoles: (stage: StageParent) => stage.roles.filter(isProjectRole).map(roleOf),
    rule: (stage: StageParent) => stage.rule.toUpperCase(),
    dueAt: (stage: StageParent) => (stage.dueAt === null ? null : new Date(stage.dueAt)),
  },
  VersionApprovalStage: {
    reviewers: async (stage: { reviewerIds: string[] }, _: unknown, ctx: Ctx) =>
      (await Promise.all(stage.reviewerIds.map(userOf(ctx)))).filter((user) => user != null),
  },
  ApprovalDecisionRecord: {
    reviewer: (row: { reviewerId: string }, _: unknown, ctx: Ctx) =>
      ctx.loaders.user.load(row.reviewerId),
    decision: (row: { decision: string }) => row.decision.toUpperCase(),
  },
} satisfies IResolvers;
