import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { byId, byKey, memberOf } from '../loaders.ts';
import { findCommentsByIds, findReplies, versionsWithComments } from './comment.queries.ts';

export const commentLoaders = (db: Kysely<Database>) => ({
  comment: byId((ids) => findCommentsByIds(db, ids)),
  replies: byKey((parentIds) => findReplies(db, parentIds), []),
  hasComments: memberOf((versionIds) => versionsWithComments(db, versionIds)),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof commentLoaders> {}
}
