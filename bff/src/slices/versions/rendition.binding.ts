import { bindAggregate, renditionDecider } from '@rushes/events';
import { renditionsProjection } from './rendition.projection.ts';

/** A watermarked rendition's commands, on `rendition.<id>`. */
export const renditionCommands = bindAggregate({
  stream: 'rendition',
  decider: renditionDecider,
  readModels: [renditionsProjection],
});
