import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stagedUploadName } from '@rushes/rules';
import { fromGlobalId, toGlobalId } from '../graphql/global-id.ts';
import { secondFactorsOf } from '../slices/factors/second-factors.ts';
import { totpCode } from '../slices/factors/totp.ts';
import { uploadMetadataFile } from '../slices/metadata-import/metadata-upload.fixture.ts';
import { putParts } from '../slices/uploads/upload.fixture.ts';
import type { MatrixWorld, Place } from './matrix-world.fixture.ts';
import { fresh, grantedFile } from './matrix-world.fixture.ts';

/** A GraphQL call as the matrix makes it: its document and, per place, its variables. */
export interface GraphQLCall {
  kind: 'query' | 'mutation' | 'subscription';
  document: string;
  variables(world: MatrixWorld, place: Place): Promise<Record<string, unknown>>;
  /**
   * Whether an answer without errors gave what was asked; by default, every field is not null.
   * A call that answers the refused with an empty result says what a granted one holds, from the
   * answer and the variables it was made with.
   */
  // biome-ignore lint/suspicious/noExplicitAny: answers are walked freely; the outcome is checked
  granted?(data: Record<string, any>, variables: Record<string, unknown>): boolean;
}

const byId = (field: string, type: string, id: (w: MatrixWorld, p: Place) => string) => ({
  kind: 'query' as const,
  document: `query ($id: ID!) { ${field}(id: $id) { ... on ${type} { id } } }`,
  variables: async (w: MatrixWorld, p: Place) => ({ id: id(w, p) }),
});
const plain = (document: string): GraphQLCall => ({
  kind: 'query',
  document,
  variables: async () => ({}),
});
const mutation = (
  field: string,
  input: (w: MatrixWorld, p: Place) => Promise<Record<string, unknown>>,
): GraphQLCall => ({
  kind: 'mutation',
  document: `mutation ($input: ${field[0]?.toUpperCase()}${field.slice(1)}Input!) {
    ${field}(input: $input) { clientMutationId } }`,
  variables: async (w, p) => ({ input: await input(w, p) }),
});
const subscription = (
  field: string,
  argument: string,
  id: (w: MatrixWorld, p: Place) => string,
) => ({
  kind: 'subscription' as const,
  document: `subscription ($id: ID!) { ${field}(${argument}: $id) { __typename } }`,
  variables: async (w: MatrixWorld, p: Place) => ({ id: id(w, p) }),
});

/** A metadata file of one clip. */
const matrixAle = Buffer.from(
  'Heading\nFIELD_DELIM\tTABS\nVIDEO_FORMAT\t1080\nFPS\t25\n\nColumn\nName\tTracks\tStart\tEnd\tScene\tTake\n\nData\nA001C001\tV\t01:00:00:00\t01:00:10:00\t12A\t2\n',
);

const origin = { actor: { kind: 'system' as const }, correlationId: 'matrix' };

/**
 * A new inactive factor of Vic (in reach) or Otto (out of it), their unactivated ones removed
 * first so the actors' calls never reach the limit of ten.
 */
async function newFactorOf(w: MatrixWorld, p: Place, type: 'app' | 'sms') {
  const owner = fromGlobalId(p === 'in' ? w.users.vic : w.users.otto).id;
  const factors = secondFactorsOf(w.bff.services);
  const rows = await w.bff.services.db
    .selectFrom('authFactor')
    .select('id')
    .where('userId', '=', owner)
    .where('isActive', '=', false)
    .execute();
  for (const row of rows) await factors.remove(owner, row.id, origin);
  const phone = type === 'sms' ? '+447700900123' : null;
  const { factorId, secret } = await factors.add(owner, { type, phone }, origin);
  return { id: toGlobalId('AuthFactor', factorId), secret };
}

/** An active factor of the user, made once. */
async function activeFactorOf(w: MatrixWorld, globalId: string) {
  const owner = fromGlobalId(globalId).id;
  const factors = secondFactorsOf(w.bff.services);
  if (await factors.hasActive(owner)) return;
  const { factorId, secret } = await factors.add(owner, { type: 'app', phone: null }, origin);
  const code = totpCode(secret ?? '', new Date());
  await factors.activate(owner, factorId, code, {
    ...origin,
    clientIp: '127.0.0.1',
    userAgent: null,
  });
}

/**
 * The operation a row calls: its name, before what tells a variant row from the operation's own
 * (`removeWorkspaceUser(keepInProjects: false)` with another argument, `folder randomAsset` asking
 * a field of its answer that the policy guards on its own).
 */
export const operationOf = (row: string): string => row.split(/[ (]/)[0] ?? row;

/** Every operation of the schema; the matrix test fails on one missing here. */
export const graphqlCalls: Record<string, GraphQLCall> = {
  node: byId('node', 'Folder', (w, p) => w.folderOf(p)),
  asset: byId('asset', 'Asset', (w, p) => w.assets[p].assetId),
  folder: byId('folder', 'Folder', (w, p) => w.folderOf(p)),
  'folder randomAsset': {
    kind: 'query',
    document: 'query ($id: ID!) { folder(id: $id) { randomAsset { id } } }',
    variables: async (w, p) => ({ id: w.folderOf(p) }),
    granted: (data) => data.folder?.randomAsset != null,
  },
  job: byId('job', 'Job', (w, p) => w.assets[p].jobId),
  project: byId('project', 'Project', (w, p) => w.projectOf(p)),
  jobs: plain('{ jobs { id } }'),
  projectRoles: plain('{ projectRoles { id } }'),
  projects: plain('{ projects { edges { node { id } } } }'),
  currentUser: plain('{ currentUser { id } }'),
  storageConfig: plain('{ storageConfig { storages { name prefix } transferServers { name } } }'),
  sharedLink: plain('{ sharedLink { id } }'),
  people: plain('{ people(query: "Vic") { id } }'),
  // Both places have a "Day 1": granted when the place's is found.
  search: {
    kind: 'query',
    document: `query ($text: String!) {
      search(text: $text) { hits(first: 100) { edges { node { object { ... on Folder { id } } } } } } }`,
    // `folderId` is not the operation's: the check reads it
    variables: async (w, p) => ({ text: 'Day 1', folderId: w.folderOf(p) }),
    granted: (data, variables) =>
      data.search.hits.edges.some(
        (edge: { node: { object: { id?: string } } }) => edge.node.object.id === variables.folderId,
      ),
  },
  users: plain('{ users { edges { node { id } } } }'),
  workspaces: plain('{ workspaces { id } }'),
  projectUsers: {
    kind: 'query',
    document: 'query ($id: ID!) { projectUsers(projectId: $id) { userName } }',
    variables: async (w, p) => ({ id: w.projectOf(p) }),
  },
  folderUsers: {
    kind: 'query',
    document: 'query ($id: ID!) { folderUsers(folderId: $id) { userName } }',
    variables: async (w, p) => ({ id: w.folderOf(p) }),
  },
  workspaceUsers: {
    kind: 'query',
    document: 'query ($id: ID!) { workspaceUsers(workspaceId: $id) { userName } }',
    variables: async (w, p) => ({ id: w.workspaceOf(p) }),
  },
  transfers: {
    kind: 'query',
    document: `query ($id: ID!) {
      transfers(projectId: $id, dateFrom: "2026-01-01", dateTo: "2026-12-31") {
        bytesTotal bytesPerDay { day bytesUp } } }`,
    variables: async (w, p) => ({ id: w.projectOf(p) }),
    granted: (data) => data.transfers.bytesTotal > 0 && data.transfers.bytesPerDay.length > 0,
  },
  startUpload: mutation('startUpload', async (w, p) => ({
    folderId: w.folderOf(p),
    filename: grantedFile.name,
    size: grantedFile.size,
    contentType: 'video/mp4',
  })),
  finalizeUpload: mutation('finalizeUpload', async (w, p) => {
    const upload = await w.openUpload(p);
    return { uploadId: upload.id, parts: await putParts(w.bff, upload, Buffer.alloc(9, 1)) };
  }),
  // The upload's file as Rushes Transfer's server left it whole beside the local disk.
  takeStagedUpload: mutation('takeStagedUpload', async (w, p) => {
    const upload = await w.openUpload(p);
    const bytes = Buffer.alloc(grantedFile.size, 1);
    const folder = w.bff.services.config.transferStagingDir ?? '';
    await writeFile(join(folder, stagedUploadName(upload.id)), bytes);
    const md5 = createHash('md5').update(bytes).digest('hex');
    return { uploadId: upload.id, parts: [{ partNumber: 1, md5 }] };
  }),
  finalizeUploadV2: {
    kind: 'mutation',
    document: `mutation ($input: FinalizeUploadInput!) {
      finalizeUploadV2(input: $input) { clientMutationId } }`,
    variables: async (w, p) => {
      // what an earlier granted call finalises behind its answer lands before this call is weighed
      await finalisedBehind(w);
      const upload = await w.openUpload(p);
      finalizingV2.push(upload.id);
      return {
        input: { uploadId: upload.id, parts: await putParts(w.bff, upload, Buffer.alloc(9, 1)) },
      };
    },
  },
  uploadFinalization: {
    kind: 'query',
    document: 'query ($id: ID!) { uploadFinalization(uploadId: $id) { status } }',
    variables: async (w, p) => ({ id: (await w.openUpload(p)).id }),
  },
  cancelUpload: mutation('cancelUpload', async (w, p) => ({
    uploadId: (await w.openUpload(p)).id,
  })),
  startMetadataUpload: mutation('startMetadataUpload', async (w, p) => ({
    folderId: w.folderOf(p),
    filename: `${fresh()}.ale`,
    size: matrixAle.length,
  })),
  // The superuser's metadata file, uploaded into the place's folder.
  importMetadata: mutation('importMetadata', async (w, p) =>
    uploadMetadataFile(w.bff, w.bff.adminToken, w.folderOf(p), {
      filename: `${fresh()}.ale`,
      bytes: matrixAle,
    }),
  ),
  addComment: mutation('addComment', async (w, p) => ({
    versionId: w.assets[p].versionId,
    text: 'Looks good',
  })),
  importMarkers: mutation('importMarkers', async (w, p) => ({
    versionId: w.assets[p].versionId,
    content: `Dana Editor\t00:00:00:00\tV1\tred\t${fresh()}\t1\n`,
  })),
  // onto a new version of the place's asset, whose first version has a comment
  carryComments: mutation('carryComments', async (w, p) => ({
    fromVersionId: w.assets[p].versionId,
    toVersionId: await w.newVersion(p),
  })),
  updateComment: mutation('updateComment', async (w, p) => ({
    id: await w.comment(p),
    text: 'Softer',
  })),
  recordPlay: mutation('recordPlay', async (w, p) => ({ versionId: w.assets[p].versionId })),
  asperaUploadToken: mutation('asperaUploadToken', async (w, p) => ({
    folderId: w.folderOf(p),
    files: [grantedFile],
  })),
  asperaDownloadToken: mutation('asperaDownloadToken', async (w, p) => ({
    projectId: w.projectOf(p),
    folderIds: [w.folderOf(p)],
  })),
  transferFiles: plain('{ transferFiles { path etag } }'),
  requestDownload: mutation('requestDownload', async (w, p) => ({
    projectId: w.projectOf(p),
    folderIds: [w.folderOf(p)],
  })),
  requestCommentsExport: mutation('requestCommentsExport', async (w, p) => ({
    versionId: w.assets[p].versionId,
    format: 'CSV',
    timeZone: 'Europe/Paris',
  })),
  requestCustodyExport: mutation('requestCustodyExport', async (w, p) => ({
    projectId: w.projectOf(p),
    format: 'CSV',
  })),
  removeComment: mutation('removeComment', async (w, p) => ({ id: await w.comment(p) })),
  createFolder: mutation('createFolder', async (w, p) => ({
    parentId: w.folderOf(p),
    name: fresh(),
  })),
  'createFolder path': mutation('createFolder', async (w, p) => ({
    parentId: w.folderOf(p),
    path: [fresh(), fresh()],
    recursive: true,
  })),
  renameFolder: mutation('renameFolder', async (w, p) => ({
    id: await freshFolder(w, p),
    name: fresh(),
  })),
  markReviewRound: mutation('markReviewRound', async (w, p) => ({
    folderId: w.folderOf(p),
    name: fresh(),
  })),
  removeReviewRound: mutation('removeReviewRound', async (w, p) => ({ id: await w.round(p) })),
  setApprovalWorkflow: mutation('setApprovalWorkflow', async (w, p) => ({
    folderId: await freshFolder(w, p),
    stages: [{ name: fresh(), reviewerRoleIds: ['editor'], rule: 'ANY' }],
  })),
  removeApprovalWorkflow: mutation('removeApprovalWorkflow', async (w, p) => ({
    folderId: (await w.approvalFolderOf(p)).folderId,
  })),
  decideApproval: mutation('decideApproval', async (w, p) => ({
    ...(await w.awaitingApproval(p)),
    decision: 'APPROVE',
  })),
  toReview: plain('{ toReview { version { id } } }'),
  inbox: plain('{ inbox { unreadCount } }'),
  markInboxItemsRead: mutation('markInboxItemsRead', async () => ({ itemIds: [] })),
  markInboxRead: mutation('markInboxRead', async () => ({})),
  startReviewSession: mutation('startReviewSession', async (w, p) => ({
    assetIds: [w.assets[p].assetId],
  })),
  joinReviewSession: mutation('joinReviewSession', async (w, p) => ({
    sessionId: await w.session(p),
  })),
  leaveReviewSession: mutation('leaveReviewSession', async (w, p) => ({
    sessionId: await w.session(p),
  })),
  showInReviewSession: mutation('showInReviewSession', async (w, p) => ({
    sessionId: await w.session(p),
    assetId: w.assets[p].assetId,
    versionId: w.assets[p].versionId,
    position: 12,
    playing: false,
    rate: 1,
  })),
  pointInReviewSession: mutation('pointInReviewSession', async (w, p) => ({
    sessionId: await w.session(p),
    x: 0.5,
    y: 0.25,
  })),
  // the presenter hands control to themselves: nothing changes, but only they may
  passReviewSessionControl: mutation('passReviewSessionControl', async (w, p) => ({
    sessionId: await w.session(p),
    userId: w.superuserId,
  })),
  // the presenter invites the project's manager (in "Other", themselves: nobody new)
  inviteToReviewSession: mutation('inviteToReviewSession', async (w, p) => ({
    sessionId: await w.session(p),
    userIds: [p === 'in' ? w.users.mia : w.superuserId],
  })),
  reviewSessionInvitations: plain('{ reviewSessionInvitations { id } }'),
  endReviewSession: mutation('endReviewSession', async (w, p) => ({
    sessionId: await w.session(p),
  })),
  createLiveAsset: mutation('createLiveAsset', async (w, p) => ({
    folderId: w.folderOf(p),
    name: fresh(),
  })),
  issueLiveKey: mutation('issueLiveKey', async (w, p) => ({ assetId: await freshLiveAsset(w, p) })),
  revokeLiveKey: mutation('revokeLiveKey', async (w, p) => ({
    assetId: await freshLiveAsset(w, p),
  })),
  renameAsset: mutation('renameAsset', async (w, p) => ({
    id: (await w.asset(p)).assetId,
    name: fresh(),
  })),
  setReviewStatus: mutation('setReviewStatus', async (w, p) => ({
    versionId: (await w.asset(p)).versionId,
    status: 'APPROVED',
  })),
  setCustomFieldValues: mutation('setCustomFieldValues', async (w, p) => ({
    assetIds: [(await w.asset(p)).assetId],
    values: [{ fieldId: await w.customField(p), value: fresh() }],
  })),
  deleteItems: mutation('deleteItems', async (w, p) => ({
    folderIds: [await freshFolder(w, p)],
    assetIds: [(await w.asset(p)).assetId],
  })),
  moveItems: mutation('moveItems', async (w, p) => ({
    targetId: await freshFolder(w, p),
    folderIds: [await freshFolder(w, p)],
    assetIds: [(await w.asset(p)).assetId],
  })),
  copyItems: mutation('copyItems', async (w, p) => ({
    targetId: await freshFolder(w, p),
    folderIds: [await freshFolder(w, p)],
    assetIds: [(await w.asset(p)).assetId],
  })),
  cancelJob: mutation('cancelJob', async (w, p) => ({ jobId: (await w.asset(p)).jobId })),
  retryJob: mutation('retryJob', async (w, p) => ({ jobId: await w.cancelledJob(p) })),
  saveProjectUser: mutation('saveProjectUser', async (w, p) => ({
    projectId: w.projectOf(p),
    userId: await w.newcomer(),
    roleId: 'viewer',
  })),
  removeProjectUser: mutation('removeProjectUser', async (w, p) => {
    const userId = await w.newcomer();
    await w.admin(saveMember, { input: { projectId: w.projectOf(p), userId, roleId: 'viewer' } });
    return { projectId: w.projectOf(p), userId };
  }),
  saveFolderUser: mutation('saveFolderUser', async (w, p) => ({
    folderId: w.folderOf(p),
    userId: await w.newcomer(),
    allowedTo: {},
  })),
  removeFolderUser: mutation('removeFolderUser', async (w, p) => {
    const userId = await w.newcomer();
    await w.admin(saveEntry, { input: { folderId: w.folderOf(p), userId, allowedTo: {} } });
    return { folderId: w.folderOf(p), userId };
  }),
  saveWorkspaceUser: mutation('saveWorkspaceUser', async (w, p) => ({
    workspaceId: w.workspaceOf(p),
    userId: await w.newcomer(),
    isAdmin: true,
  })),
  removeProjectUsers: mutation('removeProjectUsers', async (w, p) => {
    const userIds = [await w.newcomer(), await w.newcomer()];
    for (const userId of userIds) {
      await w.admin(saveMember, { input: { projectId: w.projectOf(p), userId, roleId: 'viewer' } });
    }
    return { projectId: w.projectOf(p), userIds };
  }),
  removeWorkspaceUser: mutation('removeWorkspaceUser', async (w, p) => {
    const userId = await w.newcomer();
    const input = { workspaceId: w.workspaceOf(p), userId, isAdmin: true };
    await w.admin(saveAdmin, { input });
    return { workspaceId: w.workspaceOf(p), userId };
  }),
  // An admin of the place's workspace who is also a member of its project.
  'removeWorkspaceUser(keepInProjects: false)': mutation('removeWorkspaceUser', async (w, p) => {
    const userId = await w.newcomer();
    await w.admin(saveAdmin, { input: { workspaceId: w.workspaceOf(p), userId, isAdmin: true } });
    await w.admin(saveMember, { input: { projectId: w.projectOf(p), userId, roleId: 'viewer' } });
    return { workspaceId: w.workspaceOf(p), userId, keepInProjects: false };
  }),
  createProject: mutation('createProject', async (w, p) => ({
    workspaceId: w.workspaceOf(p),
    name: fresh(),
    managerId: w.users.mia,
  })),
  updateProject: mutation('updateProject', async (w, p) => ({
    id: w.projectOf(p),
    production: fresh(),
  })),
  updateProjectSettings: mutation('updateProjectSettings', async (w, p) => ({
    id: w.projectOf(p),
    slateFormat: 'SCENE_TAKE',
  })),
  // The Watermarks tab: the watermark alone, with a fresh custom text so each call changes it.
  updateProjectLook: mutation('updateProjectLook', async (w, p) => ({
    id: w.projectOf(p),
    watermarks: {
      enabled: true,
      items: [{ position: 'CENTER', type: 'CUSTOM', text: fresh() }],
      fontSize: 32,
      opacity: 100,
      opacityBackground: 50,
      horizontalOffset: 0,
      verticalOffset: 0,
    },
  })),
  uploadProjectOverlay: mutation('uploadProjectOverlay', async (w, p) => ({
    id: w.projectOf(p),
    contentType: 'image/png',
    size: PNG_HEAD.length,
  })),
  confirmProjectOverlay: mutation('confirmProjectOverlay', async (w, p) => uploadedOverlay(w, p)),
  // A fresh project of Mia's in the place's workspace, moved to the other place's.
  changeProjectWorkspace: mutation('changeProjectWorkspace', async (w, p) => ({
    id: await freshProject(w, p),
    workspaceId: w.workspaceOf(p === 'in' ? 'out' : 'in'),
  })),
  deleteProject: mutation('deleteProject', async (w, p) => ({ id: await freshProject(w, p) })),
  createWorkspace: mutation('createWorkspace', async () => ({ name: fresh() })),
  updateWorkspace: mutation('updateWorkspace', async (w, p) => ({
    id: w.workspaceOf(p),
    name: fresh(),
  })),
  setWorkspaceAnnotations: mutation('setWorkspaceAnnotations', async (w, p) => ({
    id: w.workspaceOf(p),
    enabled: true,
  })),
  defineCustomField: mutation('defineCustomField', async (w, p) => ({
    workspaceId: w.workspaceOf(p),
    name: fresh(),
    type: 'NUMBER',
  })),
  changeCustomField: mutation('changeCustomField', async (w, p) => ({
    id: await w.customField(p),
    name: fresh(),
  })),
  reorderCustomFields: mutation('reorderCustomFields', async (w, p) => {
    await w.customField(p);
    return { workspaceId: w.workspaceOf(p), fieldIds: await w.customFieldsReversed(p) };
  }),
  removeCustomField: mutation('removeCustomField', async (w, p) => ({
    id: await w.customField(p),
  })),
  deleteWorkspace: mutation('deleteWorkspace', async (w, p) => ({
    id: await freshWorkspace(w, p),
  })),
  apiTokens: {
    kind: 'query',
    document: 'query ($id: ID) { apiTokens(workspaceId: $id) { id } }',
    variables: async (w, p) => ({ id: w.workspaceOf(p) }),
  },
  createApiToken: mutation('createApiToken', async (w, p) => ({
    workspaceId: w.workspaceOf(p),
    name: fresh(),
    scopes: ['events:read'],
  })),
  revokeApiToken: mutation('revokeApiToken', async (w, p) => ({ id: await w.apiToken(p) })),
  webhooks: {
    kind: 'query',
    document: 'query ($id: ID!) { webhooks(workspaceId: $id) { id } }',
    variables: async (w, p) => ({ id: w.workspaceOf(p) }),
  },
  webhookEventTypes: plain('{ webhookEventTypes { type } }'),
  webhookDeliveries: {
    kind: 'query',
    document: 'query ($id: ID!) { webhookDeliveries(webhookId: $id) { edges { cursor } } }',
    variables: async (w, p) => ({ id: await w.webhook(p) }),
  },
  createWebhook: mutation('createWebhook', async (w, p) => ({
    workspaceId: w.workspaceOf(p),
    url: 'https://hooks.example.com/rushes',
    eventTypes: ['io.rushes.user.deleted'],
  })),
  updateWebhook: mutation('updateWebhook', async (w, p) => ({
    id: await w.webhook(p),
    description: fresh(),
  })),
  rotateWebhookSecret: mutation('rotateWebhookSecret', async (w, p) => ({
    id: await w.webhook(p),
  })),
  disableWebhook: mutation('disableWebhook', async (w, p) => ({ id: await w.webhook(p) })),
  enableWebhook: mutation('enableWebhook', async (w, p) => ({
    id: await w.webhook(p, { disabled: true }),
  })),
  deleteWebhook: mutation('deleteWebhook', async (w, p) => ({ id: await w.webhook(p) })),
  redeliverWebhookDelivery: mutation('redeliverWebhookDelivery', async (w, p) => ({
    id: await w.webhookDelivery(p),
  })),
  replayWebhook: mutation('replayWebhook', async (w, p) => ({
    id: await w.webhook(p),
    from: '2026-01-01T00:00:00.000Z',
  })),
  uploadWorkspaceLogo: imageUpload('uploadWorkspaceLogo'),
  uploadWorkspaceProjectPoster: imageUpload('uploadWorkspaceProjectPoster'),
  confirmWorkspaceImage: mutation('confirmWorkspaceImage', async (w, p) => uploadedLogo(w, p)),
  removeWorkspaceImages: mutation('removeWorkspaceImages', async (w, p) => ({
    id: w.workspaceOf(p),
    logo: true,
  })),
  uploadFolderPoster: mutation('uploadFolderPoster', async (w, p) => ({
    id: w.folderOf(p),
    contentType: 'image/png',
    size: PNG_HEAD.length,
  })),
  confirmFolderPoster: mutation('confirmFolderPoster', async (w, p) => uploadedPoster(w, p)),
  removeFolderImages: mutation('removeFolderImages', async (w, p) => ({
    id: w.folderOf(p),
    poster: true,
  })),
  regenerateFolderThumbnail: mutation('regenerateFolderThumbnail', async (w, p) => ({
    id: w.folderOf(p),
  })),
  inviteUser: mutation('inviteUser', async (w, p) => ({
    email: `${fresh()}@invited.test`,
    name: 'Ivy Invitee',
    projectId: w.projectOf(p),
    roleId: 'viewer',
    folderId: w.folderOf(p),
  })),
  reinvite: mutation('reinvite', async (w, p) => {
    const input = {
      ...{ email: `${fresh()}@invited.test`, name: 'Ivy Invitee', roleId: 'viewer' },
      projectId: w.projectOf(p),
    };
    const invited = await w.admin(invite, { input });
    return { userId: invited.data?.inviteUser.user.id, projectId: w.projectOf(p) };
  }),
  // A fresh invitee of the place's project only, sent to a corrected address under a new name.
  'reinvite(email, name)': mutation('reinvite', async (w, p) => {
    const input = {
      ...{ email: `${fresh()}@invited.test`, name: 'Ivy Invitee', roleId: 'viewer' },
      projectId: w.projectOf(p),
    };
    const invited = await w.admin(invite, { input });
    const userId = invited.data?.inviteUser.user.id;
    const email = `${fresh()}@corrected.test`;
    return { userId, projectId: w.projectOf(p), email, name: 'Ivy Corrected' };
  }),
  // The account area's calls name a user: Vic (the viewer) in reach, Otto (admin of the other
  // workspace) out of it; the values are theirs already, so an allowed call changes nothing.
  updateUser: mutation('updateUser', async (w, p) =>
    p === 'in'
      ? { id: w.users.vic, name: 'Vic Viewer', email: 'vic@rushes.test' }
      : { id: w.users.otto, name: 'Otto Other', email: 'otto@elsewhere.test' },
  ),
  updateUserSettings: mutation('updateUserSettings', async (w, p) => ({
    userId: p === 'in' ? w.users.vic : w.users.otto,
    settings: { autoPlay: true },
  })),
  // Vic's notifications in "Feature" (in), and in the other project, which he is not in (out).
  updateUserProjectSettings: mutation('updateUserProjectSettings', async (w, p) => ({
    userId: w.users.vic,
    projectId: w.projectOf(p),
    receiveFolderContentNotifications: true,
    receiveCommentNotifications: true,
  })),
  // A fresh member of the place's project, so each actor's call has someone to delete.
  deleteUser: mutation('deleteUser', async (w, p) => {
    const userId = await w.newcomer();
    await w.admin(saveMember, { input: { projectId: w.projectOf(p), userId, roleId: 'viewer' } });
    return { userId };
  }),
  // Every signed-in user has a session (the one asking); others get an empty list.
  sessions: { ...plain('{ sessions { id } }'), granted: (data) => data.sessions?.length > 0 },
  recentSignIns: plain('{ recentSignIns { at } }'),
  // A fresh session of Vic (the viewer) in reach, of Otto (the other workspace's admin) out of it:
  // only its own user may end a session.
  endSession: mutation('endSession', async (w, p) => {
    const owner = fromGlobalId(p === 'in' ? w.users.vic : w.users.otto).id;
    const { access } = await w.bff.app.sessions.start(owner);
    const sessionId = (await w.bff.app.sessions.sessionOf(access.token)) ?? '';
    return { id: toGlobalId('UserSession', sessionId) };
  }),
  // Each signed-in user reads their own factors and codes (none, for most); visitors have none.
  authFactors: plain('{ authFactors { id } }'),
  recoveryCodes: plain('{ recoveryCodes { code } }'),
  // A user's own factors only (Vic in reach, Otto out of it); a superuser may remove anyone's.
  addUserAuthFactor: mutation('addUserAuthFactor', async (w, p) => {
    const owner = p === 'in' ? w.users.vic : w.users.otto;
    return { id: owner, type: 'APP' };
  }),
  activateAuthFactor: mutation('activateAuthFactor', async (w, p) => {
    const { id, secret } = await newFactorOf(w, p, 'app');
    return { id, code: totpCode(secret ?? '', new Date()) };
  }),
  triggerAuthFactor: mutation('triggerAuthFactor', async (w, p) => ({
    id: (await newFactorOf(w, p, 'sms')).id,
  })),
  removeAuthFactor: mutation('removeAuthFactor', async (w, p) => ({
    id: (await newFactorOf(w, p, 'app')).id,
  })),
  // Anyone with an active factor makes new codes for themselves: Vic and Otto have one.
  generateRecoveryCodes: mutation('generateRecoveryCodes', async (w) => {
    await activeFactorOf(w, w.users.vic);
    await activeFactorOf(w, w.users.otto);
    return {};
  }),
  saveProjectTemplate: mutation('saveProjectTemplate', async (w, p) => ({
    projectId: w.projectOf(p),
    type: 'NOTIFICATION_SUBJECT',
    contents: `New in [FOLDER] ${fresh()}`,
  })),
  removeProjectTemplate: mutation('removeProjectTemplate', async (w, p) => ({
    projectId: w.projectOf(p),
    type: 'NOTIFICATION_SUBJECT',
  })),
  sendFolderNotification: mutation('sendFolderNotification', async (w, p) => ({
    folderId: w.folderOf(p),
    subject: 'New takes in [FOLDER]',
    body: 'Have a look: [LINK]',
  })),
  // The Shares list of one project, sorted and filtered: those who reach the project.
  links: {
    kind: 'query',
    document: `query ($id: ID!) {
      links(projectId: $id, orderBy: NAME, filter: "a") { edges { node { id } } } }`,
    variables: async (w, p) => ({ id: w.projectOf(p) }),
  },
  linkProjects: plain('{ linkProjects { id } }'),
  link: {
    kind: 'query',
    document: 'query ($id: ID!) { link(id: $id) { id } }',
    variables: async (w, p) => ({ id: await linkOf(w, p) }),
  },
  linkCanAllowDownload: {
    kind: 'query',
    document: 'query ($id: ID!) { linkCanAllowDownload(linkId: $id) }',
    variables: async (w, p) => ({ id: await linkOf(w, p) }),
  },
  createLink: mutation('createLink', async (w, p) => ({
    projectId: w.projectOf(p),
    name: fresh(),
    folderIds: [w.folderOf(p)],
  })),
  // A link of a collection: share somewhere in the project, as for a link of folders.
  'createLink(collectionId)': mutation('createLink', async (w, p) => ({
    projectId: w.projectOf(p),
    name: fresh(),
    collectionId: await collectionOf(w, p),
  })),
  updateLink: mutation('updateLink', async (w, p) => ({ id: await linkOf(w, p), name: fresh() })),
  sendLink: mutation('sendLink', async (w, p) => ({
    id: await linkOf(w, p),
    recipients: ['client@outside.test'],
  })),
  deleteLink: mutation('deleteLink', async (w, p) => ({ id: await linkOf(w, p) })),
  accessChanged: {
    kind: 'subscription',
    document: 'subscription { accessChanged { __typename } }',
    variables: async () => ({}),
  },
  linkChanged: {
    kind: 'subscription',
    document: 'subscription { linkChanged { __typename } }',
    variables: async () => ({}),
  },
  commentChanged: subscription('commentChanged', 'assetId', (w, p) => w.assets[p].assetId),
  reviewSessionChanged: subscription('reviewSessionChanged', 'sessionId', (w, p) => w.sessions[p]),
  folderChanged: subscription('folderChanged', 'folderId', (w, p) => w.folderOf(p)),
  jobUpdated: subscription('jobUpdated', 'projectId', (w, p) => w.projectOf(p)),
  folderThumbnail: subscription('folderThumbnail', 'folderId', (w, p) => w.folderOf(p)),
  collection: {
    kind: 'query',
    document: 'query ($id: ID!) { collection(id: $id) { id } }',
    variables: async (w, p) => ({ id: await collectionOf(w, p) }),
  },
  createCollection: mutation('createCollection', async (w, p) => ({
    projectId: w.projectOf(p),
    name: fresh(),
    definition: 'has:comments',
  })),
  updateCollection: mutation('updateCollection', async (w, p) => ({
    id: await collectionOf(w, p),
    name: fresh(),
  })),
  deleteCollection: mutation('deleteCollection', async (w, p) => ({
    id: await collectionOf(w, p),
  })),
  collectionsChanged: subscription('collectionsChanged', 'projectId', (w, p) => w.projectOf(p)),
  sharedLinkChanged: {
    kind: 'subscription',
    document: 'subscription { sharedLinkChanged { __typename } }',
    variables: async () => ({}),
  },
  welcome: {
    kind: 'subscription',
    document: 'subscription { welcome { buildId } }',
    variables: async () => ({}),
  },
  // A project's Media Composer integration, on and off: those who edit the project.
  enableProjectIntegration: mutation('enableProjectIntegration', async (w, p) => ({
    projectId: w.projectOf(p),
    type: 'MEDIACOMPOSER',
  })),
  disableProjectIntegration: mutation('disableProjectIntegration', async (w, p) => ({
    projectId: w.projectOf(p),
    type: 'MEDIACOMPOSER',
  })),
};

/** The uploads given to finalizeUploadV2, finalised (or not) after its answer. */
const finalizingV2: string[] = [];

/**
 * Waits until no upload given to finalizeUploadV2 is RUNNING: a granted call's runs until it is
 * DONE or ERROR, a refused call's never started (TRIGGERED).
 */
async function finalisedBehind(w: MatrixWorld): Promise<void> {
  const status = 'query ($id: ID!) { uploadFinalization(uploadId: $id) { status } }';
  for (const id of finalizingV2.splice(0)) {
    for (let polls = 0; polls < 400; polls += 1) {
      const answer = await w.admin(status, { id });
      if (answer.data?.uploadFinalization.status !== 'RUNNING') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const createProject = `mutation ($input: CreateProjectInput!) {
  createProject(input: $input) { project { id } } }`;

/** A new project of Mia's in the place's workspace, for a call that moves or deletes one. */
const freshProject = async (w: MatrixWorld, p: Place): Promise<string> =>
  (
    await w.admin(createProject, {
      input: { workspaceId: w.workspaceOf(p), name: fresh(), managerId: w.users.mia },
    })
  ).data?.createProject.project.id;

/** A new workspace whose admin is the place's (Wanda in reach, Otto out of it), to delete. */
async function freshWorkspace(w: MatrixWorld, p: Place): Promise<string> {
  const created = await w.admin(createWorkspace, { input: { name: fresh() } });
  const workspaceId = created.data?.createWorkspace.workspace.id;
  const userId = p === 'in' ? w.users.wanda : w.users.otto;
  await w.admin(saveAdmin, { input: { workspaceId, userId, isAdmin: true } });
  return workspaceId;
}

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
async function imageOf(w: MatrixWorld, p: Place) {
  return { id: w.workspaceOf(p), contentType: 'image/png', size: PNG_HEAD.length };
}

/** Both image uploads take one input type, the logo's or the poster's. */
function imageUpload(field: string): GraphQLCall {
  return {
    ...mutation(field, imageOf),
    document: `mutation ($input: UploadWorkspaceImageInput!) {
    ${field}(input: $input) { clientMutationId } }`,
  };
}

/** A logo the superuser uploaded to the place's workspace, waiting to be confirmed. */
async function uploadedLogo(w: MatrixWorld, p: Place) {
  const answer = await w.admin(uploadLogo, { input: await imageOf(w, p) });
  return putPng(w, answer.data?.uploadWorkspaceLogo.upload);
}

/** PUTs a PNG to an image upload: the input of its confirm. */
async function putPng(w: MatrixWorld, upload: { id: string; urls: string[] }) {
  const put = await w.bff.app.inject({
    method: 'PUT',
    url: upload.urls[0],
    payload: Buffer.from(PNG_HEAD),
  });
  return { uploadId: upload.id, etag: String(put.headers.etag) };
}

/** A fresh Live asset of the superuser's in the place's folder, with its stream key in force. */
async function freshLiveAsset(w: MatrixWorld, p: Place): Promise<string> {
  const answer = await w.admin(createLiveAsset, {
    input: { folderId: w.folderOf(p), name: fresh() },
  });
  return answer.data?.createLiveAsset.asset.id;
}

/** A fresh folder of the superuser's in the place's folder, for the calls that change one. */
async function freshFolder(w: MatrixWorld, p: Place): Promise<string> {
  const answer = await w.admin(createFolder, { input: { parentId: w.folderOf(p), name: fresh() } });
  return answer.data?.createFolder.folder.id;
}

/** A poster the superuser uploaded to the place's folder, waiting to be confirmed. */
async function uploadedPoster(w: MatrixWorld, p: Place) {
  const input = { id: w.folderOf(p), contentType: 'image/png', size: PNG_HEAD.length };
  const answer = await w.admin(uploadPoster, { input });
  return putPng(w, answer.data?.uploadFolderPoster.upload);
}

/** An overlay image the superuser uploaded to the place's project, waiting to be confirmed. */
async function uploadedOverlay(w: MatrixWorld, p: Place) {
  const input = { id: w.projectOf(p), contentType: 'image/png', size: PNG_HEAD.length };
  const answer = await w.admin(uploadOverlay, { input });
  return putPng(w, answer.data?.uploadProjectOverlay.upload);
}

const createLiveAsset = `mutation ($input: CreateLiveAssetInput!) {
  createLiveAsset(input: $input) { asset { id } } }`;
const createFolder = `mutation ($input: CreateFolderInput!) {
  createFolder(input: $input) { folder { id } } }`;
const uploadOverlay = `mutation ($input: UploadProjectOverlayInput!) {
  uploadProjectOverlay(input: $input) { upload { id urls } } }`;
const uploadPoster = `mutation ($input: UploadFolderPosterInput!) {
  uploadFolderPoster(input: $input) { upload { id urls } } }`;
const createWorkspace = `mutation ($input: CreateWorkspaceInput!) {
  createWorkspace(input: $input) { workspace { id } } }`;
const uploadLogo = `mutation ($input: UploadWorkspaceImageInput!) {
  uploadWorkspaceLogo(input: $input) { upload { id urls } } }`;
const saveMember = `mutation ($input: SaveProjectUserInput!) {
  saveProjectUser(input: $input) { clientMutationId } }`;
const saveEntry = `mutation ($input: SaveFolderUserInput!) {
  saveFolderUser(input: $input) { clientMutationId } }`;
const saveAdmin = `mutation ($input: SaveWorkspaceUserInput!) {
  saveWorkspaceUser(input: $input) { clientMutationId } }`;
const invite = `mutation ($input: InviteUserInput!) { inviteUser(input: $input) { user { id } } }`;
const createLink = `mutation ($input: CreateLinkInput!) { createLink(input: $input) { link { id } } }`;

/** A fresh share link of the superuser's on the place's folder. */
const linkOf = async (w: MatrixWorld, p: Place): Promise<string> =>
  (
    await w.admin(createLink, {
      input: { projectId: w.projectOf(p), name: fresh(), folderIds: [w.folderOf(p)] },
    })
  ).data?.createLink.link.id;

const createCollection = `mutation ($input: CreateCollectionInput!) {
  createCollection(input: $input) { collection { id } } }`;

/** A fresh collection of the superuser's in the place's project. */
const collectionOf = async (w: MatrixWorld, p: Place): Promise<string> =>
  (
    await w.admin(createCollection, {
      input: { projectId: w.projectOf(p), name: fresh(), definition: 'has:comments' },
    })
  ).data?.createCollection.collection.id;
