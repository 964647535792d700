import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { appendTestAsset, appendTestVersion } from '../comments/comment.fixture.ts';
import { type AccessWorld, saveProjectUser, startAccessWorld } from '../members/member.fixture.ts';
import { firstError } from '../test-bff.fixture.ts';
import { openLink, visit } from '../visits/visit.fixture.ts';
import { remindDue } from './approval-reminders.ts';

const setWorkflow = `mutation ($input: SetApprovalWorkflowInput!) {
  setApprovalWorkflow(input: $input) { folder { approvalWorkflow { stages { id name } } } } }`;
const removeWorkflow = `mutation ($input: RemoveApprovalWorkflowInput!) {
  removeApprovalWorkflow(input: $input) { folder { approvalWorkflow { folder { name } } } } }`;
const decide = `mutation ($input: DecideApprovalInput!) {
  decideApproval(input: $input) { version { reviewStatus { status } } } }`;
const approval = `query ($id: ID!) { node(id: $id) { ... on Version {
  reviewStatus { status }
  approval {
    workflow { folder { name } }
    canDecide yourDecision currentStage { name }
    stages { stage { name } state carried reviewers { name } decisions { reviewer { name } decision note } }
  } } } }`;
const toReview = `{ toReview { stage { name } version { id } } }`;

describe('approval workflows', () => {
  let world: AccessWorld;
  let take: { assetId: string; versionIds: string[] };
  let stageIds: Record<string, string>;

  const gql = async (query: string, variables: Record<string, unknown>, token = world.admin) => {
    const answer = await world.bff.gql(token, query, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data;
  };
  const approvalOf = async (versionId: string, token: string) =>
    (await gql(approval, { id: versionId }, token))?.node;
  const toReviewOf = async (token: string) =>
    ((await gql(toReview, {}, token))?.toReview ?? []).map(
      (item: { stage: { name: string }; version: { id: string } }) =>
        `${item.stage.name}:${item.version.id === take.versionIds.at(-1) ? 'newest' : 'other'}`,
    );
  const decideAs = (token: string, stage: string, decision: string, versionIndex = -1) =>
    world.bff.gql(token, decide, {
      input: { versionId: take.versionIds.at(versionIndex), stageId: stageIds[stage], decision },
    });

  beforeAll(async () => {
    world = await startAccessWorld();
    const { users, folders, bff, projectId } = world;
    await gql(saveProjectUser, { input: { projectId, userId: users.eddie, roleId: 'editor' } });
    await gql(saveProjectUser, { input: { projectId, userId: users.vic, roleId: 'viewer' } });
    const userId = fromGlobalId(users.mia).id;
    take = await appendTestAsset(bff.services, { projectId, folderId: folders.day1, userId });
  });
  afterAll(async () => {
    await world?.bff.close();
  });

  it('lets those who edit the folder set a workflow, with members only as reviewers', async () => {
    const { tokens, users, folders } = world;
    const stages = [
      { name: 'Editorial', reviewerIds: [users.eddie], rule: 'ANY' },
      {
        name: 'Client',
        reviewerIds: [users.vic],
        reviewerRoleIds: ['editor'],
        rule: 'ALL',
        everyVersion: true,
        dueAt: '2099-12-24T12:00:00Z',
      },
    ];
    const byViewer = world.appended(() =>
      world.bff.gql(tokens.vic, setWorkflow, { input: { folderId: folders.root, stages } }),
    );
    expect(firstError((await byViewer).answer).code).toBe('FORBIDDEN');
    expect((await byViewer).appended).toBe(false);
    const outsider = [{ name: 'Editorial', reviewerIds: [users.otto], rule: 'ANY' }];
    const refused = await world.bff.gql(tokens.mia, setWorkflow, {
      input: { folderId: folders.root, stages: outsider },
    });
    expect(firstError(refused)).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'stages.0.reviewerIds', rule: 'member' },
    });
    const set = await gql(setWorkflow, { input: { folderId: folders.root, stages } }, tokens.mia);
    const saved = set?.setApprovalWorkflow.folder.approvalWorkflow.stages;
    expect(saved.map((stage: { name: string }) => stage.name)).toEqual(['Editorial', 'Client']);
    stageIds = Object.fromEntries(
      saved.map((stage: { id: string; name: string }) => [stage.name, stage.id]),
    );
  });

  it('opens the first stage to its reviewers, and lists the version for them to review', async () => {
    const { tokens } = world;
    const forEddie = await approvalOf(take.versionIds[0] ?? '', tokens.eddie);
    expect(forEddie.approval).toMatchObject({
      workflow: { folder: { name: 'Feature' } },
      canDecide: true,
      currentStage: { name: 'Editorial' },
      stages: [
        { state: 'OPEN', reviewers: [{ name: 'Eddie Editor' }] },
        { state: 'WAITING', reviewers: [{ name: 'Vic Viewer' }, { name: 'Eddie Editor' }] },
      ],
    });
    expect((await approvalOf(take.versionIds[0] ?? '', tokens.vic)).approval.canDecide).toBe(false);
    expect(await toReviewOf(tokens.eddie)).toEqual(['Editorial:newest']);
    // a share link's visitor sees the version, not the production's review of it
    const { bff, projectId } = world;
    const input = { projectId, name: 'Client', assetIds: [take.assetId] };
    const link = await openLink(bff, world.admin, input);
    const visitor = (await visit(bff, { token: link.token })).json<{ token: string }>().token;
    expect((await approvalOf(take.versionIds[0] ?? '', visitor)).approval).toBeNull();
    expect(await toReviewOf(tokens.vic)).toEqual([]);
    expect(await toReviewOf(tokens.otto)).toEqual([]);
  });

  it('refuses a decision from someone who does not review the stage, recording nothing', async () => {
    const refused = await world.appended(() => decideAs(world.tokens.vic, 'Editorial', 'APPROVE'));
    expect(firstError(refused.answer).code).toBe('FORBIDDEN');
    expect(refused.appended).toBe(false);
    const waiting = await world.appended(() => decideAs(world.tokens.vic, 'Client', 'APPROVE'));
    expect(firstError(waiting.answer)).toEqual({
      code: 'STATE_CONFLICT',
      data: { field: 'stageId', reason: 'stage_not_open' },
    });
    expect(waiting.appended).toBe(false);
  });

  it('passes the stages by their rules, the review status following to Approved', async () => {
    const { tokens } = world;
    const editorial = await decideAs(tokens.eddie, 'Editorial', 'APPROVE_WITH_CHANGES');
    expect(editorial.data?.decideApproval.version.reviewStatus.status).toBe('IN_PROGRESS');
    expect(await toReviewOf(tokens.vic)).toEqual(['Client:newest']);
    expect(await toReviewOf(tokens.eddie)).toEqual(['Client:newest']);
    const vic = await decideAs(tokens.vic, 'Client', 'APPROVE');
    expect(vic.data?.decideApproval.version.reviewStatus.status).toBe('IN_PROGRESS');
    // Vic may still change his mind while the stage waits for Eddie
    expect((await approvalOf(take.versionIds[0] ?? '', tokens.vic)).approval).toMatchObject({
      canDecide: true,
      yourDecision: 'APPROVE',
    });
    expect(await toReviewOf(tokens.vic)).toEqual([]);
    const eddie = await decideAs(tokens.eddie, 'Client', 'APPROVE');
    expect(eddie.data?.decideApproval.version.reviewStatus.status).toBe('APPROVED');
    const done = await approvalOf(take.versionIds[0] ?? '', tokens.mia);
    expect(done.approval.currentStage).toBeNull();
    expect(done.approval.stages[1].decisions).toEqual([
      { reviewer: { name: 'Vic Viewer' }, decision: 'APPROVE', note: '' },
      { reviewer: { name: 'Eddie Editor' }, decision: 'APPROVE', note: '' },
    ]);
  });

  it('on a new version keeps the stage passed for good and reopens the one for every version', async () => {
    const { tokens, users, bff, projectId, folders } = world;
    const userId = fromGlobalId(users.mia).id;
    const place = { projectId, folderId: folders.day1, userId };
    const newest = await appendTestVersion(bff.services, place, take);
    const standing = await approvalOf(newest, tokens.vic);
    expect(standing.approval.stages).toMatchObject([
      { state: 'APPROVED', carried: true },
      { state: 'OPEN', carried: false, decisions: [] },
    ]);
    expect(await toReviewOf(tokens.vic)).toEqual(['Client:newest']);
    const old = await decideAs(tokens.vic, 'Client', 'REJECT', 0);
    expect(firstError(old)).toEqual({
      code: 'STATE_CONFLICT',
      data: { field: 'versionId', reason: 'not_newest' },
    });
    const asked = await decideAs(tokens.vic, 'Client', 'REQUEST_CHANGES');
    expect(asked.data?.decideApproval.version.reviewStatus.status).toBe('CHANGES_REQUESTED');
    // the first version keeps its own standing
    expect((await approvalOf(take.versionIds[0] ?? '', tokens.mia)).reviewStatus.status).toBe(
      'APPROVED',
    );
  });

  it("lets a folder's own workflow govern its assets instead of the project's, until removed", async () => {
    const { tokens, users, folders } = world;
    // the project's manager reviews by name, having no project role
    const stages = [{ name: 'Day lead', reviewerIds: [users.mia], rule: 'ANY' }];
    await gql(setWorkflow, { input: { folderId: folders.day1, stages } }, tokens.eddie);
    const own = await approvalOf(take.versionIds.at(-1) ?? '', tokens.vic);
    expect(own.approval).toMatchObject({
      workflow: { folder: { name: 'Day 1' } },
      currentStage: { name: 'Day lead' },
      stages: [{ state: 'OPEN', reviewers: [{ name: 'Mia Manager' }] }],
    });
    expect(await toReviewOf(tokens.mia)).toEqual(['Day lead:newest']);
    const removed = await gql(removeWorkflow, { input: { folderId: folders.day1 } }, tokens.eddie);
    expect(removed?.removeApprovalWorkflow.folder.approvalWorkflow.folder.name).toBe('Feature');
    const again = await world.appended(() =>
      world.bff.gql(tokens.eddie, removeWorkflow, { input: { folderId: folders.day1 } }),
    );
    expect(again.appended).toBe(false);
  });

  it('reminds once, by mail, each reviewer who has not decided in a stage coming due', async () => {
    const { tokens, users, folders, bff, projectId } = world;
    const loaders = (await import('../index.ts')).slices.flatMap((slice) => slice.loaders ?? []);
    const userId = fromGlobalId(users.mia).id;
    await appendTestAsset(bff.services, { projectId, folderId: folders.day2, userId });
    const dueAt = new Date(Date.now() + 6 * 3_600_000).toISOString();
    const stages = [
      {
        name: 'Network',
        reviewerIds: [users.vic],
        reviewerRoleIds: ['editor'],
        rule: 'ALL',
        dueAt,
      },
    ];
    await gql(setWorkflow, { input: { folderId: folders.day2, stages } }, tokens.mia);
    const before = (await bff.mails()).length;
    // a day ahead of the due date (the default lead), nothing goes yet
    expect(await remindDue(bff.services, loaders, new Date(Date.now() - 24 * 3_600_000))).toBe(0);
    expect(await remindDue(bff.services, loaders)).toBe(2);
    const mails = (await bff.mails()).slice(before);
    expect(mails.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      ['eddie@rushes.test', 'A001.mov waits for your decision (Network)'],
      ['vic@rushes.test', 'A001.mov waits for your decision (Network)'],
    ]);
    expect(mails[0]?.text).toContain('/projects/');
    // once: a second look, here or on another BFF, sends nothing more
    expect(await remindDue(bff.services, loaders)).toBe(0);
  });
});
