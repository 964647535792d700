import type { Slice } from '../../slice.ts';
import { deliveriesProjection } from './deliveries.projection.ts';
import { deliveryLoaders } from './delivery.loaders.ts';
import { startDeliveryWorker } from './delivery-worker.ts';
import { mediaComposerResolvers } from './media-composer.resolvers.ts';

/**
 * The Media Composer integration (spec: integration type MEDIACOMPOSER): a project turns it on,
 * and Rushes keeps each folder's comments as an Avid marker file and its clips as an ALE in
 * storage, written again a few seconds after they change (its background work), announced by
 * `folder_delivery.updated` and fetched through signed URLs.
 */
export const mediaComposerSlice: Slice = {
  name: 'media-composer',
  projections: [deliveriesProjection],
  resolvers: [mediaComposerResolvers],
  loaders: deliveryLoaders,
  background: (services, { loaders }) => {
    const worker = startDeliveryWorker(services, loaders);
    return () => worker.stop();
  },
};
