import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { fromGlobalId, toGlobalId } from '../graphql/global-id.ts';
import { makeApiToken } from '../slices/api-tokens/api-token.fixture.ts';
import { appendJobEvents, jobEvents } from '../slices/jobs/transcoder.fixture.ts';
import {
  createFolder,
  saveFolderUser,
  saveProjectUser,
  saveWorkspaceUser,
  startAccessWorld,
} from '../slices/members/member.fixture.ts';
import type { GraphQLAnswer } from '../slices/test-bff.fixture.ts';
import { startUpload, uploadFile } from '../slices/uploads/upload.fixture.ts';
import { openLink, visit } from '../slices/visits/visit.fixture.ts';

/**
 * Everyone the matrix asks, from nobody to the superuser, then share-link visitors: of a link on
 * Day 1 of "Feature" (downloads and comments allowed), of a link in "Other" (the same), and of a
 * link that expired after they came in; a machine, through an API token of "Features" with every
 * scope; last the bearers of transfer tokens: the superuser's to upload `grantedFile` into Day 1,
 * and the Day 1 visitor's to download Day 1.
 */
export const actors = [
  'anonymous',
  'viewer',
  'editor',
  'supervisor',
  'manager',
  'otherAdmin',
  'workspaceAdmin',
  'superuser',
  'visitor',
  'otherVisitor',
  'expiredVisitor',
  'machine',
  'uploadGrant',
  'downloadGrant',
] as const;
export type Actor = (typeof actors)[number];

/** The file the matrix's upload grant names, which the upload calls' rows upload. */
export const grantedFile = { name: 'granted.mp4', size: 9 };

const uploadToken = `mutation ($input: AsperaUploadTokenInput!) {
  asperaUploadToken(input: $input) { transferToken { token } } }`;
const downloadToken = `mutation ($input: AsperaDownloadTokenInput!) {
  asperaDownloadToken(input: $input) { transferToken { token } } }`;

/** `in`: the project "Feature" of the workspace "Features"; `out`: "Other" of "Elsewhere". */
export type Place = 'in' | 'out';

const createWorkspace = `mutation ($input: CreateWorkspaceInput!) {
  createWorkspace(input: $input) { workspace { id } } }`;
const createProject = `mutation ($input: CreateProjectInput!) {
  createProject(input: $input) { project { id rootFolder { id } } } }`;
const addComment = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { comment { id } } }`;
const createWebhook = `mutation ($input: CreateWebhookInput!) {
  createWebhook(input: $input) { webhook { id } } }`;
const disableWebhook = `mutation ($input: DisableWebhookInput!) {
  disableWebhook(input: $input) { webhook { id } } }`;
const defineCustomField = `mutation ($input: DefineCustomFieldInput!) {
  defineCustomField(input: $input) { customField { id } } }`;
const customFieldsOf = `query ($id: ID!) {
  node(id: $id) { ... on Workspace { customFields { id } } } }`;
const markRound = `mutation ($input: MarkReviewRoundInput!) {
  markReviewRound(input: $input) { round { id } } }`;
const startSession = `mutation ($input: StartReviewSessionInput!) {
  startReviewSession(input: $input) { session { id } } }`;
const setWorkflow = `mutation ($input: SetApprovalWorkflowInput!) {
  setApprovalWorkflow(input: $input) { folder { approvalWorkflow { stages { id } } } } }`;
const cancelJob = `mutation ($input: CancelJobInput!) { cancelJob(input: $input) { job { id } } }`;

/**
 * The matrix's world: in "Features", Vic is a Viewer with an entry on Day 1, Eddie an Editor,
 * Sue a Supervisor, Mia the manager of "Feature" and Wanda the workspace's Admin; Otto is Admin
 * of "Elsewhere" only. Each place has a folder, an asset uploaded there (its job waits, as no
 * transcoder runs), a clip transcoded there and a comment of the superuser's; each project moved bytes on a day of
 * 2026, so a transfers report that answers empty was refused, not merely quiet.
 */
export async function startMatrixWorld() {
  const world = await startAccessWorld();
  const { bff, admin, users, folders } = world;
  const gql = (query: string, variables: Record<string, unknown>) =>
    bff.gql(admin, query, variables);
  const sue = await bff.addUser('Sue Supervisor', 'sue@rushes.test');
  const sueToken = await bff.tokenFor(sue);
  const sueId = (await bff.gql(sueToken, '{ currentUser { id } }')).data?.currentUser.id;
  for (const [userId, roleId] of [
    [users.eddie, 'editor'],
    [sueId, 'supervisor'],
    [users.vic, 'viewer'],
  ]) {
    await gql(saveProjectUser, { input: { projectId: world.projectId, userId, roleId } });
  }
  await gql(saveFolderUser, {
    input: { folderId: folders.day1, userId: users.vic, allowedTo: {} },
  });
  const elsewhere = (await gql(createWorkspace, { input: { name: 'Elsewhere' } })).data
    ?.createWorkspace.workspace.id;
  const superuserId = (await gql('{ currentUser { id } }', {})).data?.currentUser.id;
  const other = (
    await gql(createProject, {
      input: { workspaceId: elsewhere, name: 'Other', managerId: superuserId },
    })
  ).data?.createProject.project;
  await gql(saveWorkspaceUser, {
    input: { workspaceId: elsewhere, userId: users.otto, isAdmin: true },
  });
  const otherFolder = (
    await gql(createFolder, { input: { parentId: other.rootFolder.id, name: 'Day 1' } })
  ).data?.createFolder.folder.id;

  // What services/transfer-stats would have written for each project.
  for (const projectId of [world.projectId, other.id]) {
    await bff.services.db
      .insertInto('transferDay')
      .values({
        projectId: fromGlobalId(projectId).id,
        day: '2026-06-01',
        bytesUp: 1000,
        bytesDown: 0,
        count: 1,
      })
      .execute();
  }

  /** A visitor's token for a link on `folderId` allowing downloads and comments, by the superuser. */
  const visitorOf = async (projectId: string, folderId: string) => {
    const input = { projectId, name: fresh(), folderIds: [folderId] };
    const link = await openLink(bff, admin, input, { canDownload: true, allowComments: true });
    return { link, token: (await visit(bff, { token: link.token })).json().token as string };
  };
  const visitor = await visitorOf(world.projectId, folders.day1);
  const otherVisitor = await visitorOf(other.id, otherFolder);
  const expiredVisitor = await visitorOf(world.projectId, folders.day1);
  await bff.services.db
    .updateTable('shareLink')
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where('token', '=', expiredVisitor.link.token)
    .execute();

  const tokens: Record<Actor, string | null> = {
    anonymous: null,
    viewer: world.tokens.vic,
    editor: world.tokens.eddie,
    supervisor: sueToken,
    manager: world.tokens.mia,
    otherAdmin: world.tokens.otto,
    workspaceAdmin: world.tokens.wanda,
    superuser: admin,
    visitor: visitor.token,
    otherVisitor: otherVisitor.token,
    expiredVisitor: expiredVisitor.token,
    machine: (await makeApiToken(bff, world.tokens.wanda, { workspaceId: world.workspaceId }))
      .secret,
    uploadGrant: (
      await gql(uploadToken, { input: { folderId: folders.day1, files: [grantedFile] } })
    ).data?.asperaUploadToken.transferToken.token,
    downloadGrant: null,
  };

  /** An upload of the superuser's of the granted file, started in the place's folder. */
  const openUpload = (place: Place) =>
    startUpload(bff, admin, {
      folderId: folderOf(place),
      filename: grantedFile.name,
      size: grantedFile.size,
    });
  /** An asset of the superuser's in the place's folder, with its version and waiting job. */
  const asset = async (place: Place) => {
    const bytes = randomBytes(9);
    const done = await uploadFile(bff, admin, folderOf(place), {
      filename: `${fresh()}.mp4`,
      bytes,
    });
    return { assetId: done.asset.id, versionId: done.version.id, jobId: done.job.id };
  };
  const folderOf = (place: Place): string => (place === 'in' ? folders.day1 : otherFolder);
  const assets = { in: await asset('in'), out: await asset('out') };
  // once Day 1 holds a file: a download grant names some
  tokens.downloadGrant = (
    await bff.gql(visitor.token, downloadToken, {
      input: { projectId: world.projectId, folderIds: [folders.day1] },
    })
  ).data?.asperaDownloadToken.transferToken.token;
  expect([tokens.uploadGrant, tokens.downloadGrant]).toEqual([
    expect.stringMatching(/^rtt_/),
    expect.stringMatching(/^rtt_/),
  ]);
  /** A clip of the place's folder as the transcoder leaves it: ready to play, with a poster. */
  const transcoded = async (place: Place) => {
    const { versionId, jobId } = await asset(place);
    const [version, job] = [fromGlobalId(versionId).id, fromGlobalId(jobId).id];
    await appendJobEvents(bff.services, job, [
      jobEvents.started(job, version),
      jobEvents.levelPublished(job, version, `matrix/${version}/`),
      jobEvents.completed(job, version, `matrix/${version}/`),
    ]);
  };
  await transcoded('in');
  await transcoded('out');
  /** A new version of the place's asset, uploaded by the superuser; its id. */
  const newVersion = async (place: Place): Promise<string> =>
    (
      await uploadFile(bff, admin, folderOf(place), {
        filename: `${fresh()}.mp4`,
        bytes: randomBytes(9),
        assetId: assets[place].assetId,
      })
    ).version.id;
  const comment = async (place: Place): Promise<string> =>
    (await gql(addComment, { input: { versionId: assets[place].versionId, text: 'Take 2' } })).data
      ?.addComment.comment.id;

  /**
   * A webhook of the place's workspace, made by the superuser (disabled when asked); it takes
   * only events no call of the matrix makes, so nothing is delivered.
   */
  const webhook = async (place: Place, options: { disabled?: boolean } = {}): Promise<string> => {
    const workspaceId = place === 'in' ? world.workspaceId : elsewhere;
    const url = 'https://hooks.example.com/matrix';
    const input = { workspaceId, url, eventTypes: ['io.rushes.user.deleted'] };
    const id: string = (await gql(createWebhook, { input })).data?.createWebhook.webhook.id;
    if (options.disabled) await gql(disableWebhook, { input: { id } });
    return id;
  };

  /** A fresh review session on the place's asset, started (and presented) by the superuser. */
  const session = async (place: Place): Promise<string> => {
    const input = { assetIds: [assets[place].assetId] };
    return (await gql(startSession, { input })).data?.startReviewSession.session.id;
  };

  /**
   * A folder of the place's under a workflow set by the superuser: one stage that the project's
   * manager and its members of every role review (in "Other", its manager, the superuser).
   */
  const approvalFolderOf = async (place: Place) => {
    const input = { parentId: folderOf(place), name: fresh() };
    const folderId: string = (await gql(createFolder, { input })).data?.createFolder.folder.id;
    const manager = place === 'in' ? users.mia : superuserId;
    const stage = {
      name: 'Review',
      reviewerIds: [manager],
      reviewerRoleIds: ['viewer', 'editor', 'supervisor'],
      rule: 'ANY',
    };
    const set = await gql(setWorkflow, { input: { folderId, stages: [stage] } });
    const stageId: string = set.data?.setApprovalWorkflow.folder.approvalWorkflow.stages[0].id;
    return { folderId, stageId };
  };
  const approvalFolders = { in: await approvalFolderOf('in'), out: await approvalFolderOf('out') };

  return {
    bff,
    tokens,
    users,
    superuserId: superuserId as string,
    approvalFolderOf,
    /** A fresh version of the superuser's in the place's workflow folder, and the stage open. */
    awaitingApproval: async (place: Place) => {
      const { folderId, stageId } = approvalFolders[place];
      const filename = `${fresh()}.mp4`;
      const done = await uploadFile(bff, admin, folderId, { filename, bytes: randomBytes(9) });
      return { versionId: done.version.id as string, stageId };
    },
    /** Someone nobody has given anything, for the calls that assign people. */
    newcomer: async () => {
      const name = fresh();
      const viewer = await bff.addUser(name, `${name}@rushes.test`);
      return (await bff.gql(await bff.tokenFor(viewer), '{ currentUser { id } }')).data?.currentUser
        .id as string;
    },
    workspaceOf: (place: Place): string => (place === 'in' ? world.workspaceId : elsewhere),
    projectOf: (place: Place): string => (place === 'in' ? world.projectId : other.id),
    folderOf,
    assets,
    comments: { in: await comment('in'), out: await comment('out') },
    session,
    /** A review session of each place's, for the subscription. */
    sessions: { in: await session('in'), out: await session('out') },
    /** A fresh comment of the superuser's, for the calls that change one. */
    comment,
    newVersion,
    openUpload,
    asset,
    /** A fresh review round of the place's folder, marked by the superuser. */
    round: async (place: Place) => {
      const input = { folderId: folderOf(place), name: fresh() };
      const marked = await bff.gql(admin, markRound, { input });
      return marked.data?.markReviewRound.round.id as string;
    },
    /** An API token of the place's workspace, made by the superuser, for a revocation. */
    apiToken: async (place: Place) =>
      (
        await makeApiToken(bff, admin, {
          workspaceId: place === 'in' ? world.workspaceId : elsewhere,
        })
      ).id,
    webhook,
    /** A TEXT custom field of the place's workspace, made by the superuser. */
    customField: async (place: Place): Promise<string> => {
      const workspaceId = place === 'in' ? world.workspaceId : elsewhere;
      const input = { workspaceId, name: fresh(), type: 'TEXT' };
      return (await gql(defineCustomField, { input })).data?.defineCustomField.customField.id;
    },
    /** The place's workspace's custom fields, last first: a new order of them all. */
    customFieldsReversed: async (place: Place): Promise<string[]> => {
      const id = place === 'in' ? world.workspaceId : elsewhere;
      const fields: { id: string }[] = (await gql(customFieldsOf, { id })).data?.node.customFields;
      return fields.map((field) => field.id).reverse();
    },
    /** A delivery of a fresh webhook of the place's workspace, as the log keeps one. */
    webhookDelivery: async (place: Place) => {
      // Disabled: a redelivery waits, and nothing is sent out of the test.
      const webhookId = fromGlobalId(await webhook(place, { disabled: true })).id;
      const id = randomUUID();
      const at = new Date();
      await bff.services.db
        .insertInto('webhookDelivery')
        .values({
          id,
          webhookId,
          messageId: `msg_${id}`,
          eventId: '1-0',
          eventType: 'io.rushes.user.deleted.v1',
          subject: 'users/matrix',
          eventAt: at,
          body: '{}',
          cause: 'event',
          status: 'succeeded',
          nextAttemptAt: at,
          createdAt: at,
        })
        .execute();
      return toGlobalId('WebhookDelivery', id);
    },
    /** A job the superuser cancelled, for a retry. */
    cancelledJob: async (place: Place) => {
      const { jobId } = await asset(place);
      await gql(cancelJob, { input: { jobId } });
      return jobId;
    },
    admin: (query: string, variables: Record<string, unknown>): Promise<GraphQLAnswer> =>
      gql(query, variables),
    headSeq: () => bff.services.store.headSeq(),
    /**
     * Whether anything but Rushes' background work (the delivery worker's records, written when
     * a project's changes settle, whoever called last) was appended after `seq`.
     */
    appendedSince: async (seq: number) => {
      const { store } = bff.services;
      const head = await store.headSeq();
      if (head === seq) return false;
      let commits: Awaited<ReturnType<typeof store.readAll>> = [];
      await expect
        .poll(async () => {
          commits = await store.readAll(seq, 1_000);
          return commits.at(-1)?.seq ?? seq;
        })
        .toBeGreaterThanOrEqual(head);
      return commits.some((commit) => !byRushesInTime(commit));
    },
  };
}

export type MatrixWorld = Awaited<ReturnType<typeof startMatrixWorld>>;

/**
 * Streams Rushes appends to on its own schedule: deliveries in the background, and access records,
 * written by the first read of each hour's window whichever call makes it — a row refusing one
 * field of a project it may otherwise read records that read when the run crosses the hour.
 */
const backgroundStreams = ['folder_delivery.', 'access.'];

/**
 * Rushes' work on its own schedule: the streams above, and review sessions whose pages stopped
 * following (the matrix's sessions are never followed), which Rushes leaves in time.
 */
const byRushesInTime = (commit: { stream: string; meta: { actor: { kind: string } } }) =>
  backgroundStreams.some((stream) => commit.stream.startsWith(stream)) ||
  (commit.stream.startsWith('review_session.') && commit.meta.actor.kind === 'system');

let counter = 0;
/** A name no other call of this run used. */
export const fresh = () => `m${process.pid}-${++counter}`;
