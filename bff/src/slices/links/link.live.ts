import {
  type DomainEvent,
  linkCreated,
  linkDeleted,
  linkItemsSet,
  linkOptionsChanged,
  linkPasswordSet,
} from '@rushes/events';
import type { LiveTopic, Publication } from '../../slice.ts';
import { linksProjection } from './link.projection.ts';

/**
 * The one topic of `linkChanged`: every subscriber listens to it, and hears only of the links
 * the policy shows them (`hearsOfLink`).
 */
export const LINK_CHANGED_TOPIC = 'linkChanged';

export type LinkChange = 'CREATED' | 'UPDATED' | 'DELETED';

/** What `linkChanged` carries between BFFs: each subscriber reads the link itself. */
export type LinkChangedPayload = { change: LinkChange; linkId: string };

/** The link an event changes, and how; none for an event that changes no link's row. */
function changeOf(event: DomainEvent): LinkChangedPayload | null {
  if (linkCreated.is(event)) return { change: 'CREATED', linkId: event.data.id };
  if (linkDeleted.is(event)) return { change: 'DELETED', linkId: event.data.id };
  if (linkOptionsChanged.is(event) || linkPasswordSet.is(event) || linkItemsSet.is(event)) {
    return { change: 'UPDATED', linkId: event.data.id };
  }
  return null;
}

/** Which change tells most of several to one link: its deletion, else its creation. */
const weight: Record<LinkChange, number> = { UPDATED: 0, CREATED: 1, DELETED: 2 };

/** One change per link of a batch, however many of its events the batch holds. */
export function linkChanges(events: readonly DomainEvent[]): LinkChangedPayload[] {
  const changes = new Map<string, LinkChange>();
  for (const event of events) {
    const found = changeOf(event);
    if (!found) continue;
    const before = changes.get(found.linkId);
    if (!before || weight[found.change] > weight[before]) changes.set(found.linkId, found.change);
  }
  return [...changes].map(([linkId, change]) => ({ change, linkId }));
}

/** Each link created, changed or deleted, to the `linkChanged` subscribers. */
export const linksLive: LiveTopic = {
  name: 'linkChanged',
  handles: linksProjection.handles,
  readModels: [linksProjection.name],
  publications: async (events): Promise<Publication[]> =>
    linkChanges(events).map((payload) => ({ topic: LINK_CHANGED_TOPIC, payload })),
};
