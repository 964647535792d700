import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe } from '../comments/comment.fixture.ts';
import { saveFolderUser } from '../members/member.fixture.ts';
import { firstError } from '../test-bff.fixture.ts';
import { visit } from '../visits/visit.fixture.ts';
import {
  type CollectionWorld,
  createCollection,
  deleteCollection,
  startCollectionWorld,
} from './collection.fixture.ts';

const createLink = `mutation ($input: CreateLinkInput!) {
  createLink(input: $input) {
    link { id token folderCount assetCount collection { name } allowedTo { edit } }
  } }`;
const updateLink = `mutation ($input: UpdateLinkInput!) {
  updateLink(input: $input) { link { id canDownload } } }`;
const sharedAssets = '{ sharedLink { name assets { id name } folders { id } } }';
const asset = 'query ($id: ID!) { asset(id: $id) { name allowedTo { download comment } } }';
const pageOf = `query ($first: Int, $after: String) { sharedLink { collectionAssets(first: $first, after: $after) {
  totalCount edges { cursor path { id } node { name } } pageInfo { hasNextPage endCursor } } } }`;
const sharedLinkChanged = 'subscription { sharedLinkChanged { name } }';

describe('a share link of a collection', () => {
  let world: CollectionWorld;
  let collectionId: string;

  const share = (token: string, input: Record<string, unknown>) =>
    world.bff.gql(token, createLink, {
      input: { projectId: world.projectId, name: 'Selects', collectionId, ...input },
    });
  /** A visitor's token for a new link of the collection made by `token`. */
  const visitorOf = async (token: string, input: Record<string, unknown> = {}) => {
    const answer = await share(token, input);
    expect(answer.errors).toBeUndefined();
    const link = answer.data?.createLink.link;
    return (await visit(world.bff, { token: link.token })).json().token as string;
  };
  const seen = async (visitor: string) =>
    (await world.bff.gql(visitor, sharedAssets)).data?.sharedLink.assets.map(
      (each: { name: string }) => each.name,
    );

  beforeAll(async () => {
    world = await startCollectionWorld();
    const input = { projectId: world.projectId, name: 'Circled', definition: 'selected:yes' };
    collectionId = (await world.bff.gql(world.tokens.mia, createCollection, { input })).data
      ?.createCollection.collection.id;
  }, 120_000);
  afterAll(() => world?.bff.close());

  it('shows its visitors the assets it matches when they look, as a shared folder', async () => {
    const { bff, tokens } = world;
    const made = await share(tokens.mia, { canDownload: true, allowComments: true });
    expect(made.data?.createLink.link).toMatchObject({
      folderCount: 0,
      assetCount: 0,
      collection: { name: 'Circled' },
      allowedTo: { edit: true },
    });
    const visitor = (await visit(bff, { token: made.data?.createLink.link.token })).json().token;
    expect(await seen(visitor)).toEqual(['A012C001.mov', 'A012C002.mov']);
    const opened = await bff.gql(visitor, asset, { id: world.idOf('A012C001') });
    expect(opened.data?.asset).toEqual({
      name: 'A012C001.mov',
      allowedTo: { download: true, comment: true },
    });
    expect((await bff.gql(visitor, asset, { id: world.idOf('A012C003') })).data?.asset).toBeNull();
    // a take circled later shows at the visitor's next look
    await world.circle(['A012C001', 'A012C002', 'A012C003']);
    expect(await seen(visitor)).toEqual(['A012C001.mov', 'A012C002.mov', 'A012C003.mov']);
    expect((await bff.gql(visitor, asset, { id: world.idOf('A012C003') })).data?.asset).not.toBe(
      null,
    );
  });

  it('pages its visitors through all of its assets, none twice, and none of their folders', async () => {
    const { bff, tokens, folders } = world;
    const visitor = await visitorOf(tokens.mia);
    const names: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page++) {
      const answer = await bff.gql(visitor, pageOf, { first: 1, after });
      const assets = answer.data?.sharedLink.collectionAssets;
      expect(assets.totalCount).toBe(3);
      for (const edge of assets.edges) {
        expect(edge.path).toEqual([]);
        names.push(edge.node.name);
      }
      if (!assets.pageInfo.hasNextPage) break;
      after = assets.pageInfo.endCursor;
    }
    expect(names.sort()).toEqual(['A012C001.mov', 'A012C002.mov', 'A012C003.mov']);
    expect(firstError(await bff.gql(visitor, pageOf, { first: 101 }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'first' },
    });
    // a link of a folder lists no collection's assets
    const input = { projectId: world.projectId, name: 'Day 2', folderIds: [folders.day2] };
    const folderLink = (await bff.gql(tokens.mia, createLink, { input })).data?.createLink.link;
    const folderVisitor = (await visit(bff, { token: folderLink.token })).json().token;
    const listed = (await bff.gql(folderVisitor, pageOf, {})).data?.sharedLink.collectionAssets;
    expect(listed).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false } });
  });

  it("tells its visitors when the collection's assets change, and no one else", async () => {
    const { bff, tokens, admin } = world;
    const visitor = await subscribe(bff.app, await visitorOf(tokens.mia), sharedLinkChanged, {});
    const member = await subscribe(bff.app, tokens.mia, sharedLinkChanged, {});
    try {
      expect((await member.next('error')).payload).toMatchObject([
        { extensions: { code: 'UNAUTHENTICATED' } },
      ]);
      // The subscription starts asynchronously: rename until it hears of one.
      const rename = `mutation ($input: RenameAssetInput!) { renameAsset(input: $input) { asset { id } } }`;
      const id = world.idOf('A012C002');
      for (let attempt = 0; !visitor.has() && attempt < 20; attempt++) {
        await bff.gql(admin, rename, { input: { id, name: `A012C002 take ${attempt}.mov` } });
      }
      expect((await visitor.next()).payload?.data?.sharedLinkChanged).toEqual({ name: 'Selects' });
      await bff.gql(admin, rename, { input: { id, name: 'A012C002.mov' } });
    } finally {
      visitor.close();
      member.close();
    }
  });

  it('shows no more than its maker may share, and lets visitors download only where they may', async () => {
    const { bff, tokens, admin, folders, users } = world;
    // Vic sees the collection through Camera A, where he may share nothing yet
    expect(firstError(await share(tokens.vic, {})).code).toBe('FORBIDDEN');
    await bff.gql(admin, saveFolderUser, {
      input: { folderId: folders.cameraA, userId: users.vic, allowedTo: { share: true } },
    });
    const visitor = await visitorOf(tokens.vic);
    expect(await seen(visitor)).toEqual(['A012C002.mov']);
    expect(firstError(await share(tokens.vic, { canDownload: true }))).toMatchObject({
      code: 'FORBIDDEN',
      data: { field: 'canDownload' },
    });
    // once Vic may share nothing, his link shows nothing
    await bff.gql(admin, saveFolderUser, {
      input: { folderId: folders.cameraA, userId: users.vic, allowedTo: { share: false } },
    });
    expect(await seen(visitor)).toEqual([]);
  });

  it('shares the collection alone, kept to it', async () => {
    const { bff, tokens, folders } = world;
    const both = await share(tokens.mia, { folderIds: [folders.day2] });
    expect(firstError(both)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'items', rule: 'collection' },
    });
    const link = (await share(tokens.mia, {})).data?.createLink.link;
    const input = { id: link.id, folderIds: [folders.day2] };
    expect(firstError(await bff.gql(tokens.mia, updateLink, { input })).data).toEqual({
      field: 'items',
      rule: 'collection',
    });
    const download = { id: link.id, canDownload: true };
    expect((await bff.gql(tokens.mia, updateLink, { input: download })).errors).toBeUndefined();
  });

  it('shows nothing once the collection is deleted', async () => {
    const { bff, tokens } = world;
    const visitor = await visitorOf(tokens.mia);
    expect(await seen(visitor)).toHaveLength(3);
    await bff.gql(tokens.mia, deleteCollection, { input: { id: collectionId } });
    expect(await seen(visitor)).toEqual([]);
  });
});
