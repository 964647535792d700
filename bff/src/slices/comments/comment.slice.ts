import type { Slice } from '../../slice.ts';
import { commentsLive } from './comment.live.ts';
import { commentLoaders } from './comment.loaders.ts';
import { commentsProjection } from './comment.projection.ts';
import { commentNode, commentResolvers } from './comment.resolvers.ts';
import { folderCommentResolvers } from './folder-comments.resolvers.ts';
import { versionCommentResolvers } from './version-comments.resolvers.ts';

export const commentsSlice: Slice = {
  name: 'comments',
  projections: [commentsProjection],
  resolvers: [commentResolvers, versionCommentResolvers, folderCommentResolvers],
  loaders: commentLoaders,
  nodes: { Comment: commentNode },
  live: [commentsLive],
};
