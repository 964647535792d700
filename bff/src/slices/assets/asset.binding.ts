import { bindAggregate } from '@rushes/events';
import { searchProjection } from '../search/search.projection.ts';
import { assetDecider } from './asset.decider.ts';
import { assetsProjection } from './asset.projection.ts';

/**
 * An asset's commands, on `asset.<id>`. Their answers read the asset, its version and its job,
 * which the jobs' model makes, so every read model is waited for (custom values too, whose
 * model is the custom-fields slice's, built on this one); a rename reads the asset and what
 * search finds it by.
 */
export const assetCommands = bindAggregate({
  stream: 'asset',
  decider: assetDecider,
  readModels: (command) =>
    command.type === 'RenameAsset' ? [assetsProjection, searchProjection] : 'every',
});
