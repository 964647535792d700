import type { GraphQLResolveInfo } from 'graphql';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import type {
  CollectionAssetsArgs,
  QueryCollectionArgs,
  SubscriptionCollectionsChangedArgs,
} from '../../graphql/schema-types.generated.ts';
import { seenOnly } from '../../live/seen-only.ts';
import { signedIn, signedInOrVisiting } from '../access.ts';
import type { ProjectRow } from '../projects/project.queries.ts';
import { collectionRights, collectionsOfProject, visibleCollection } from './collection.access.ts';
import { collectionsChangedTopic } from './collection.live.ts';
import type { CollectionRow } from './collection.queries.ts';
import { collectionAssetPage } from './collection-asset-page.ts';
import { viewerReach } from './collection-reach.ts';

type Ctx = MercuriusContext;

/** A page of the collection's assets the viewer may open. */
async function assets(collection: CollectionRow, args: CollectionAssetsArgs, ctx: Ctx) {
  const viewer = signedIn(ctx);
  const reach = await viewerReach(ctx.services.db, viewer, collection.projectId);
  return collectionAssetPage(ctx, { collection, reach }, args, (id) => ctx.loaders.asset.load(id));
}

/** The project's collections, and the assets a collection may see, while the caller sees it. */
const heardChanges = seenOnly<{ projectId: string }>(
  collectionsChangedTopic,
  async (payload, ctx) => (await collectionsOfProject(ctx, payload.projectId)) !== null,
);

const collectionsChanged = {
  // refused at once, before the filtered stream starts
  async subscribe(
    root: unknown,
    args: SubscriptionCollectionsChangedArgs,
    ctx: Ctx,
    info: GraphQLResolveInfo,
  ) {
    signedInOrVisiting(ctx);
    const { id } = fromGlobalId(args.projectId, { type: 'Project', field: 'projectId' });
    if (!(await collectionsOfProject(ctx, id))) throw appError('NOT_FOUND', { entity: 'project' });
    return heardChanges(root, { id }, ctx, info);
  },
  resolve: async (payload: { projectId: string }, _args: unknown, ctx: Ctx) =>
    (await collectionsOfProject(ctx, payload.projectId))?.project,
};

export const collectionResolvers = {
  Query: {
    async collection(_root: unknown, args: QueryCollectionArgs, ctx: Ctx) {
      signedInOrVisiting(ctx);
      const { id } = fromGlobalId(args.id, { type: 'Collection' });
      return (await visibleCollection(ctx, id))?.collection ?? null;
    },
  },
  Subscription: { collectionsChanged },
  Project: {
    collections: async (project: ProjectRow, _args: unknown, ctx: Ctx) =>
      (await collectionsOfProject(ctx, project.id))
        ? ctx.loaders.projectCollections.load(project.id)
        : [],
  },
  ShareLink: {
    collection: async (link: { collectionId: string | null }, _args: unknown, ctx: Ctx) =>
      link.collectionId
        ? ((await visibleCollection(ctx, link.collectionId))?.collection ?? null)
        : null,
  },
  Collection: {
    id: (collection: CollectionRow) => toGlobalId('Collection', collection.id),
    project: (collection: CollectionRow, _args: unknown, ctx: Ctx) =>
      ctx.loaders.project.load(collection.projectId),
    createdBy: (collection: CollectionRow, _args: unknown, ctx: Ctx) =>
      collection.createdBy ? ctx.loaders.user.load(collection.createdBy) : null,
    allowedTo: (collection: CollectionRow, _args: unknown, ctx: Ctx) =>
      collectionRights(ctx, collection.id),
    assets,
  },
  CollectionAssetEdge: {
    async path(edge: { node: { folderId: string } }, _args: unknown, ctx: Ctx) {
      // a share link's visitor sees a collection's assets, not the folders they live in
      if (ctx.visitor) return [];
      return (await ctx.loaders.folderPath.load(edge.node.folderId)).slice(1);
    },
  },
} satisfies IResolvers;
