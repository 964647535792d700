import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../graphql/context.ts';
import { type Loaders, loadersOf } from '../loaders.ts';
import {
  type CommentRow,
  findCommentsByIds,
  findReplies,
  versionsWithComments,
} from './comment.queries.ts';

function createCommentLoaders({ services: { db } }: GraphQLContext) {
  return {
    comment: new DataLoader<string, CommentRow | undefined>(async (ids) => {
      const rows = new Map((await findCommentsByIds(db, ids)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id));
    }),
    replies: new DataLoader<string, CommentRow[]>(async (parentIds) => {
      const replies = await findReplies(db, parentIds);
      return parentIds.map((id) => replies.get(id) ?? []);
    }),
    hasComments: new DataLoader<string, boolean>(async (versionIds) => {
      const commented = await versionsWithComments(db, versionIds);
      return versionIds.map((id) => commented.has(id));
    }),
  };
}

type CommentLoaders = ReturnType<typeof createCommentLoaders>;

// Keyed by the request's shared loaders, so `forgetLoaded(ctx)` forgets these as well.
const perRequest = new WeakMap<Loaders, CommentLoaders>();

/** The request's comment loaders: rows fetched once per request, batched across fields. */
export function commentLoadersOf(ctx: GraphQLContext): CommentLoaders {
  const shared = loadersOf(ctx);
  let loaders = perRequest.get(shared);
  if (!loaders) {
    loaders = createCommentLoaders(ctx);
    perRequest.set(shared, loaders);
  }
  return loaders;
}
