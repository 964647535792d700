import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMergedSchema } from '../graphql/schema.ts';
import { freshIp } from '../test-app.fixture.ts';
import { callAs, type Outcome } from './call-outcome.fixture.ts';
import { graphqlCalls, operationOf } from './graphql-operations.fixture.ts';
import { guardedFields } from './guarded-fields.fixture.ts';
import { actors, type MatrixWorld, type Place, startMatrixWorld } from './matrix-world.fixture.ts';
import { coveredElsewhere, printedRoutes, restCalls } from './rest-calls.fixture.ts';

/**
 * Who may do what, call by call: one letter per actor in the order of `actors` — anonymous,
 * viewer (Viewer with an entry on the folder), editor, supervisor, manager, admin of another
 * workspace, the workspace's admin, superuser, then the visitors of a share link on Day 1, of one
 * in "Other" and of one that expired — for the objects of "Feature" (`in`) and of a project in
 * another workspace (`out`). A: allowed, R: refused (and nothing appended). A visitor reaches
 * what their link holds (to look, download, comment, follow) and nothing else.
 * Out of reach answers as nothing there: createProject in a workspace the actor may not see
 * fails as for a workspace that does not exist (VALIDATION_FAILED, workspaceId required), and
 * transfers answer an empty report (R) to those who may not read the project's.
 */
//                                 anonymous, viewer, editor, supervisor, manager, otherAdmin,
//                                 workspaceAdmin, superuser, visitor, otherVisitor, expiredVisitor
const expected: Record<string, Record<Place, string>> = {
  node: { in: 'RAAAARAAARR', out: 'RRRRRARARAR' },
  asset: { in: 'RAAAARAAARR', out: 'RRRRRARARAR' },
  folder: { in: 'RAAAARAAARR', out: 'RRRRRARARAR' },
  // A clip only among those the actor sees: a visitor's link holds the folder.
  'folder randomAsset': { in: 'RAAAARAAARR', out: 'RRRRRARARAR' },
  job: { in: 'RAAAARAARRR', out: 'RRRRRARARRR' },
  project: { in: 'RAAAARAARRR', out: 'RRRRRARARRR' },
  jobs: { in: 'RAAAAAAARRR', out: 'RAAAAAAARRR' },
  projectRoles: { in: 'RAAAAAAARRR', out: 'RAAAAAAARRR' },
  projects: { in: 'RAAAAAAARRR', out: 'RAAAAAAARRR' },
  currentUser: { in: 'RAAAAAAARRR', out: 'RAAAAAAARRR' },
  // A share link's visitor's own link; users have none.
  sharedLink: { in: 'RRRRRRRRAAR', out: 'RRRRRRRRAAR' },
  people: { in: 'RRRAAAAARRR', out: 'RRRAAAAARRR' },
  // Those who edit a project (anywhere) list the people they manage; the rest are FORBIDDEN.
  users: { in: 'RRRAAAAARRR', out: 'RRRAAAAARRR' },
  workspaces: { in: 'RAAAAAAARRR', out: 'RAAAAAAARRR' },
  projectUsers: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  folderUsers: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  workspaceUsers: { in: 'RRRRRRAARRR', out: 'RRRRRARARRR' },
  transfers: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  startUpload: { in: 'RRAAARAARRR', out: 'RRRRRARARRR' },
  finalizeUpload: { in: 'RRAAARAARRR', out: 'RRRRRARARRR' },
  // Refused as finalizeUpload, before anything happens; granted, it finalises behind its answer.
  finalizeUploadV2: { in: 'RRAAARAARRR', out: 'RRRRRARARRR' },
  uploadFinalization: { in: 'RRAAARAARRR', out: 'RRRRRARARRR' },
  cancelUpload: { in: 'RRAAARAARRR', out: 'RRRRRARARRR' },
  startMetadataUpload: { in: 'RRAAARAARRR', out: 'RRRRRARARRR' },
  importMetadata: { in: 'RRAAARAARRR', out: 'RRRRRARARRR' },
  // A visitor comments where the link allows it, and never edits nor deletes a comment.
  addComment: { in: 'RAAAARAAARR', out: 'RRRRRARARAR' },
  updateComment: { in: 'RRRRRRRARRR', out: 'RRRRRRRARRR' },
  removeComment: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  // Only a visitor plays, and only what their link holds.
  recordPlay: { in: 'RRRRRRRRARR', out: 'RRRRRRRRRAR' },
  // `download` on the folder: not the Viewer's entry; Editors have it by their role.
  requestDownload: { in: 'RRAAARAAARR', out: 'RRRRRARARAR' },
  // Those who may read the comments, as for addComment.
  requestCommentsExport: { in: 'RAAAARAAARR', out: 'RRRRRARARAR' },
  createFolder: { in: 'RRAAARAARRR', out: 'RRRRRARARRR' },
  'createFolder path': { in: 'RRAAARAARRR', out: 'RRRRRARARRR' },
  renameFolder: { in: 'RRAAARAARRR', out: 'RRRRRARARRR' },
  renameAsset: { in: 'RRAAARAARRR', out: 'RRRRRARARRR' },
  // The same right as renaming the asset: Editors and above; never a viewer nor a visitor.
  setReviewStatus: { in: 'RRAAARAARRR', out: 'RRRRRARARRR' },
  deleteItems: { in: 'RRAAARAARRR', out: 'RRRRRARARRR' },
  moveItems: { in: 'RRAAARAARRR', out: 'RRRRRARARRR' },
  copyItems: { in: 'RRAAARAARRR', out: 'RRRRRARARRR' },
  cancelJob: { in: 'RRAAARAARRR', out: 'RRRRRARARRR' },
  retryJob: { in: 'RRAAARAARRR', out: 'RRRRRARARRR' },
  saveProjectUser: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  removeProjectUser: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  saveFolderUser: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  removeFolderUser: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  // Several members at once, as for one.
  removeProjectUsers: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  saveWorkspaceUser: { in: 'RRRRRRAARRR', out: 'RRRRRARARRR' },
  removeWorkspaceUser: { in: 'RRRRRRAARRR', out: 'RRRRRARARRR' },
  // Out of the workspace's projects too: those who edit it edit them all.
  'removeWorkspaceUser(keepInProjects: false)': { in: 'RRRRRRAARRR', out: 'RRRRRARARRR' },
  createProject: { in: 'RRRRR(VALIDATION_FAILED)AARRR', out: 'RRRRRA(VALIDATION_FAILED)ARRR' },
  // Those who edit the project change its details and settings; moving it takes the right to
  // manage both workspaces (only the superuser here: to an admin of the project's workspace the
  // other is out of reach, so answers as none, as for createProject), deleting it the right to
  // manage its own.
  updateProject: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  updateProjectSettings: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  updateProjectLook: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  uploadProjectOverlay: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  confirmProjectOverlay: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  changeProjectWorkspace: {
    in: 'RRRRRR(VALIDATION_FAILED)ARRR',
    out: 'RRRRR(VALIDATION_FAILED)RARRR',
  },
  deleteProject: { in: 'RRRRRRAARRR', out: 'RRRRRARARRR' },
  createWorkspace: { in: 'RRRRRRRARRR', out: 'RRRRRRRARRR' },
  // Admins rename their workspace; only superusers delete one (a fresh one with the place's admin)
  // and upload or remove its branding.
  updateWorkspace: { in: 'RRRRRRAARRR', out: 'RRRRRARARRR' },
  // Turning drawing annotations on for a workspace's members: those who may edit it.
  setWorkspaceAnnotations: { in: 'RRRRRRAARRR', out: 'RRRRRARARRR' },
  deleteWorkspace: { in: 'RRRRRRRARRR', out: 'RRRRRRRARRR' },
  uploadWorkspaceLogo: { in: 'RRRRRRRARRR', out: 'RRRRRRRARRR' },
  uploadWorkspaceProjectPoster: { in: 'RRRRRRRARRR', out: 'RRRRRRRARRR' },
  confirmWorkspaceImage: { in: 'RRRRRRRARRR', out: 'RRRRRRRARRR' },
  removeWorkspaceImages: { in: 'RRRRRRRARRR', out: 'RRRRRRRARRR' },
  // Set Poster Image: those who edit the project, on one of its folders.
  uploadFolderPoster: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  confirmFolderPoster: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  removeFolderImages: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  // Regenerate Thumbnail: superusers alone, not those who edit the project.
  regenerateFolderThumbnail: { in: 'RRRRRRRARRR', out: 'RRRRRRRARRR' },
  inviteUser: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  reinvite: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  // Correcting the address of an invitee who is in that project only: those who edit it.
  'reinvite(email, name)': { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  // One's own account, or anyone's for a superuser (Vic in reach, Otto out of it); a project's
  // notifications only for one of the user's projects.
  updateUser: { in: 'RARRRRRARRR', out: 'RRRRRARARRR' },
  updateUserSettings: { in: 'RARRRRRARRR', out: 'RRRRRARARRR' },
  sessions: { in: 'RAAAAAAARRR', out: 'RAAAAAAARRR' },
  recentSignIns: { in: 'RAAAAAAARRR', out: 'RAAAAAAARRR' },
  endSession: { in: 'RARRRRRRRRR', out: 'RRRRRARRRRR' },
  updateUserProjectSettings: { in: 'RARRRRRARRR', out: 'RRRRRRRRRRR' },
  authFactors: { in: 'RAAAAAAARRR', out: 'RAAAAAAARRR' },
  recoveryCodes: { in: 'RAAAAAAARRR', out: 'RAAAAAAARRR' },
  addUserAuthFactor: { in: 'RARRRRRRRRR', out: 'RRRRRARRRRR' },
  activateAuthFactor: { in: 'RARRRRRRRRR', out: 'RRRRRARRRRR' },
  triggerAuthFactor: { in: 'RARRRRRRRRR', out: 'RRRRRARRRRR' },
  removeAuthFactor: { in: 'RARRRRRARRR', out: 'RRRRRARARRR' },
  // Only for oneself, with an active factor: the viewer and the other admin have one.
  generateRecoveryCodes: { in: 'RARRRARRRRR', out: 'RARRRARRRRR' },
  deleteUser: { in: 'RRRRRRRARRR', out: 'RRRRRRRARRR' },
  // Those who edit the project write its templates; those who may upload to a folder notify.
  saveProjectTemplate: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  removeProjectTemplate: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  sendFolderNotification: { in: 'RRAAARAARRR', out: 'RRRRRARARRR' },
  // Everyone signed in lists the links they see (none for most), of a project they reach, and the
  // projects that have them; a link of the superuser's shows to those who edit its project, who
  // change, send and delete it. Creating one needs `share` on the folder: Supervisors, the manager
  // and admins (Viewers and Editors have none).
  links: { in: 'RAAAARAARRR', out: 'RRRRRARARRR' },
  linkProjects: { in: 'RAAAAAAARRR', out: 'RAAAAAAARRR' },
  link: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  linkCanAllowDownload: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  createLink: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  updateLink: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  sendLink: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  deleteLink: { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  accessChanged: { in: 'RAAAAAAARRR', out: 'RAAAAAAARRR' },
  // Everyone signed in follows the links they see; each hears only of those (link-changed tests).
  linkChanged: { in: 'RAAAAAAARRR', out: 'RAAAAAAARRR' },
  commentChanged: { in: 'RAAAARAAARR', out: 'RRRRRARARAR' },
  folderChanged: { in: 'RAAAARAAARR', out: 'RRRRRARARAR' },
  jobUpdated: { in: 'RAAAARAARRR', out: 'RRRRRARARRR' },
  folderThumbnail: { in: 'RAAAARAAARR', out: 'RRRRRARARAR' },
  // Everyone signed in or visiting a live link hears which build the BFF runs.
  welcome: { in: 'RAAAAAAAAAR', out: 'RAAAAAAAAAR' },
  // Guarded fields and arguments. Select Project and the users screens: those who edit it.
  'projects(editable)': { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  // A member's folders, roles and project settings: to those who see the member and edit the
  // project (not the member, a Viewer, themselves); a folder's users' roles with its users.
  'User.folders': { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  'User.uniqueRoles': { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  'UserProject.settings': { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
  'FolderUser.role': { in: 'RRRAARAARRR', out: 'RRRRRARARRR' },
};

describe('the authorisation matrix', () => {
  let world: MatrixWorld;
  beforeAll(async () => {
    world = await startMatrixWorld();
  }, 120_000);
  afterAll(() => world?.bff.close());

  it('has a row for every REST route', () => {
    const { app } = world.bff;
    const rows = [...Object.keys(restCalls), ...coveredElsewhere];
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
