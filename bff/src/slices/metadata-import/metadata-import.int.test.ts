import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { testText } from '../metadata/test-data.fixture.ts';
import { firstError, startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { createProject, uploadFile } from '../uploads/upload.fixture.ts';
import {
  importMetadataFile,
  importMetadataMutation,
  uploadMetadataFile,
} from './metadata-upload.fixture.ts';

const folderQuery = `
  query ($id: ID!, $orderBy: AssetOrder, $filter: String, $takes: TakesFilter) {
    folder(id: $id) {
      hasSlates
      hasCircledTakes
      assets(orderBy: $orderBy, filter: $filter, takes: $takes) {
        edges { node { name displayName sceneTake circled metadata { key value hidden } } }
      }
    }
  }`;

interface Listed {
  name: string;
  displayName: string;
  sceneTake: string | null;
  circled: boolean;
  metadata: { key: string; value: string; hidden: boolean }[];
}

/** The real ALE of six takes of scene 469C-4, its second take circled. */
const aleOfSixTakes = () => {
  const lines = testText('ale/otio-ale-adapter-sample_no_blanks.ale').split(/\r?\n/);
  const columns = (lines[lines.indexOf('Column') + 1] ?? '').split('\t');
  const circle = columns.indexOf('circleTake');
  return lines
    .map((line) => {
      if (!line.startsWith('469C-4-2\t')) return line;
      const values = line.split('\t');
      values[circle] = 'true';
      return values.join('\t');
    })
    .join('\r\n');
};

const bytesOf = (text: string) => new TextEncoder().encode(text);
const clip = Buffer.from('not really a movie');

describe('metadata imported with clips', () => {
  let bff: TestBff;
  let token: string;
  let rootId: string;

  const list = async (
    variables: Record<string, unknown> = {},
  ): Promise<{ hasSlates: boolean; hasCircledTakes: boolean; assets: Listed[] }> => {
    const answer = await bff.gql(token, folderQuery, { id: rootId, ...variables });
    expect(answer.errors).toBeUndefined();
    const folder = answer.data?.folder;
    return {
      ...folder,
      assets: folder.assets.edges.map((edge: { node: Listed }) => edge.node) as Listed[],
    };
  };
  const names = async (variables: Record<string, unknown>) =>
    (await list(variables)).assets.map((asset) => asset.name);

  beforeAll(async () => {
    bff = await startTestBff();
    token = bff.adminToken;
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    ({ rootId } = await createProject(bff, toGlobalId('User', manager.userId), 'Slates'));
    for (const filename of ['469C-4-3.mov', '469C-4-2.mov', 'B-roll.mov']) {
      await uploadFile(bff, token, rootId, { filename, bytes: clip });
    }
  });
  afterAll(() => bff?.close());

  it('attaches an ALE’s records to the clips they name; the slate names the takes', async () => {
    const answer = await importMetadataFile(bff, token, rootId, {
      filename: 'Day 12.ale',
      bytes: bytesOf(aleOfSixTakes()),
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.importMetadata.result).toEqual({
      parsed: 6,
      matched: 2,
      folderHasClips: true,
      folderHasMetadata: true,
    });
    const folder = await list();
    expect(folder).toMatchObject({ hasSlates: true, hasCircledTakes: true });
    // By content: slated takes by their slate, sorted with the others by shown name.
    expect(folder.assets.map((asset) => [asset.name, asset.displayName, asset.circled])).toEqual([
      ['469C-4-2.mov', '469C-4 / 2', true],
      ['469C-4-3.mov', '469C-4 / 3', false],
      ['B-roll.mov', 'B-roll.mov', false],
    ]);
    const [take2] = folder.assets;
    expect(take2?.sceneTake).toBe('469C-4 / 2');
    const keys = take2?.metadata.map((entry: { key: string }) => entry.key) ?? [];
    // The slate first (its camera from the file's camera index), then the file's columns.
    expect(keys.slice(0, 5)).toEqual(['Scene', 'Take', 'Camera Angle', 'Selected', 'Name']);
    expect(take2?.metadata).toContainEqual({ key: 'Selected', value: 'Yes', hidden: false });
    expect(take2?.metadata).toContainEqual({
      key: 'cameraModel',
      value: 'ARRI ALEXA 35',
      hidden: true,
    });
    expect(folder.assets[2]?.metadata).toEqual([]);
  });

  it('filters circled and uncircled takes, takes with comments, and metadata values', async () => {
    expect(await names({ takes: { circled: true } })).toEqual(['469C-4-2.mov']);
    expect(await names({ takes: { circled: false } })).toEqual(['469C-4-3.mov', 'B-roll.mov']);
    expect(await names({ filter: 'alexa 35' })).toEqual(['469C-4-2.mov', '469C-4-3.mov']);
    expect(await names({ takes: { withComments: true } })).toEqual([]);
    const versionId = (
      await bff.gql(
        token,
        `query ($id: ID!) { folder(id: $id) { assets(filter: "B-roll") {
          edges { node { newestVersion { id } } } } } }`,
        { id: rootId },
      )
    ).data?.folder.assets.edges[0].node.newestVersion.id;
    const commented = await bff.gql(
      token,
      'mutation ($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }',
      { input: { versionId, text: 'Wobbly' } },
    );
    expect(commented.errors).toBeUndefined();
    expect(await names({ takes: { withComments: true } })).toEqual(['B-roll.mov']);
    expect(await names({ takes: { withComments: true, circled: true } })).toEqual([]);
  });

  it('sorts by the slate both ways, and by Selected, with cursors that page on', async () => {
    expect(await names({ orderBy: 'SCENE_TAKE_DESC' })).toEqual([
      'B-roll.mov',
      '469C-4-3.mov',
      '469C-4-2.mov',
    ]);
    // The circled takes first, each group by shown name, the same way.
    expect(await names({ orderBy: 'SELECTED_DESC' })).toEqual([
      '469C-4-2.mov',
      'B-roll.mov',
      '469C-4-3.mov',
    ]);
    const page = `query ($id: ID!, $after: String, $orderBy: AssetOrder) { folder(id: $id) {
      assets(first: 1, after: $after, orderBy: $orderBy) {
        edges { cursor node { name } } pageInfo { hasNextPage } } } }`;
    for (const orderBy of ['SCENE_TAKE_ASC', 'SELECTED_ASC']) {
      const seen: string[] = [];
      let after: string | null = null;
      for (let i = 0; i < 3; i += 1) {
        const answer = await bff.gql(token, page, { id: rootId, after, orderBy });
        const edge = answer.data?.folder.assets.edges[0];
        seen.push(edge.node.name);
        after = edge.cursor;
      }
      expect(seen).toEqual(await names({ orderBy }));
    }
  });

  it('keeps the records for clips uploaded later, and matches them at their upload', async () => {
    const later = await uploadFile(bff, token, rootId, { filename: '469C-4-5.mov', bytes: clip });
    expect(later.metadata).toEqual({
      parsed: 0,
      matched: 1,
      folderHasClips: true,
      folderHasMetadata: true,
    });
    const unnamed = await uploadFile(bff, token, rootId, { filename: 'Pickup.mov', bytes: clip });
    expect(unnamed.metadata).toMatchObject({ matched: 0, folderHasMetadata: true });
    const assets = (await list({ filter: '469C-4-5' })).assets;
    expect(assets.map((asset) => asset.displayName)).toEqual(['469C-4 / 5']);
  });

  it('gives a copied take its metadata', async () => {
    const created = await bff.gql(
      token,
      'mutation ($input: CreateFolderInput!) { createFolder(input: $input) { folder { id } } }',
      { input: { parentId: rootId, name: 'Selects' } },
    );
    const selectsId = created.data?.createFolder.folder.id;
    const take2 = await bff.gql(
      token,
      `query ($id: ID!) { folder(id: $id) { assets(takes: { circled: true }) {
        edges { node { id } } } } }`,
      { id: rootId },
    );
    const assetIds = [take2.data?.folder.assets.edges[0].node.id];
    const copied = await bff.gql(
      token,
      'mutation ($input: CopyItemsInput!) { copyItems(input: $input) { target { id } } }',
      { input: { targetId: selectsId, assetIds } },
    );
    expect(copied.errors).toBeUndefined();
    const answer = await bff.gql(token, folderQuery, { id: selectsId });
    expect(answer.data?.folder).toMatchObject({
      hasSlates: true,
      hasCircledTakes: true,
      assets: { edges: [{ node: { displayName: '469C-4 / 2', circled: true } }] },
    });
  });

  it('shows the slates in the project’s slate format once it changes', async () => {
    const projectId = (
      await bff.gql(token, 'query ($id: ID!) { folder(id: $id) { project { id } } }', {
        id: rootId,
      })
    ).data?.folder.project.id;
    const changed = await bff.gql(
      token,
      `mutation ($input: UpdateProjectSettingsInput!) {
        updateProjectSettings(input: $input) { project { id } } }`,
      { input: { id: projectId, slateFormat: 'SCENE_TAKE_CAMERA_ANGLE' } },
    );
    expect(changed.errors).toBeUndefined();
    const shown = (await list({ takes: { circled: true } })).assets.map((a) => a.displayName);
    expect(shown).toEqual(['469C-4 / 2 / A_']);
  });

  it('refuses a file that does not read with a typed error, and appends nothing', async () => {
    const input = await uploadMetadataFile(bff, token, rootId, {
      filename: 'Broken.ale',
      bytes: bytesOf('Heading\nFIELD_DELIM\tTABS\n\nColumn\nName\tScene\n\nData\n'),
    });
    const before = await bff.services.store.headSeq();
    const answer = await bff.gql(token, importMetadataMutation, { input });
    expect(firstError(answer)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'file', rule: 'metadataIntegrity' },
    });
    expect(await bff.services.store.headSeq()).toBe(before);
  });
});
