import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { type CursorKey, pageRequest, toConnection } from '../../graphql/connection.ts';
import type { VersionCommentsArgs } from '../../graphql/schema-types.generated.ts';
import { mayComment } from '../assets/asset.access.ts';
import { isTimestamp } from '../cursor-keys.ts';
import { type CommentKey, commentKey, listThreads } from './comment.queries.ts';

/** What comments need of the Version the assets slice resolves. */
interface VersionParent {
  id: string;
  assetId: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A decoded `[start, createdAt, id]` cursor key, checked before it reaches SQL. */
function commentCursor(key: CursorKey | null): CommentKey | null {
  if (key === null) return null;
  const [start, createdAt, id] = key;
  const valid =
    Number.isInteger(start) &&
    typeof start === 'number' &&
    typeof createdAt === 'string' &&
    isTimestamp(createdAt) &&
    typeof id === 'string' &&
    uuid.test(id);
  if (!valid) throw appError('VALIDATION_FAILED', { field: 'after', rule: 'cursor' });
  return [start, createdAt, id];
}

/**
 * `Version.comments` and `Version.hasComments`, merged into the assets slice's Version type:
 * threads in the order asked (by position then time unless told), each with its replies; none
 * for a viewer who may not comment.
 */
export const versionCommentResolvers = {
  Version: {
    hasComments: (version: VersionParent, _: unknown, ctx: MercuriusContext) =>
      ctx.loaders.hasComments.load(version.id),
    async comments(version: VersionParent, args: VersionCommentsArgs, ctx: MercuriusContext) {
      const page = pageRequest(args, { fallback: 100, max: 1000, keyLength: 3 });
      const after = commentCursor(page.after);
      if (!(await mayComment(ctx, version.assetId))) return toConnection([], page, commentKey);
      const rows = await listThreads(ctx.services.db, version.id, {
        limit: page.limit + 1,
        after,
        order: args.orderBy ?? 'POSITION',
      });
      return toConnection(rows, page, commentKey);
    },
  },
} satisfies IResolvers;
