import { bindAggregate } from '@rushes/events';
import { customFieldsProjection } from '../custom-fields/custom-fields.projection.ts';
import { assetDecider } from './asset.decider.ts';
import { assetsProjection } from './asset.projection.ts';

/**
 * An asset's commands, on `asset.<id>`. Their answers read the asset, its version and its job,
 * which the jobs' model makes, so every read model is waited for; a rename reads the asset alone,
 * custom values their own model.
 */
export const assetCommands = bindAggregate({
  stream: 'asset',
  decider: assetDecider,
  readModels: (command) => {
    if (command.type === 'RenameAsset') return [assetsProjection];
    return command.type === 'SetCustomValues' ? [customFieldsProjection] : 'every';
  },
});
