import { bindAggregate } from '@rushes/events';
import {
  collectionDecider,
  collectionReleases,
  collectionReservations,
} from './collection.decider.ts';
import { collectionsProjection } from './collections.projection.ts';

/** A collection's commands, on `collection.<id>`: names unique in the project. */
export const collectionCommands = bindAggregate({
  stream: 'collection',
  decider: collectionDecider,
  reserve: collectionReservations,
  release: collectionReleases,
  readModels: [collectionsProjection],
});
