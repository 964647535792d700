import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMergedSchema } from '../graphql/schema.ts';
import { freshIp } from '../test-app.fixture.ts';
import { callAs, type Outcome } from './call-outcome.fixture.ts';
import { graphqlCalls, operationOf } from './graphql-operations.fixture.ts';
import { guardedFields } from './guarded-fields.fixture.ts';
import { actors, type MatrixWorld, type Place, startMatrixWorld } from './matrix-world.fixture.ts';
import {
  callerRestCalls,
  coveredElsewhere,
  printedRoutes,
  restCalls,
} from './rest-calls.fixture.ts';

/**
 * Who may do what, call by call: one letter per actor in the order of `actors` — anonymous,
 * viewer (Viewer with an entry on the folder), editor, supervisor, manager, admin of another
 * workspace, the workspace's admin, superuser, then the visitors of a share link on Day 1, of one
 * in "Other" and of one that expired, and a machine with an API token of "Features" holding every
 * scope — for the objects of "Feature" (`in`) and of a project in another workspace (`out`).
 * A: allowed, R: refused (and nothing appended). A visitor reaches what their link holds (to look,
 * download, comment, follow) and nothing else; a machine reads, downloads and comments in its
 * token's workspace over HTTP, and nothing else (no subscription, nothing it would manage).
 * Out of reach answers as nothing there: createProject in a workspace the actor may not see
 * fails as for a workspace that does not exist (VALIDATION_FAILED, workspaceId required), and
 * transfers answer an empty report (R) to those who may not read the project's.
 */
//                                 anonymous, viewer, editor, supervisor, manager, otherAdmin,
//                                 workspaceAdmin, superuser, visitor, otherVisitor, expiredVisitor,
//                                 machine
const expected: Record<string, Record<Place, string>> = {
  node: { in: 'RAAAARAAARRA', out: 'RRRRRARARARR' },
  asset: { in: 'RAAAARAAARRA', out: 'RRRRRARARARR' },
  folder: { in: 'RAAAARAAARRA', out: 'RRRRRARARARR' },
  // A clip only among those the actor sees: a visitor's link holds the folder.
  'folder randomAsset': { in: 'RAAAARAAARRA', out: 'RRRRRARARARR' },
  job: { in: 'RAAAARAARRRR', out: 'RRRRRARARRRR' },
  project: { in: 'RAAAARAARRRR', out: 'RRRRRARARRRR' },
  jobs: { in: 'RAAAAAAARRRR', out: 'RAAAAAAARRRR' },
  projectRoles: { in: 'RAAAAAAARRRR', out: 'RAAAAAAARRRR' },
  projects: { in: 'RAAAAAAARRRR', out: 'RAAAAAAARRRR' },
  currentUser: { in: 'RAAAAAAARRRR', out: 'RAAAAAAARRRR' },
  // The deployment's storages and transfer servers: superusers only.
  storageConfig: { in: 'RRRRRRRARRRR', out: 'RRRRRRRARRRR' },
  // A share link's visitor's own link; users have none.
  sharedLink: { in: 'RRRRRRRRAARR', out: 'RRRRRRRRAARR' },
  people: { in: 'RRRAAAAARRRR', out: 'RRRAAAAARRRR' },
  // What each finds is what `folder` shows them; a share link's visitor has no search, a machine
  // finds in its token's workspace.
  search: { in: 'RAAAARAARRRA', out: 'RRRRRARARRRR' },
  // Those who edit a project (anywhere) list the people they manage; the rest are FORBIDDEN.
  users: { in: 'RRRAAAAARRRR', out: 'RRRAAAAARRRR' },
  workspaces: { in: 'RAAAAAAARRRR', out: 'RAAAAAAARRRR' },
  projectUsers: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  folderUsers: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  workspaceUsers: { in: 'RRRRRRAARRRR', out: 'RRRRRARARRRR' },
  transfers: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  startUpload: { in: 'RRAAARAARRRR', out: 'RRRRRARARRRR' },
  finalizeUpload: { in: 'RRAAARAARRRR', out: 'RRRRRARARRRR' },
  // Refused as finalizeUpload, before anything happens; granted, it finalises behind its answer.
  finalizeUploadV2: { in: 'RRAAARAARRRR', out: 'RRRRRARARRRR' },
  uploadFinalization: { in: 'RRAAARAARRRR', out: 'RRRRRARARRRR' },
  cancelUpload: { in: 'RRAAARAARRRR', out: 'RRRRRARARRRR' },
  startMetadataUpload: { in: 'RRAAARAARRRR', out: 'RRRRRARARRRR' },
  importMetadata: { in: 'RRAAARAARRRR', out: 'RRRRRARARRRR' },
  // A visitor comments where the link allows it, and never edits nor deletes a comment.
  addComment: { in: 'RAAAARAAARRA', out: 'RRRRRARARARR' },
  updateComment: { in: 'RRRRRRRARRRR', out: 'RRRRRRRARRRR' },
  removeComment: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  // Whoever sees the version plays it (a visitor only what their link holds); a machine never.
  recordPlay: { in: 'RAAAARAAARRR', out: 'RRRRRARARARR' },
  // `download` on the folder: not the Viewer's entry; Editors have it by their role.
  requestDownload: { in: 'RRAAARAAARRA', out: 'RRRRRARARARR' },
  // Those who may read the comments, as for addComment.
  requestCommentsExport: { in: 'RAAAARAAARRA', out: 'RRRRRARARARR' },
  // A project's custody log: superusers and its workspace's admins, not its manager.
  requestCustodyExport: { in: 'RRRRRRAARRRR', out: 'RRRRRARARRRR' },
  createFolder: { in: 'RRAAARAARRRR', out: 'RRRRRARARRRR' },
  'createFolder path': { in: 'RRAAARAARRRR', out: 'RRRRRARARRRR' },
  renameFolder: { in: 'RRAAARAARRRR', out: 'RRRRRARARRRR' },
  renameAsset: { in: 'RRAAARAARRRR', out: 'RRRRRARARRRR' },
  // The same right as renaming the asset: Editors and above; never a viewer nor a visitor.
  setReviewStatus: { in: 'RRAAARAARRRR', out: 'RRRRRARARRRR' },
  // Custom values: those who may edit the asset, as renaming it; never a visitor nor a machine.
  setCustomFieldValues: { in: 'RRAAARAARRRR', out: 'RRRRRARARRRR' },
  deleteItems: { in: 'RRAAARAARRRR', out: 'RRRRRARARRRR' },
  moveItems: { in: 'RRAAARAARRRR', out: 'RRRRRARARRRR' },
  copyItems: { in: 'RRAAARAARRRR', out: 'RRRRRARARRRR' },
  cancelJob: { in: 'RRAAARAARRRR', out: 'RRRRRARARRRR' },
  retryJob: { in: 'RRAAARAARRRR', out: 'RRRRRARARRRR' },
  saveProjectUser: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  removeProjectUser: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  saveFolderUser: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  removeFolderUser: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  // Several members at once, as for one.
  removeProjectUsers: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  saveWorkspaceUser: { in: 'RRRRRRAARRRR', out: 'RRRRRARARRRR' },
  removeWorkspaceUser: { in: 'RRRRRRAARRRR', out: 'RRRRRARARRRR' },
  // Out of the workspace's projects too: those who edit it edit them all.
  'removeWorkspaceUser(keepInProjects: false)': { in: 'RRRRRRAARRRR', out: 'RRRRRARARRRR' },
  createProject: { in: 'RRRRR(VALIDATION_FAILED)AARRRR', out: 'RRRRRA(VALIDATION_FAILED)ARRRR' },
  // Those who edit the project change its details and settings; moving it takes the right to
  // manage both workspaces (only the superuser here: to an admin of the project's workspace the
  // other is out of reach, so answers as none, as for createProject), deleting it the right to
  // manage its own.
  updateProject: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  updateProjectSettings: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  updateProjectLook: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  uploadProjectOverlay: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  confirmProjectOverlay: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  changeProjectWorkspace: {
    in: 'RRRRRR(VALIDATION_FAILED)ARRRR',
    out: 'RRRRR(VALIDATION_FAILED)RARRRR',
  },
  deleteProject: { in: 'RRRRRRAARRRR', out: 'RRRRRARARRRR' },
  createWorkspace: { in: 'RRRRRRRARRRR', out: 'RRRRRRRARRRR' },
  // Admins rename their workspace; only superusers delete one (a fresh one with the place's admin)
  // and upload or remove its branding.
  updateWorkspace: { in: 'RRRRRRAARRRR', out: 'RRRRRARARRRR' },
  // Turning drawing annotations on for a workspace's members: those who may edit it.
  setWorkspaceAnnotations: { in: 'RRRRRRAARRRR', out: 'RRRRRARARRRR' },
  // A workspace's custom fields: those who edit it define, change, reorder and remove them; no
  // machine (no scope names it), whatever its token holds.
  defineCustomField: { in: 'RRRRRRAARRRR', out: 'RRRRRARARRRR' },
  changeCustomField: { in: 'RRRRRRAARRRR', out: 'RRRRRARARRRR' },
  reorderCustomFields: { in: 'RRRRRRAARRRR', out: 'RRRRRARARRRR' },
  removeCustomField: { in: 'RRRRRRAARRRR', out: 'RRRRRARARRRR' },
  deleteWorkspace: { in: 'RRRRRRRARRRR', out: 'RRRRRRRARRRR' },
  // A workspace's API tokens: those who edit it list, make and revoke them; never a machine.
  apiTokens: { in: 'RRRRRRAARRRR', out: 'RRRRRARARRRR' },
  createApiToken: { in: 'RRRRRRAARRRR', out: 'RRRRRARARRRR' },
  revokeApiToken: { in: 'RRRRRRAARRRR', out: 'RRRRRARARRRR' },
  // A workspace's webhooks: those who edit it, and a machine whose token holds webhooks:manage
  // there (the machine's is of "Features": "Elsewhere" is out of its reach).
  webhooks: { in: 'RRRRRRAARRRA', out: 'RRRRRARARRRR' },
  // The event types a webhook can take are documentation: every person and machine reads them.
  webhookEventTypes: { in: 'RAAAAAAARRRA', out: 'RAAAAAAARRRA' },
  webhookDeliveries: { in: 'RRRRRRAARRRA', out: 'RRRRRARARRRR' },
  createWebhook: { in: 'RRRRRRAARRRA', out: 'RRRRRARARRRR' },
  updateWebhook: { in: 'RRRRRRAARRRA', out: 'RRRRRARARRRR' },
  rotateWebhookSecret: { in: 'RRRRRRAARRRA', out: 'RRRRRARARRRR' },
  disableWebhook: { in: 'RRRRRRAARRRA', out: 'RRRRRARARRRR' },
  enableWebhook: { in: 'RRRRRRAARRRA', out: 'RRRRRARARRRR' },
  deleteWebhook: { in: 'RRRRRRAARRRA', out: 'RRRRRARARRRR' },
  redeliverWebhookDelivery: { in: 'RRRRRRAARRRA', out: 'RRRRRARARRRR' },
  replayWebhook: { in: 'RRRRRRAARRRA', out: 'RRRRRARARRRR' },
  uploadWorkspaceLogo: { in: 'RRRRRRRARRRR', out: 'RRRRRRRARRRR' },
  uploadWorkspaceProjectPoster: { in: 'RRRRRRRARRRR', out: 'RRRRRRRARRRR' },
  confirmWorkspaceImage: { in: 'RRRRRRRARRRR', out: 'RRRRRRRARRRR' },
  removeWorkspaceImages: { in: 'RRRRRRRARRRR', out: 'RRRRRRRARRRR' },
  // Set Poster Image: those who edit the project, on one of its folders.
  uploadFolderPoster: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  confirmFolderPoster: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  removeFolderImages: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  // Regenerate Thumbnail: superusers alone, not those who edit the project.
  regenerateFolderThumbnail: { in: 'RRRRRRRARRRR', out: 'RRRRRRRARRRR' },
  inviteUser: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  reinvite: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  // Correcting the address of an invitee who is in that project only: those who edit it.
  'reinvite(email, name)': { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  // One's own account, or anyone's for a superuser (Vic in reach, Otto out of it); a project's
  // notifications only for one of the user's projects.
  updateUser: { in: 'RARRRRRARRRR', out: 'RRRRRARARRRR' },
  updateUserSettings: { in: 'RARRRRRARRRR', out: 'RRRRRARARRRR' },
  sessions: { in: 'RAAAAAAARRRR', out: 'RAAAAAAARRRR' },
  recentSignIns: { in: 'RAAAAAAARRRR', out: 'RAAAAAAARRRR' },
  endSession: { in: 'RARRRRRRRRRR', out: 'RRRRRARRRRRR' },
  updateUserProjectSettings: { in: 'RARRRRRARRRR', out: 'RRRRRRRRRRRR' },
  authFactors: { in: 'RAAAAAAARRRR', out: 'RAAAAAAARRRR' },
  recoveryCodes: { in: 'RAAAAAAARRRR', out: 'RAAAAAAARRRR' },
  addUserAuthFactor: { in: 'RARRRRRRRRRR', out: 'RRRRRARRRRRR' },
  activateAuthFactor: { in: 'RARRRRRRRRRR', out: 'RRRRRARRRRRR' },
  triggerAuthFactor: { in: 'RARRRRRRRRRR', out: 'RRRRRARRRRRR' },
  removeAuthFactor: { in: 'RARRRRRARRRR', out: 'RRRRRARARRRR' },
  // Only for oneself, with an active factor: the viewer and the other admin have one.
  generateRecoveryCodes: { in: 'RARRRARRRRRR', out: 'RARRRARRRRRR' },
  deleteUser: { in: 'RRRRRRRARRRR', out: 'RRRRRRRARRRR' },
  // Those who edit the project write its templates; those who may upload to a folder notify.
  saveProjectTemplate: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  removeProjectTemplate: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  sendFolderNotification: { in: 'RRAAARAARRRR', out: 'RRRRRARARRRR' },
  // Everyone signed in lists the links they see (none for most), of a project they reach, and the
  // projects that have them; a link of the superuser's shows to those who edit its project, who
  // change, send and delete it. Creating one needs `share` on the folder: Supervisors, the manager
  // and admins (Viewers and Editors have none).
  links: { in: 'RAAAARAARRRR', out: 'RRRRRARARRRR' },
  linkProjects: { in: 'RAAAAAAARRRR', out: 'RAAAAAAARRRR' },
  link: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  linkCanAllowDownload: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  createLink: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  'createLink(collectionId)': { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  updateLink: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  sendLink: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  deleteLink: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  accessChanged: { in: 'RAAAAAAARRRR', out: 'RAAAAAAARRRR' },
  // Everyone signed in follows the links they see; each hears only of those (link-changed tests).
  linkChanged: { in: 'RAAAAAAARRRR', out: 'RAAAAAAARRRR' },
  commentChanged: { in: 'RAAAARAAARRR', out: 'RRRRRARARARR' },
  folderChanged: { in: 'RAAAARAAARRR', out: 'RRRRRARARARR' },
  jobUpdated: { in: 'RAAAARAARRRR', out: 'RRRRRARARRRR' },
  folderThumbnail: { in: 'RAAAARAAARRR', out: 'RRRRRARARARR' },
  // A project's collections: the people who see it see them and hear of their changes; those who
  // edit it make, change and delete them. A visitor meets one only through a link sharing it.
  collection: { in: 'RAAAARAARRRR', out: 'RRRRRARARRRR' },
  createCollection: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  updateCollection: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  deleteCollection: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  collectionsChanged: { in: 'RAAAARAARRRR', out: 'RRRRRARARRRR' },
  // Everyone signed in or visiting a live link hears which build the BFF runs.
  welcome: { in: 'RAAAAAAAAARR', out: 'RAAAAAAAAARR' },
  // Those who edit the project turn its Media Composer integration on and off.
  enableProjectIntegration: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  disableProjectIntegration: { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  // Guarded fields and arguments. Select Project and the users screens: those who edit it.
  'projects(editable)': { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  // A member's folders, roles and project settings: to those who see the member and edit the
  // project (not the member, a Viewer, themselves); a folder's users' roles with its users.
  'User.folders': { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  'User.uniqueRoles': { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  'UserProject.settings': { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  'FolderUser.role': { in: 'RRRAARAARRRR', out: 'RRRRRARARRRR' },
  // The files Media Composer takes: those who may download in the folder, and a machine reading
  // assets; never a share link's visitor.
  'Folder.deliveries': { in: 'RRAAARAARRRA', out: 'RRRRRARARRRR' },
  'Project.deliveries': { in: 'RRAAARAARRRA', out: 'RRRRRARARRRR' },
  // The chain of custody, as requestCustodyExport.
  'Project.custody': { in: 'RRRRRRAARRRR', out: 'RRRRRARARRRR' },
  // A project's storage, choosing a new one's, changing its transfer server: superusers only.
  'Project.storageName': { in: 'RRRRRRRARRRR', out: 'RRRRRRRARRRR' },
  'Project.storagePrefix': { in: 'RRRRRRRARRRR', out: 'RRRRRRRARRRR' },
  'CreateProjectInput.storagePrefix': { in: 'RRRRRRRARRRR', out: 'RRRRRRRARRRR' },
  'UpdateProjectInput.transferServer': { in: 'RRRRRRRARRRR', out: 'RRRRRRRARRRR' },
};

describe('the authorisation matrix', () => {
  let world: MatrixWorld;
  beforeAll(async () => {
    world = await startMatrixWorld();
  }, 120_000);
  afterAll(() => world?.bff.close());

  it('has a row for every REST route', () => {
    const { app } = world.bff;
    const rows = [...Object.keys(restCalls), ...Object.keys(callerRestCalls), ...coveredElsewhere];
    const printed = printedRoutes(app.printRoutes({ commonPrefix: false }));
    // Wildcard routes print as a bare `*`: their rows are checked with hasRoute below.
    expect(printed.filter((route) => !route.endsWith('*') && !rows.includes(route))).toEqual([]);
    const missing = rows.filter((row) => {
      const [method = '', url = ''] = row.split(' ');
      return !app.hasRoute({ method: method as 'GET', url });
    });
    expect(missing).toEqual([]);
  });

  it('answers each REST call the same whoever asks: the bearer grants nothing there', async () => {
    const answered: Record<string, string> = {};
    const wanted: Record<string, string> = {};
    for (const [route, { request, status }] of Object.entries(restCalls)) {
      const statuses: number[] = [];
      for (const actor of actors) {
        const token = world.tokens[actor];
        const headers = {
          ...request.headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        };
        // Each from an address of its own, so the routes' rate limits do not answer instead.
        const remoteAddress = freshIp();
        statuses.push(
          (await world.bff.app.inject({ ...request, headers, remoteAddress })).statusCode,
        );
      }
      answered[route] = statuses.join(' ');
      wanted[route] = actors.map(() => status).join(' ');
    }
    expect(answered).toEqual(wanted);
  });

  it('answers each caller-dependent REST call as the policy says', async () => {
    const answered: Record<string, string> = {};
    const wanted: Record<string, string> = {};
    for (const [route, { request, statuses }] of Object.entries(callerRestCalls)) {
      const seen: number[] = [];
      for (const actor of actors) {
        const token = world.tokens[actor];
        const headers = {
          ...request.headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        };
        const response = await world.bff.app.inject({
          ...request,
          headers,
          remoteAddress: freshIp(),
        });
        seen.push(response.statusCode);
        // A stream's status line is its answer: the reader leaves at once.
        if (request.payloadAsStream) response.stream().destroy();
      }
      answered[route] = seen.join(' ');
      wanted[route] = statuses;
    }
    expect(answered).toEqual(wanted);
  });

  it('has a row for every query, mutation and subscription of the schema', () => {
    const schema = buildMergedSchema();
    const operations = [
      schema.getQueryType(),
      schema.getMutationType(),
      schema.getSubscriptionType(),
    ].flatMap((type) => Object.keys(type?.getFields() ?? {}));
    const rows = Object.keys(graphqlCalls).map(operationOf);
    expect(operations.filter((name) => !rows.includes(name))).toEqual([]);
    expect(rows.filter((name) => !operations.includes(name))).toEqual([]);
  });

  it('names in each guarded row a field or an argument of the schema', () => {
    const schema = buildMergedSchema();
    const missing = Object.keys(guardedFields).filter((row) => {
      const argument = /^(\w+)\((\w+)\)$/.exec(row);
      const [type = '', field = ''] = argument ? ['Query', argument[1]] : row.split('.');
      const named = schema.getType(type);
      const found = named && 'getFields' in named ? named.getFields()[field] : undefined;
      if (!found || !argument) return !found;
      return !('args' in found && found.args.some((arg) => arg.name === argument[2]));
    });
    expect(missing).toEqual([]);
  });

  it('allows and refuses each call as the policy says, and a refused call appends nothing', async () => {
    const actual: Record<string, Record<Place, string>> = {};
    const appendedWhenRefused: string[] = [];
    for (const [name, call] of Object.entries({ ...graphqlCalls, ...guardedFields })) {
      actual[name] = { in: '', out: '' };
      for (const place of ['in', 'out'] as const) {
        const outcomes: Outcome[] = [];
        for (const actor of actors) {
          const { outcome, appended } = await callAs(world, actor, call, place);
          outcomes.push(outcome.length === 1 ? outcome : `(${outcome})`);
          if (outcome !== 'A' && appended) appendedWhenRefused.push(`${name} ${place} ${actor}`);
        }
        actual[name][place] = outcomes.join('');
      }
    }
    expect(appendedWhenRefused).toEqual([]);
    expect(actual).toEqual(expected);
    // a budget for some 4,000 calls in turn, not a speed check: alone it takes about two minutes
  }, 600_000);
});
