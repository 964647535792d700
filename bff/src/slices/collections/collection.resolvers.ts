import type { GraphQLResolveInfo } from 'graphql';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { pageRequest } from '../../graphql/connection.ts';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import type {
  CollectionAssetsArgs,
  QueryCollectionArgs,
  SubscriptionCollectionsChangedArgs,
} from '../../graphql/schema-types.generated.ts';
import { seenOnly } from '../../live/seen-only.ts';
import { signedIn, signedInOrVisiting } from '../access.ts';
import type { ProjectRow } from '../projects/project.queries.ts';
import type { SearchHit } from '../search/search.port.ts';
import { SEARCH_CURSOR_LENGTH, searchCursor, searchPosition } from '../search/search-cursor.ts';
import { collectionRights, collectionsOfProject, visibleCollection } from './collection.access.ts';
import { collectionsChangedTopic } from './collection.live.ts';
import type { CollectionRow } from './collection.queries.ts';
import { collectionAssets } from './collection-assets.ts';
import { viewerReach } from './collection-reach.ts';

type Ctx = MercuriusContext;

/** The most assets one page holds. */
const PAGE_MAX = 100;

/** A page of the collection's assets the viewer may open, each with where it lives. */
async function assets(collection: CollectionRow, args: CollectionAssetsArgs, ctx: Ctx) {
  const viewer = signedIn(ctx);
  const page = pageRequest(args, { fallback: 50, max: PAGE_MAX, keyLength: SEARCH_CURSOR_LENGTH });
  const reach = await viewerReach(ctx.services.db, viewer, collection.projectId);
  const after = page.after && searchPosition(page.after);
  const answer = await collectionAssets(ctx.services.db, collection, reach, {
    first: page.limit,
    after,
  });
  const found = await Promise.all(answer.hits.map((hit) => edgeOf(ctx, hit)));
  const edges = found.filter((edge) => edge !== null);
  return {
    edges,
    totalCount: answer.counts.asset,
    pageInfo: {
      hasNextPage: answer.hasNextPage,
      hasPreviousPage: after !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** A hit as an edge; null when the asset's read model lags behind search's. */
async function edgeOf(ctx: Ctx, hit: SearchHit) {
  const node = await ctx.loaders.asset.load(hit.id);
  return node ? { cursor: searchCursor(hit), node } : null;
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
      return (await ctx.loaders.folderPath.load(edge.node.folderId)).slice(1);
    },
  },
} satisfies IResolvers;
