import { type Catalogue, createCatalogue } from '../catalogue/catalogue.ts';
import type { DomainEvent, EventMeta } from '../envelope.ts';
import type { Owner, PublicDecision, PublicMapping } from './public-event.ts';

/** An internal event as integrators see it, before it is wrapped as a CloudEvent. */
export interface PresentedEvent {
  /** The public name, e.g. `comment.added`. */
  type: string;
  version: number;
  data: unknown;
  subject: string;
  owner: Owner;
}

/** What integrators may see of the log, and how (decision 0115). */
export interface PublicCatalogue {
  /** One per internal event type: public, or private with its reason. */
  readonly decisions: readonly PublicDecision[];
  readonly mappings: readonly PublicMapping[];
  /**
   * The public events with their versions and upcasters: it reads a public event of an older
   * version (a mirror's, a delivery's) as the newest one.
   */
  readonly events: Catalogue;
  /**
   * The public form of an internal event decoded to its newest version, checked against its
   * public schema; null for a private event, and for a type nobody decided on (private by
   * default: the catalogue's test fails on it).
   */
  present(event: DomainEvent, meta: EventMeta): PresentedEvent | null;
}

export function createPublicCatalogue(decisions: readonly PublicDecision[]): PublicCatalogue {
  const byInternalType = new Map<string, PublicDecision>();
  for (const decision of decisions) {
    const { type } = decision.internal;
    if (byInternalType.has(type)) throw new Error(`event ${type} decided twice`);
    byInternalType.set(type, decision);
  }
  const mappings = decisions.filter((decision) => decision.kind === 'public');
  return {
    decisions,
    mappings,
    events: createCatalogue(mappings.map((mapping) => mapping.event)),
    present(event, meta) {
      const mapping = byInternalType.get(event.type);
      if (mapping?.kind !== 'public') return null;
      const { type, latest } = mapping.event;
      const data = mapping.data(event.data, meta);
      mapping.event.validate(latest, data);
      return {
        type,
        version: latest,
        data,
        subject: mapping.subject(event.data),
        owner: mapping.owner(event.data),
      };
    },
  };
}
