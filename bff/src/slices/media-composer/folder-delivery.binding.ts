import { bindAggregate } from '@rushes/events';
import { deliveriesProjection } from './deliveries.projection.ts';
import { folderDeliveryDecider } from './folder-delivery.decider.ts';

/**
 * A folder's delivery files, on `folder_delivery.<folderId>`: the worker records them and waits
 * until the deliveries' model lists them, so the next round compares with what it wrote.
 */
export const folderDeliveryCommands = bindAggregate({
  stream: 'folder_delivery',
  decider: folderDeliveryDecider,
  readModels: [deliveriesProjection],
});
