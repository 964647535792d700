import { bindAggregate } from '@rushes/events';
import { roundsDecider } from './round.decider.ts';
import { roundsProjection } from './rounds.projection.ts';

/** A folder's rounds' commands, on `rounds.<folderId>`. */
export const roundCommands = bindAggregate({
  stream: 'rounds',
  decider: roundsDecider,
  readModels: [roundsProjection],
});
