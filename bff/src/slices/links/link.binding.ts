import { bindAggregate } from '@rushes/events';
import { searchProjection } from '../search/search.projection.ts';
import { linkDecider } from './link.decider.ts';
import { linksProjection } from './link.projection.ts';

/** A share link's commands, on `link.<id>`. */
export const linkCommands = bindAggregate({
  stream: 'link',
  decider: linkDecider,
  readModels: [linksProjection, searchProjection],
});
