import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { firstError, startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { createProject, uploadFile } from '../uploads/upload.fixture.ts';

const createFolder = `mutation ($input: CreateFolderInput!) {
  createFolder(input: $input) { folder { id } } }`;
const assetPage = `query ($id: ID!, $orderBy: AssetOrder, $first: Int, $after: String) {
  folder(id: $id) {
    assets(orderBy: $orderBy, first: $first, after: $after) {
      edges { node { name } } pageInfo { hasNextPage endCursor }
    }
  } }`;
const childPage = `query ($id: ID!, $orderBy: FolderOrder, $first: Int, $after: String) {
  folder(id: $id) {
    children(orderBy: $orderBy, first: $first, after: $after) {
      edges { node { name } } pageInfo { hasNextPage endCursor }
    }
  } }`;

type Page = {
  edges: { node: { name: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

describe('a folder listed in every order, page after page', () => {
  let bff: TestBff;
  let token: string;
  let rootId: string;

  /** Every name of the list, read two at a time from cursor to cursor. */
  const allPages = async (query: string, field: 'assets' | 'children', orderBy: string) => {
    const names: string[] = [];
    let after: string | null = null;
    for (;;) {
      const answer = await bff.gql(token, query, { id: rootId, orderBy, first: 2, after });
      expect(answer.errors).toBeUndefined();
      const page: Page = answer.data?.folder[field];
      names.push(...page.edges.map((edge) => edge.node.name));
      if (!page.pageInfo.hasNextPage) return names;
      after = page.pageInfo.endCursor;
    }
  };

  beforeAll(async () => {
    bff = await startTestBff();
    token = bff.adminToken;
    const manager = toGlobalId('User', (await bff.addUser('Mia', 'mia@rushes.test')).userId);
    rootId = (await createProject(bff, manager, 'Feature')).rootId;
    // uploaded one after the other, each bigger than the last but one
    const files = [
      ['Take 10.txt', 300],
      ['take 2.txt', 100],
      ['Take 1.txt', 500],
      ['B roll.txt', 200],
      ['Alpha.txt', 400],
    ] as const;
    for (const [filename, size] of files) {
      const bytes = Buffer.alloc(size, 1);
      await uploadFile(bff, token, rootId, { filename, bytes, contentType: 'text/plain' });
    }
    for (const name of ['Day 10', 'Day 2', 'day 1']) {
      await bff.gql(token, createFolder, { input: { parentId: rootId, name } });
    }
  });
  afterAll(() => bff?.close());

  it('assets by name as people read numbers, either way', async () => {
    const byName = ['Alpha.txt', 'B roll.txt', 'Take 1.txt', 'take 2.txt', 'Take 10.txt'];
    expect(await allPages(assetPage, 'assets', 'NAME_ASC')).toEqual(byName);
    expect(await allPages(assetPage, 'assets', 'NAME_DESC')).toEqual([...byName].reverse());
  });

  it('assets by size and by when they were created', async () => {
    expect(await allPages(assetPage, 'assets', 'SIZE_DESC')).toEqual([
      'Take 1.txt',
      'Alpha.txt',
      'Take 10.txt',
      'B roll.txt',
      'take 2.txt',
    ]);
    expect(await allPages(assetPage, 'assets', 'CREATED_ASC')).toEqual([
      'Take 10.txt',
      'take 2.txt',
      'Take 1.txt',
      'B roll.txt',
      'Alpha.txt',
    ]);
    expect((await allPages(assetPage, 'assets', 'DURATION_ASC')).sort()).toHaveLength(5);
  });

  it('child folders by name and by when they were created', async () => {
    expect(await allPages(childPage, 'children', 'NAME_ASC')).toEqual(['day 1', 'Day 2', 'Day 10']);
    expect(await allPages(childPage, 'children', 'CREATED_ASC')).toEqual([
      'Day 10',
      'Day 2',
      'day 1',
    ]);
  });

  it('counts the files the folder itself holds, their bytes and their length', async () => {
    const totals =
      '{ fileCount totalSize totalDuration children { edges { node { fileCount totalSize } } } }';
    const answer = await bff.gql(token, `query ($id: ID!) { folder(id: $id) ${totals} }`, {
      id: rootId,
    });
    const folder = answer.data?.folder;
    expect(folder).toMatchObject({ fileCount: 5, totalSize: 1500, totalDuration: null });
    expect(folder.children.edges[0].node).toEqual({ fileCount: 0, totalSize: 0 });
  });

  it("refuses a cursor that is not the order's", async () => {
    const first = await bff.gql(token, assetPage, { id: rootId, orderBy: 'NAME_ASC', first: 1 });
    const after = first.data?.folder.assets.pageInfo.endCursor;
    const answer = await bff.gql(token, assetPage, { id: rootId, orderBy: 'SIZE_ASC', after });
    expect(firstError(answer)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'after' },
    });
  });
});

describe('a folder filtered by name', () => {
  let bff: TestBff;
  let token: string;
  let rootId: string;
  const query = `query ($id: ID!, $filter: String) {
    folder(id: $id) {
      children(filter: $filter) { edges { node { name } } }
      assets(filter: $filter) { edges { node { name } } }
    } }`;
  const shown = async (filter: string) => {
    const folder = (await bff.gql(token, query, { id: rootId, filter })).data?.folder;
    const names = (list: { edges: { node: { name: string } }[] }) =>
      list.edges.map((edge) => edge.node.name);
    return [...names(folder.children), ...names(folder.assets)];
  };

  beforeAll(async () => {
    bff = await startTestBff();
    token = bff.adminToken;
    const manager = toGlobalId('User', (await bff.addUser('Mia', 'mia@rushes.test')).userId);
    rootId = (await createProject(bff, manager, 'Feature')).rootId;
    for (const filename of ['Scene 4 take 1.txt', 'scene 5.txt', '100%_done.txt']) {
      const bytes = Buffer.from(filename);
      await uploadFile(bff, token, rootId, { filename, bytes, contentType: 'text/plain' });
    }
    await bff.gql(token, createFolder, { input: { parentId: rootId, name: 'Scenes' } });
  });
  afterAll(() => bff?.close());

  it('keeps folders and assets whose name holds the text, whatever its case', async () => {
    expect(await shown('SCENE')).toEqual(['Scenes', 'Scene 4 take 1.txt', 'scene 5.txt']);
    expect(await shown(' take ')).toEqual(['Scene 4 take 1.txt']);
  });

  it('takes % and _ as the characters they are', async () => {
    expect(await shown('%_')).toEqual(['100%_done.txt']);
    expect(await shown('_')).toEqual(['100%_done.txt']);
  });
});
