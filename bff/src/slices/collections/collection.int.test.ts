import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { firstError } from '../test-bff.fixture.ts';
import {
  type CollectionWorld,
  collectionAssets,
  createCollection,
  deleteCollection,
  startCollectionWorld,
  updateCollection,
} from './collection.fixture.ts';

const renameAsset = `mutation ($input: RenameAssetInput!) {
  renameAsset(input: $input) { asset { id } } }`;

describe('collections', () => {
  let world: CollectionWorld;
  let circledId: string;

  const create = (token: string, name: string, definition: string) =>
    world.bff.gql(token, createCollection, {
      input: { projectId: world.projectId, name, definition },
    });
  const list = (token: string, id: string, page: Record<string, unknown> = {}) =>
    world.bff.gql(token, collectionAssets, { id, ...page });
  const names = async (token: string, id: string) =>
    (await list(token, id)).data?.collection.assets.edges.map(
      (edge: { node: { name: string } }) => edge.node.name,
    );

  beforeAll(async () => {
    world = await startCollectionWorld();
  }, 120_000);
  afterAll(() => world?.bff.close());

  it('saves a search of the project that lists its assets across folders, with where each lives', async () => {
    const { tokens } = world;
    const answer = await create(tokens.mia, ' Circled takes ', 'selected:yes day:12 has:comments');
    expect(answer.errors).toBeUndefined();
    const { collection, project } = answer.data?.createCollection ?? {};
    circledId = collection.id;
    expect(collection).toMatchObject({ name: 'Circled takes' });
    expect(project.collections).toEqual([{ name: 'Circled takes' }]);
    const listed = await list(tokens.mia, circledId);
    expect(listed.data?.collection).toMatchObject({
      allowedTo: { edit: true, delete: true, share: true, download: true },
      assets: {
        totalCount: 2,
        edges: [
          { node: { name: 'A012C001.mov' }, path: [{ name: 'Day 1' }] },
          { node: { name: 'A012C002.mov' }, path: [{ name: 'Day 1' }, { name: 'Camera A' }] },
        ],
        pageInfo: { hasNextPage: false },
      },
    });
  });

  it('pages through its assets, none twice', async () => {
    const first = (await list(world.tokens.mia, circledId, { first: 1 })).data?.collection.assets;
    expect(first.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual([
      'A012C001.mov',
    ]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const after = first.pageInfo.endCursor;
    const second = (await list(world.tokens.mia, circledId, { first: 1, after })).data?.collection
      .assets;
    expect(second.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual([
      'A012C002.mov',
    ]);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(firstError(await list(world.tokens.mia, circledId, { after: 'junk' }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'after' },
    });
  });

  it('shows each viewer the assets they may open, counted alike; never another project’s', async () => {
    const { tokens } = world;
    // Vic's entry opens Camera A alone
    const vic = (await list(tokens.vic, circledId)).data?.collection;
    expect(vic.assets.totalCount).toBe(1);
    expect(vic.assets.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual([
      'A012C002.mov',
    ]);
    expect(vic.allowedTo).toEqual({ edit: false, delete: false, share: false, download: false });
    // Otto is nobody in the project: it is not there for him
    expect((await list(tokens.otto, circledId)).data?.collection).toBeNull();
    // the superuser's reach is everything, kept to the collection's project
    expect(await names(world.admin, circledId)).toEqual(['A012C001.mov', 'A012C002.mov']);
  });

  it('refuses a bad name or definition with a code, appending nothing', async () => {
    const { tokens, appended } = world;
    const refusals = [
      [create(tokens.mia, '  ', 'day:12'), 'VALIDATION_FAILED', { field: 'name' }],
      [create(tokens.mia, 'CIRCLED TAKES', 'day:12'), 'NAME_CONFLICT', { field: 'name' }],
      [create(tokens.mia, 'Empty', ' '), 'VALIDATION_FAILED', { rule: 'required' }],
      [create(tokens.mia, 'Open', 'scene:"12A'), 'VALIDATION_FAILED', { rule: 'quote' }],
      [create(tokens.mia, 'Sound', 'has:sound'), 'VALIDATION_FAILED', { rule: 'has' }],
    ] as const;
    for (const [call, code, data] of refusals) {
      const { answer, appended: grew } = await appended(() => call);
      expect(firstError(answer)).toMatchObject({ code, data });
      expect(grew).toBe(false);
    }
  });

  it('is made, changed and deleted by those who edit the project alone', async () => {
    const { tokens, appended } = world;
    for (const token of [tokens.vic, tokens.eddie]) {
      const { answer, appended: grew } = await appended(() => create(token, 'Mine', 'day:12'));
      expect(firstError(answer).code).toBe('FORBIDDEN');
      expect(grew).toBe(false);
    }
    const otto = await create(tokens.otto, 'Mine', 'day:12');
    expect(firstError(otto).code).toBe('NOT_FOUND');
    const input = { id: circledId, name: 'Mine' };
    expect(firstError(await world.bff.gql(tokens.vic, updateCollection, { input })).code).toBe(
      'FORBIDDEN',
    );
  });

  it('follows a rename and a new definition, and frees its name when deleted', async () => {
    const { bff, tokens } = world;
    const input = { id: circledId, name: 'Day 12 selects', definition: 'selected:yes day:12' };
    const updated = await bff.gql(tokens.mia, updateCollection, { input });
    expect(updated.data?.updateCollection.collection).toMatchObject(input);
    await bff.gql(tokens.mia, renameAsset, {
      input: { id: world.idOf('A012C001'), name: 'Opening' },
    });
    expect(await names(tokens.mia, circledId)).toEqual(['A012C002.mov', 'Opening']);
    const other = (await create(tokens.mia, 'Third takes', 'take:3')).data?.createCollection;
    expect(other.project.collections).toEqual([
      { name: 'Day 12 selects' },
      { name: 'Third takes' },
    ]);
    expect(await names(tokens.mia, other.collection.id)).toEqual(['A012C003.mov']);
    const deleted = await bff.gql(tokens.mia, deleteCollection, {
      input: { id: other.collection.id },
    });
    expect(deleted.data?.deleteCollection.project.collections).toEqual([
      { name: 'Day 12 selects' },
    ]);
    expect((await create(tokens.mia, 'third TAKES', 'take:3')).errors).toBeUndefined();
    const node = `query ($id: ID!) { node(id: $id) { ... on Collection { name } } }`;
    expect((await bff.gql(tokens.mia, node, { id: other.collection.id })).data?.node).toBeNull();
  });

  it('answers a global id of another type as a validation failure', async () => {
    const answer = await list(world.tokens.mia, toGlobalId('Folder', world.folders.day1));
    expect(firstError(answer).code).toBe('VALIDATION_FAILED');
  });
});
