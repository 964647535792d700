import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { firstError, startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { createProject, uploadFile } from '../uploads/upload.fixture.ts';
import { appendTestAsset } from './comment.fixture.ts';

const folderComments = `
  query ($id: ID!, $first: Int, $after: String) {
    folder(id: $id) {
      hasComments
      commentedAssets(first: $first, after: $after) {
        edges { node { name newestVersion { comments(first: 10) {
          edges { node { text } } pageInfo { hasNextPage } } } } }
        pageInfo { hasNextPage endCursor }
      }
      assets { edges { node { name } } }
    }
  }`;
const addComment = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { comment { id } } }`;
const removeComment = `mutation ($input: RemoveCommentInput!) {
  removeComment(input: $input) { deletedId } }`;
const createFolder = `mutation ($input: CreateFolderInput!) {
  createFolder(input: $input) { folder { id } } }`;
const saveMember = `mutation ($input: SaveProjectUserInput!) {
  saveProjectUser(input: $input) { clientMutationId } }`;

interface Listed {
  name: string;
  newestVersion: {
    comments: { edges: { node: { text: string } }[]; pageInfo: { hasNextPage: boolean } };
  };
}

describe('a folder’s comments, paged by asset', () => {
  let bff: TestBff;
  let token: string;
  let rootId: string;
  let dayId: string;
  let emptyId: string;
  let quietToken: string;
  let ottoToken: string;

  const read = (id: string, as = token, page: { first?: number; after?: string } = {}) =>
    bff.gql(as, folderComments, { id, ...page });
  const upload = async (folderId: string, filename: string) =>
    (await uploadFile(bff, token, folderId, { filename, bytes: Buffer.from(filename) })).version
      .id as string;
  const comment = async (versionId: string, text: string) => {
    const answer = await bff.gql(token, addComment, { input: { versionId, text } });
    expect(answer.errors).toBeUndefined();
    return answer.data?.addComment.comment.id as string;
  };

  beforeAll(async () => {
    bff = await startTestBff();
    token = bff.adminToken;
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    const quiet = await bff.addUser('Vic Viewer', 'vic@rushes.test');
    quietToken = await bff.tokenFor(quiet);
    ottoToken = await bff.tokenFor(await bff.addUser('Otto Other', 'otto@rushes.test'));
    const project = await createProject(bff, toGlobalId('User', manager.userId), 'Feature');
    rootId = project.rootId;
    const folder = async (name: string) =>
      (await bff.gql(token, createFolder, { input: { parentId: rootId, name } })).data?.createFolder
        .folder.id as string;
    [dayId, emptyId] = [await folder('Day 1'), await folder('Day 2')];

    const a = await upload(rootId, 'A002.txt');
    const c = await upload(rootId, 'A010.txt');
    await upload(rootId, 'B001.txt');
    const removed = await upload(rootId, 'C001.txt');
    const inside = await upload(dayId, 'D001.txt');
    for (let n = 1; n <= 12; n++) await comment(a, `note ${n}`);
    await comment(c, 'only note');
    await comment(inside, 'in day 1');
    const gone = await comment(removed, 'taken back');
    await bff.gql(token, removeComment, { input: { id: gone } });
    // A comment on an older version: the newest shows none.
    const older = await appendTestAsset(
      bff.services,
      { projectId: project.projectId, folderId: rootId, userId: manager.userId },
      2,
    );
    await comment(older.versionIds[0] as string, 'on version 1');

    const member = { projectId: project.projectId, userId: toGlobalId('User', quiet.userId) };
    const permissions = { view: true, edit: false, download: false, share: false, comment: false };
    const saved = await bff.gql(token, saveMember, {
      input: { ...member, roleId: 'viewer', permissions },
    });
    expect(saved.errors).toBeUndefined();
  });
  afterAll(() => bff?.close());

  it('lists the assets held directly whose newest version has comments, by name, a page at a time', async () => {
    const first = (await read(rootId, token, { first: 1 })).data?.folder;
    expect(first.hasComments).toBe(true);
    const [edge] = first.commentedAssets.edges as { node: Listed }[];
    expect(edge?.node.name).toBe('A002.txt');
    const notes = edge?.node.newestVersion.comments;
    expect(notes?.edges).toHaveLength(10);
    expect(notes?.pageInfo.hasNextPage).toBe(true);
    expect(first.commentedAssets.pageInfo.hasNextPage).toBe(true);

    const after = first.commentedAssets.pageInfo.endCursor;
    const second = (await read(rootId, token, { first: 1, after })).data?.folder;
    const names = second.commentedAssets.edges.map((e: { node: Listed }) => e.node.name);
    expect(names).toEqual(['A010.txt']);
    expect(second.commentedAssets.pageInfo.hasNextPage).toBe(false);
    expect(second.commentedAssets.edges[0].node.newestVersion.comments.edges).toEqual([
      { node: { text: 'only note' } },
    ]);
  });

  it('counts only the folder’s own assets: a sub-folder’s comments stay there', async () => {
    const day = (await read(dayId)).data?.folder;
    expect(day.hasComments).toBe(true);
    expect(day.commentedAssets.edges.map((e: { node: Listed }) => e.node.name)).toEqual([
      'D001.txt',
    ]);
    const empty = (await read(emptyId)).data?.folder;
    expect(empty.hasComments).toBe(false);
    expect(empty.commentedAssets.edges).toEqual([]);
  });

  it('shows nothing to a member who sees the assets but may not read comments', async () => {
    const folder = (await read(rootId, quietToken)).data?.folder;
    expect(folder.assets.edges.length).toBeGreaterThan(0);
    expect(folder.hasComments).toBe(false);
    expect(folder.commentedAssets.edges).toEqual([]);
  });

  it('shows no folder to someone outside the project', async () => {
    const answer = await read(rootId, ottoToken);
    expect(answer.data?.folder ?? null).toBeNull();
  });

  it('refuses a malformed cursor as VALIDATION_FAILED on after', async () => {
    const answer = await read(rootId, token, { after: 'junk' });
    expect(firstError(answer)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'after' },
    });
  });
});
