import { bindAggregate } from '@rushes/events';
import { searchProjection } from '../search/search.projection.ts';
import { commentDecider } from './comment.decider.ts';
import { commentsProjection } from './comment.projection.ts';

/** A comment's commands, on `comment.<id>`. */
export const commentCommands = bindAggregate({
  stream: 'comment',
  decider: commentDecider,
  readModels: [commentsProjection, searchProjection],
});
