import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMergedSchema } from '../graphql/schema.ts';
import { callAs, type Outcome } from './call-outcome.fixture.ts';
import { graphqlCalls } from './graphql-operations.fixture.ts';
import { actors, type MatrixWorld, type Place, startMatrixWorld } from './matrix-world.fixture.ts';
import { coveredElsewhere, printedRoutes, restCalls } from './rest-calls.fixture.ts';

/**
 * Who may do what, call by call: one letter per actor in the order of `actors` — anonymous,
 * viewer (Viewer with an entry on the folder), editor, supervisor, manager, admin of another
 * workspace, the workspace's admin, superuser — for the objects of "Feature" (`in`) and of a
 * project in another workspace (`out`). A: allowed, R: refused (and nothing appended).
 * Out of reach answers as nothing there: createProject in a workspace the actor may not see
 * fails as for a workspace that does not exist (VALIDATION_FAILED, workspaceId required), and
 * transfers answer an empty report (R) to those who may not read the project's.
 */
//                                 anonymous, viewer, editor, supervisor, manager, otherAdmin,
//                                 workspaceAdmin, superuser
const expected: Record<string, Record<Place, string>> = {
  node: { in: 'RAAAARAA', out: 'RRRRRARA' },
  asset: { in: 'RAAAARAA', out: 'RRRRRARA' },
  folder: { in: 'RAAAARAA', out: 'RRRRRARA' },
  job: { in: 'RAAAARAA', out: 'RRRRRARA' },
  project: { in: 'RAAAARAA', out: 'RRRRRARA' },
  jobs: { in: 'RAAAAAAA', out: 'RAAAAAAA' },
  projectRoles: { in: 'RAAAAAAA', out: 'RAAAAAAA' },
  projects: { in: 'RAAAAAAA', out: 'RAAAAAAA' },
  currentUser: { in: 'RAAAAAAA', out: 'RAAAAAAA' },
  people: { in: 'RRRAAAAA', out: 'RRRAAAAA' },
  // Those who edit a project (anywhere) list the people they manage; the rest are FORBIDDEN.
  users: { in: 'RRRAAAAA', out: 'RRRAAAAA' },
  workspaces: { in: 'RAAAAAAA', out: 'RAAAAAAA' },
  projectUsers: { in: 'RRRAARAA', out: 'RRRRRARA' },
  folderUsers: { in: 'RRRAARAA', out: 'RRRRRARA' },
  workspaceUsers: { in: 'RRRRRRAA', out: 'RRRRRARA' },
  transfers: { in: 'RRRAARAA', out: 'RRRRRARA' },
  startUpload: { in: 'RRAAARAA', out: 'RRRRRARA' },
  finalizeUpload: { in: 'RRAAARAA', out: 'RRRRRARA' },
  cancelUpload: { in: 'RRAAARAA', out: 'RRRRRARA' },
  addComment: { in: 'RAAAARAA', out: 'RRRRRARA' },
  updateComment: { in: 'RRRRRRRA', out: 'RRRRRRRA' },
  removeComment: { in: 'RRRAARAA', out: 'RRRRRARA' },
  // `download` on the folder: not the Viewer's entry; Editors have it by their role.
  requestDownload: { in: 'RRAAARAA', out: 'RRRRRARA' },
  createFolder: { in: 'RRAAARAA', out: 'RRRRRARA' },
  cancelJob: { in: 'RRAAARAA', out: 'RRRRRARA' },
  retryJob: { in: 'RRAAARAA', out: 'RRRRRARA' },
  saveProjectUser: { in: 'RRRAARAA', out: 'RRRRRARA' },
  removeProjectUser: { in: 'RRRAARAA', out: 'RRRRRARA' },
  saveFolderUser: { in: 'RRRAARAA', out: 'RRRRRARA' },
  removeFolderUser: { in: 'RRRAARAA', out: 'RRRRRARA' },
  saveWorkspaceUser: { in: 'RRRRRRAA', out: 'RRRRRARA' },
  removeWorkspaceUser: { in: 'RRRRRRAA', out: 'RRRRRARA' },
  createProject: { in: 'RRRRR(VALIDATION_FAILED)AA', out: 'RRRRRA(VALIDATION_FAILED)A' },
  createWorkspace: { in: 'RRRRRRRA', out: 'RRRRRRRA' },
  inviteUser: { in: 'RRRAARAA', out: 'RRRRRARA' },
  reinvite: { in: 'RRRAARAA', out: 'RRRRRARA' },
  // One's own account, or anyone's for a superuser (Vic in reach, Otto out of it); a project's
  // notifications only for one of the user's projects.
  updateUser: { in: 'RARRRRRA', out: 'RRRRRARA' },
  updateUserSettings: { in: 'RARRRRRA', out: 'RRRRRARA' },
  updateUserProjectSettings: { in: 'RARRRRRA', out: 'RRRRRRRR' },
  deleteUser: { in: 'RRRRRRRA', out: 'RRRRRRRA' },
  // Everyone signed in lists the links they see (none for most); a link of the superuser's shows
  // to those who edit its project, who change, send and delete it. Creating one needs `share` on
  // the folder: Supervisors, the manager and admins (Viewers and Editors have none).
  links: { in: 'RAAAAAAA', out: 'RAAAAAAA' },
  link: { in: 'RRRAARAA', out: 'RRRRRARA' },
  linkCanAllowDownload: { in: 'RRRAARAA', out: 'RRRRRARA' },
  createLink: { in: 'RRRAARAA', out: 'RRRRRARA' },
  updateLink: { in: 'RRRAARAA', out: 'RRRRRARA' },
  sendLink: { in: 'RRRAARAA', out: 'RRRRRARA' },
  deleteLink: { in: 'RRRAARAA', out: 'RRRRRARA' },
  accessChanged: { in: 'RAAAAAAA', out: 'RAAAAAAA' },
  commentChanged: { in: 'RAAAARAA', out: 'RRRRRARA' },
  folderChanged: { in: 'RAAAARAA', out: 'RRRRRARA' },
  jobUpdated: { in: 'RAAAARAA', out: 'RRRRRARA' },
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
        statuses.push((await world.bff.app.inject({ ...request, headers })).statusCode);
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
    expect(operations.filter((name) => !(name in graphqlCalls))).toEqual([]);
    expect(Object.keys(graphqlCalls).filter((name) => !operations.includes(name))).toEqual([]);
  });

  it('allows and refuses each call as the policy says, and a refused call appends nothing', async () => {
    const actual: Record<string, Record<Place, string>> = {};
    const appendedWhenRefused: string[] = [];
    for (const [name, call] of Object.entries(graphqlCalls)) {
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
  }, 300_000);
});
