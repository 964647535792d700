import { bindAggregate, liveDecider } from '@rushes/events';

/**
 * A Live asset's commands, on its asset's stream `asset.<id>`. Their answers read the asset and
 * its version, so every read model is waited for.
 */
export const liveAssetCommands = bindAggregate({
  stream: 'asset',
  decider: liveDecider,
  readModels: 'every',
});
