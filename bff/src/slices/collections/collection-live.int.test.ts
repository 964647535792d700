import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe } from '../comments/comment.fixture.ts';
import {
  type CollectionWorld,
  collectionAssets,
  createCollection,
  startCollectionWorld,
} from './collection.fixture.ts';

const collectionsChanged = `subscription ($projectId: ID!) {
  collectionsChanged(projectId: $projectId) { id collections { name } } }`;
const renameAsset = `mutation ($input: RenameAssetInput!) {
  renameAsset(input: $input) { asset { id } } }`;
const deleteItems = `mutation ($input: DeleteItemsInput!) {
  deleteItems(input: $input) { clientMutationId } }`;

type Subscriber = Awaited<ReturnType<typeof subscribe>>;

describe('collectionsChanged', () => {
  let world: CollectionWorld;
  let collectionId: string;

  const names = async (token: string) =>
    (
      await world.bff.gql(token, collectionAssets, { id: collectionId })
    ).data?.collection.assets.edges.map((edge: { node: { name: string } }) => edge.node.name);
  const follow = (token: string) =>
    subscribe(world.bff.app, token, collectionsChanged, { projectId: world.projectId });
  /** Waits until the subscriber hears of the project, then drops what it heard before. */
  const heard = async (subscriber: Subscriber) => {
    const message = await subscriber.next();
    while (subscriber.has()) await subscriber.next();
    return message.payload?.data?.collectionsChanged;
  };

  beforeAll(async () => {
    world = await startCollectionWorld();
    const input = { projectId: world.projectId, name: 'Circled', definition: 'selected:yes' };
    collectionId = (await world.bff.gql(world.tokens.mia, createCollection, { input })).data
      ?.createCollection.collection.id;
  }, 120_000);
  afterAll(() => world?.bff.close());

  it('tells those who see the project when its assets change as a collection sees them', async () => {
    const { bff, tokens, admin } = world;
    const mia = await follow(tokens.mia);
    const vic = await follow(tokens.vic);
    const otto = await follow(tokens.otto);
    try {
      expect((await otto.next('error')).payload).toMatchObject([
        { extensions: { code: 'NOT_FOUND' } },
      ]);
      // The subscriptions start asynchronously: rename until both hear of one.
      const rename = (name: string) =>
        bff.gql(admin, renameAsset, { input: { id: world.idOf('A012C002'), name } });
      for (let attempt = 0; !(mia.has() && vic.has()) && attempt < 20; attempt++) {
        await rename(`Take ${attempt}`);
      }
      expect(await heard(mia)).toEqual({ id: world.projectId, collections: [{ name: 'Circled' }] });
      await heard(vic);

      // a take circled by a new import joins the collection
      await world.circle(['A012C001', 'A012C002', 'A012C003']);
      await heard(mia);
      expect(await names(tokens.mia)).toContain('A012C003.mov');

      // a comment, then a deletion
      await world.comment('A012C003', 'keep');
      await heard(mia);
      const input = { assetIds: [world.idOf('A012C003')] };
      expect((await bff.gql(admin, deleteItems, { input })).errors).toBeUndefined();
      await heard(mia);
      expect(await names(tokens.mia)).not.toContain('A012C003.mov');
    } finally {
      for (const subscriber of [mia, vic, otto]) subscriber.close();
    }
  });
});
