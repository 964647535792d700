import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { importMetadataFile } from '../metadata-import/metadata-upload.fixture.ts';
import { firstError, startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { createProject, uploadFile } from '../uploads/upload.fixture.ts';
import { openLink, visit } from '../visits/visit.fixture.ts';

const searchQuery = `query ($text: String!, $kind: SearchKind, $first: Int, $after: String) {
  search(text: $text, kind: $kind, first: $first, after: $after) {
    counts { all users projects folders assets shares capped }
    hits {
      edges {
        cursor
        node {
          id score
          object {
            __typename
            ... on Asset { id name }
            ... on Folder { id name }
            ... on Project { id name }
            ... on ShareLink { id name }
            ... on User { id name }
          }
          path { id name }
          matches { field text highlights { start length } }
        }
      }
      pageInfo { hasNextPage hasPreviousPage endCursor }
    }
  }
}`;

const pagedQuery = `query ($text: String!, $first: Int, $after: String) {
  search(text: $text) {
    hits(first: $first, after: $after) {
      edges { node { object { ... on Asset { id } } } }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

const createFolder = `mutation ($input: CreateFolderInput!) {
  createFolder(input: $input) { folder { id } } }`;
const renameAsset = `mutation ($input: RenameAssetInput!) {
  renameAsset(input: $input) { asset { id } } }`;
const addComment = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { comment { id } } }`;

/** An ALE whose one clip, A003C012, is scene 19A take 3 on camera B. */
const ale = new TextEncoder().encode(
  'Heading\nFIELD_DELIM\tTABS\nVIDEO_FORMAT\t1080\nFPS\t25\n\nColumn\n' +
    'Name\tTracks\tStart\tEnd\tScene\tTake\tCamera\n\nData\n' +
    'A003C012\tV\t01:00:00:00\t01:00:10:00\t19A\t3\tB\n',
);

describe('search', () => {
  let bff: TestBff;
  let token: string;
  let projectId: string;
  let dayId: string;
  let clip: { asset: { id: string }; version: { id: string } };

  const search = (variables: Record<string, unknown>, as = token) =>
    bff.gql(as, searchQuery, variables);
  const hitsOf = async (text: string, kind?: string) => {
    const answer = await search({ text, kind });
    expect(answer.errors).toBeUndefined();
    return answer.data?.search.hits.edges.map((edge: { node: unknown }) => edge.node);
  };

  beforeAll(async () => {
    bff = await startTestBff();
    token = bff.adminToken;
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    const created = await createProject(bff, toGlobalId('User', manager.userId), 'Night Shoot');
    projectId = created.projectId;
    const day = await bff.gql(token, createFolder, {
      input: { parentId: created.rootId, name: 'Day 12' },
    });
    dayId = day.data?.createFolder.folder.id;
    clip = await uploadFile(bff, token, dayId, {
      filename: 'A003C012.mov',
      bytes: Buffer.from('frames'),
    });
  });
  afterAll(() => bff?.close());

  it('answers nothing, and no error, for empty or blank text', async () => {
    for (const text of ['', '   ']) {
      const answer = await search({ text });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.search).toEqual({
        counts: { all: 0, users: 0, projects: 0, folders: 0, assets: 0, shares: 0, capped: [] },
        hits: {
          edges: [],
          pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null },
        },
      });
    }
  });

  it('finds an imported slate as soon as the import answers, where the clip lives', async () => {
    expect(await hitsOf('19A/3')).toEqual([]);
    const imported = await importMetadataFile(bff, token, dayId, {
      filename: 'Day 12.ale',
      bytes: ale,
    });
    expect(imported.errors).toBeUndefined();
    const [hit] = await hitsOf('19A/3');
    expect(hit).toMatchObject({
      object: { __typename: 'Asset', id: clip.asset.id, name: 'A003C012.mov' },
      path: [
        { id: projectId, name: 'Night Shoot' },
        { id: dayId, name: 'Day 12' },
      ],
      matches: [{ field: 'slate', text: '19A / 3', highlights: [{ start: 0, length: 7 }] }],
    });
    expect(hit.score).toBeGreaterThan(3);
    const [byCamera] = await hitsOf('camera:B');
    expect(byCamera.object.id).toBe(clip.asset.id);
  });

  it('finds a renamed asset and a new comment as soon as their mutations answer', async () => {
    await bff.gql(token, renameAsset, { input: { id: clip.asset.id, name: 'Opening shot' } });
    expect(
      (await hitsOf('opening')).map((hit: { object: { id: string } }) => hit.object.id),
    ).toEqual([clip.asset.id]);
    await bff.gql(token, addComment, {
      input: { versionId: clip.version.id, text: 'The boom dips into frame' },
    });
    const [hit] = await hitsOf('dipping');
    expect(hit.object.id).toBe(clip.asset.id);
    expect(hit.matches).toContainEqual({
      field: 'comment',
      text: 'The boom dips into frame',
      highlights: [{ start: 9, length: 4 }],
    });
  });

  it('counts every group and filters one, the path of each hit its own', async () => {
    await openLink(bff, token, { projectId, name: 'Night dailies', folderIds: [dayId] });
    const answer = await search({ text: 'night', kind: 'SHARE' });
    expect(answer.data?.search.counts).toEqual({
      all: 2,
      users: 0,
      projects: 1,
      folders: 0,
      assets: 0,
      shares: 1,
      capped: [],
    });
    const edges = answer.data?.search.hits.edges;
    expect(edges.map((edge: { node: { object: unknown } }) => edge.node.object)).toMatchObject([
      { __typename: 'ShareLink', name: 'Night dailies' },
    ]);
    expect(edges[0].node.path).toEqual([{ id: projectId, name: 'Night Shoot' }]);
    const [project] = await hitsOf('night', 'PROJECT');
    expect(project.path).toEqual([]);
    const [folder] = await hitsOf('day 12', 'FOLDER');
    expect(folder.path).toEqual([{ id: projectId, name: 'Night Shoot' }]);
  });

  it('pages every hit through hits(first, after), none twice', async () => {
    for (let i = 1; i <= 4; i++) {
      await uploadFile(bff, token, dayId, { filename: `B00${i}C001.mov`, bytes: Buffer.from('x') });
    }
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page++) {
      const answer = await bff.gql(token, pagedQuery, { text: 'C001', first: 3, after });
      const hits = answer.data?.search.hits;
      seen.push(
        ...hits.edges.map((edge: { node: { object: { id: string } } }) => edge.node.object.id),
      );
      if (!hits.pageInfo.hasNextPage) break;
      after = hits.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(4);
    expect(new Set(seen).size).toBe(4);
  });

  it('refuses bad paging as a validation failure', async () => {
    expect(firstError(await search({ text: 'night', first: 101 }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'first' },
    });
    expect(firstError(await search({ text: 'night', after: 'junk' }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'after' },
    });
  });

  it('is for people signed in: a share link’s visitor is refused, nobody unauthenticated', async () => {
    const link = await openLink(bff, token, { projectId, name: 'Client', folderIds: [dayId] });
    const visitor = (await visit(bff, { token: link.token })).json().token;
    expect(firstError(await search({ text: 'night' }, visitor)).code).toBe('FORBIDDEN');
    const anonymous = await bff.app.inject({
      method: 'POST',
      url: '/v2/graphql',
      payload: { query: searchQuery, variables: { text: 'night' } },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
