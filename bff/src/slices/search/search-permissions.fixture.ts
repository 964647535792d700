import { expect } from 'vitest';
import type { Machine } from '../../auth/machine.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { makeApiToken } from '../api-tokens/api-token.fixture.ts';
import {
  createFolder,
  createProject,
  removeProjectUser,
  saveFolderUser,
  saveProjectUser,
  saveWorkspaceUser,
} from '../members/member.fixture.ts';
import type { Viewer } from '../policy.ts';
import { startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { uploadFile } from '../uploads/upload.fixture.ts';
import { openLink } from '../visits/visit.fixture.ts';

const createWorkspace = `mutation ($input: CreateWorkspaceInput!) {
  createWorkspace(input: $input) { workspace { id } } }`;
const addComment = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { comment { id } } }`;

/** Each searcher's access token (people) or API token secret (machines). */
export type Searchers = Record<string, string>;

/**
 * A production every name of which holds "zebra", and everyone whose place in it the policy
 * tells apart. In "Zebra Works" (Admin: Wanda) the project "Zebra Feature" (manager Mia) holds
 * Zebra Day 1 / Zebra Camera A and Zebra Day 2, an asset in each and in its root, each commented
 * "quokka". Sue is its Supervisor, Eddie its Editor, Rita a Viewer of the whole project but for
 * the comments of Day 2; Vic has an entry on Day 1, Nora one there without comments, Fay one on
 * Camera A only; Remy had one and was removed. In "Zebra Elsewhere"
 * (Admin: Otto) "Zebra Other" has a folder and an asset. Links are made by the superuser, Sue and
 * Mia. Machines hold tokens of "Zebra Works" reading assets, writing comments, reading events.
 */
export async function startPermissionWorld() {
  const bff: TestBff = await startTestBff();
  const admin = bff.adminToken;
  const gql = async (query: string, variables: Record<string, unknown>, as = admin) => {
    const answer = await bff.gql(as, query, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data ?? {};
  };
  const people: Record<string, { token: string; id: string }> = {};
  for (const name of [
    'Mia',
    'Wanda',
    'Sue',
    'Eddie',
    'Rita',
    'Vic',
    'Nora',
    'Fay',
    'Remy',
    'Otto',
  ]) {
    const viewer = await bff.addUser(`Zebra ${name}`, `${name.toLowerCase()}@zebra.test`);
    const token = await bff.tokenFor(viewer);
    const id = (await gql('{ currentUser { id } }', {}, token)).currentUser.id;
    people[name] = { token, id };
  }
  const person = (name: string) => people[name] ?? { token: '', id: '' };
  const workspace = async (name: string, adminName: string) => {
    const id = (await gql(createWorkspace, { input: { name } })).createWorkspace.workspace.id;
    await gql(saveWorkspaceUser, {
      input: { workspaceId: id, userId: person(adminName).id, isAdmin: true },
    });
    return id as string;
  };
  const works = await workspace('Zebra Works', 'Wanda');
  const elsewhere = await workspace('Zebra Elsewhere', 'Otto');
  const project = async (workspaceId: string, name: string, managerId: string) =>
    (await gql(createProject, { input: { workspaceId, name, managerId } })).createProject.project;
  const feature = await project(works, 'Zebra Feature', person('Mia').id);
  const other = await project(elsewhere, 'Zebra Other', person('Otto').id);
  const folder = async (parentId: string, name: string): Promise<string> =>
    (await gql(createFolder, { input: { parentId, name } })).createFolder.folder.id;
  const day1 = await folder(feature.rootFolder.id, 'Zebra Day 1');
  const cameraA = await folder(day1, 'Zebra Camera A');
  const day2 = await folder(feature.rootFolder.id, 'Zebra Day 2');
  const day9 = await folder(other.rootFolder.id, 'Zebra Day 9');
  const assets: string[] = [];
  for (const [folderId, name] of [
    [feature.rootFolder.id, 'root'],
    [day1, 'day1'],
    [cameraA, 'cama'],
    [day2, 'day2'],
    [day9, 'day9'],
  ] as const) {
    const done = await uploadFile(bff, admin, folderId, {
      filename: `zebra_${name}.mov`,
      bytes: Buffer.from(name),
    });
    assets.push(done.asset.id);
    await gql(addComment, { input: { versionId: done.version.id, text: 'quokka here' } });
  }
  for (const [name, role] of [
    ['Sue', 'supervisor'],
    ['Eddie', 'editor'],
    ['Rita', 'viewer'],
  ] as const) {
    await gql(saveProjectUser, {
      input: { projectId: feature.id, userId: person(name).id, roleId: role },
    });
  }
  const entry = (name: string, folderId: string, allowedTo: Record<string, boolean> = {}) =>
    gql(saveFolderUser, { input: { folderId, userId: person(name).id, allowedTo } });
  await entry('Rita', day2, { comment: false });
  await entry('Vic', day1);
  await entry('Nora', day1, { comment: false });
  await entry('Fay', cameraA);
  await entry('Remy', day1);
  await gql(removeProjectUser, { input: { projectId: feature.id, userId: person('Remy').id } });
  const links = [
    await openLink(bff, admin, { projectId: feature.id, name: 'Zebra by Ada', folderIds: [day1] }),
    await openLink(bff, person('Sue').token, {
      projectId: feature.id,
      name: 'Zebra by Sue',
      folderIds: [day2],
    }),
    await openLink(bff, person('Mia').token, {
      projectId: feature.id,
      name: 'Zebra by Mia',
      folderIds: [day1],
    }),
    await openLink(bff, admin, { projectId: other.id, name: 'Zebra other', folderIds: [day9] }),
  ];
  const searchers: Searchers = { superuser: admin };
  const who: Record<string, { viewer: Viewer; machine: Machine | null }> = {
    superuser: { viewer: { userId: '', isSuperuser: true }, machine: null },
  };
  for (const [name, { token, id }] of Object.entries(people)) {
    searchers[name] = token;
    who[name] = { viewer: { userId: fromGlobalId(id).id, isSuperuser: false }, machine: null };
  }
  for (const [name, scopes] of [
    ['readingMachine', ['assets:read']],
    ['commentingMachine', ['comments:write']],
    ['feedMachine', ['events:read']],
  ] as const) {
    const made = await makeApiToken(bff, person('Wanda').token, {
      workspaceId: works,
      scopes: [...scopes],
    });
    searchers[name] = made.secret;
    const tokenId = fromGlobalId(made.id).id;
    const workspaceId = fromGlobalId(works).id;
    who[name] = { viewer: null, machine: { tokenId, workspaceId, scopes, expiresAt: null } };
  }
  const visitorLink = links[0] ?? { token: '' };
  return {
    bff,
    searchers,
    /** Each searcher as the policy sees them. */
    who,
    visitorLink,
    /** Every object of the world by global id, what the policy is asked about. */
    objects: [
      feature.id,
      other.id,
      day1,
      cameraA,
      day2,
      day9,
      ...assets,
      ...links.map((link) => link.id),
    ] as string[],
    assets,
    users: Object.values(people).map((entry) => entry.id),
    uuid: (globalId: string) => fromGlobalId(globalId).id,
  };
}

export type PermissionWorld = Awaited<ReturnType<typeof startPermissionWorld>>;
