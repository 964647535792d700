import { uuidFrom } from '@rushes/events';
import type { GraphQLResolveInfo } from 'graphql';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { type CursorKey, pageRequest } from '../../graphql/connection.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import type {
  SearchKind as GraphQLKind,
  QuerySearchArgs,
  SearchResultsHitsArgs,
} from '../../graphql/schema-types.generated.ts';
import type { RequestContext } from '../../request-context.ts';
import { postgresSearchEngine } from './postgres-search.ts';
import { searchReach } from './search.access.ts';
import type { SearchAnswer, SearchHit, SearchKind, SearchReach } from './search.port.ts';
import { SEARCH_CURSOR_LENGTH, searchCursor, searchPosition } from './search-cursor.ts';
import { parseSearchText, type SearchText } from './search-text.ts';

type Ctx = MercuriusContext;

/** The most hits one page holds. */
const PAGE_MAX = 100;

const kindOf: Record<GraphQLKind, SearchKind> = {
  USER: 'user',
  PROJECT: 'project',
  FOLDER: 'folder',
  ASSET: 'asset',
  SHARE: 'share',
};

const typeOf: Record<SearchKind, string> = {
  user: 'User',
  project: 'Project',
  folder: 'Folder',
  asset: 'Asset',
  share: 'ShareLink',
};

/** A search asked: answered once per page asked (`counts` and `hits` share it). */
interface SearchResults {
  text: string;
  search: SearchText;
  kind: SearchKind | null;
  reach: SearchReach;
  first: number | null | undefined;
  after: string | null | undefined;
  answers: Map<string, Promise<SearchAnswer & { after: CursorKey | null }>>;
}

function answerOf(ctx: RequestContext, results: SearchResults, args: SearchResultsHitsArgs) {
  const page = pageRequest(
    { first: args.first ?? results.first, after: args.after ?? results.after },
    { fallback: 20, max: PAGE_MAX, keyLength: SEARCH_CURSOR_LENGTH },
  );
  const key = JSON.stringify(page);
  let answer = results.answers.get(key);
  if (!answer) {
    const after = page.after && searchPosition(page.after);
    const { reach, search } = results;
    answer = postgresSearchEngine(ctx.services.db)
      .search({ reach, search, kind: results.kind, first: page.limit, after })
      .then((found) => ({ ...found, after: page.after }));
    results.answers.set(key, answer);
  }
  return answer;
}

const typeName = (object: { __typename: string }) => object.__typename;

/** The object a hit found, as its type's resolvers take it; null when its read model lags. */
async function objectOf(ctx: RequestContext, hit: SearchHit) {
  const { loaders } = ctx;
  const row =
    hit.kind === 'user'
      ? await loaders.user.load(hit.id)
      : hit.kind === 'project'
        ? await loaders.project.load(hit.id)
        : hit.kind === 'folder'
          ? await loaders.folder.load(hit.id)
          : hit.kind === 'asset'
            ? await loaders.asset.load(hit.id)
            : await loaders.link.load(hit.id);
  return row ? { ...row, __typename: typeOf[hit.kind] } : null;
}

/** The project, then the folders below its root down to where the object lives. */
async function pathOf(ctx: RequestContext, object: Record<string, unknown>, kind: SearchKind) {
  const projectId = kind === 'project' || kind === 'user' ? null : String(object.projectId);
  const project = projectId && (await ctx.loaders.project.load(projectId));
  if (!project) return [];
  const start = [{ ...project, __typename: 'Project' }];
  if (kind === 'share') return start;
  const folderId = String(kind === 'asset' ? object.folderId : object.id);
  const folders = (await ctx.loaders.folderPath.load(folderId)).slice(1);
  const above = kind === 'folder' ? folders.slice(0, -1) : folders;
  return [...start, ...above.map((folder) => ({ ...folder, __typename: 'Folder' }))];
}

/** A hit as GraphQL shows it; null when its object's read model lags behind search's. */
async function nodeOf(ctx: RequestContext, results: SearchResults, hit: SearchHit) {
  const object = await objectOf(ctx, hit);
  if (!object) return null;
  const id = uuidFrom('search-hit', hit.kind, hit.id, results.kind ?? '', results.text);
  const path = await pathOf(ctx, object, hit.kind);
  const node = {
    id: toGlobalId('SearchHit', id),
    score: hit.score,
    object,
    path,
    matches: hit.matches,
  };
  return { cursor: searchCursor(hit), node };
}

/**
 * The arguments `hits` was named with: its `first` has a default (for the cost estimate), so one
 * it was not given is the search's.
 */
function namedArgs(args: SearchResultsHitsArgs, info: GraphQLResolveInfo): SearchResultsHitsArgs {
  const named = new Set(info.fieldNodes[0]?.arguments?.map((argument) => argument.name.value));
  return { first: named.has('first') ? args.first : undefined, after: args.after };
}

async function hitsOf(
  results: SearchResults,
  args: SearchResultsHitsArgs,
  ctx: Ctx,
  info: GraphQLResolveInfo,
) {
  const answer = await answerOf(ctx, results, namedArgs(args, info));
  const found = await Promise.all(answer.hits.map((hit) => nodeOf(ctx, results, hit)));
  const edges = found.filter((edge) => edge !== null);
  return {
    edges,
    pageInfo: {
      hasNextPage: answer.hasNextPage,
      hasPreviousPage: answer.after !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

export const searchResolvers: IResolvers = {
  Query: {
    async search(_root: unknown, args: QuerySearchArgs, ctx: Ctx): Promise<SearchResults> {
      const reach = await searchReach(ctx);
      return {
        text: args.text,
        search: parseSearchText(args.text),
        kind: args.kind ? kindOf[args.kind] : null,
        reach,
        first: args.first,
        after: args.after,
        answers: new Map(),
      };
    },
  },
  SearchResults: {
    async counts(results: SearchResults, _args: unknown, ctx: Ctx) {
      const { counts, capped } = await answerOf(ctx, results, {});
      const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
      const { user, project, folder, asset, share } = counts;
      const groups = Object.entries(kindOf);
      return {
        ...{ all, users: user, projects: project, folders: folder, assets: asset, shares: share },
        capped: groups.filter(([, group]) => capped.includes(group)).map(([name]) => name),
      };
    },
    hits: hitsOf,
  },
  SearchObject: { resolveType: typeName },
  SearchPathPart: { resolveType: typeName },
};
