import {
  defineEvent,
  type EventDefinition,
  type EventDefinitionOptions,
  type EventVersions,
  type LatestData,
} from '../catalogue/define-event.ts';
import type { EventMeta } from '../envelope.ts';

// biome-ignore lint/suspicious/noExplicitAny: any internal definition, whatever its schemas
type AnyDefinition = EventDefinition<string, any>;

/** The data of an internal event type at its newest version, which is what a mapping reads. */
type InternalData<I> = I extends EventDefinition<string, infer V> ? LatestData<V> : never;

/**
 * Where an event belongs, as far as its own data says: a project or a workspace it names; its
 * `subject`, whose project the scope index knows; or the whole `deployment` (users, sessions).
 */
export type Owner = { project: string } | { workspace: string } | 'subject' | 'deployment';

/** How one internal event type is shown to integrators. */
export interface PublicMapping {
  readonly kind: 'public';
  readonly internal: AnyDefinition;
  /** The public shape: its name (`comment.added`), its versions and their upcasters. */
  readonly event: AnyDefinition;
  /** One line for the AsyncAPI document. */
  readonly summary: string;
  /** The public data at the public event's newest version; it never carries a secret. */
  data(data: unknown, meta: EventMeta): unknown;
  /** The resource the event is about, `<collection>/<id>` (decision 0115). */
  subject(data: unknown): string;
  owner(data: unknown): Owner;
  /**
   * Whether its events may belong to a workspace, and so reach a workspace's feed and webhooks;
   * false for one of the whole deployment (users and their sign-ins).
   */
  readonly inWorkspaces: boolean;
}

/** An internal event type integrators never see, and why. */
export interface PrivateDecision {
  readonly kind: 'private';
  readonly internal: AnyDefinition;
  readonly reason: string;
}

/** What was decided for one internal event type. */
export type PublicDecision = PublicMapping | PrivateDecision;

type MappingOptions<I, V extends EventVersions> = EventDefinitionOptions<V> & {
  /** The public name, without the `io.rushes.` prefix and the version. */
  name: string;
  summary: string;
  data: (data: InternalData<I>, meta: EventMeta) => LatestData<V>;
  subject: (data: InternalData<I>) => string;
  /** Where each event belongs; `'deployment'` for a type whose events never belong to a workspace. */
  owner: ((data: InternalData<I>) => Owner) | 'deployment';
};

/**
 * Shows an internal event type to integrators as a public event with versions of its own. The
 * mapping reads the internal event at its newest version (old ones are upcast first), so an
 * internal change is absorbed here and the public versions stay as they were published.
 */
export function publicEvent<I extends AnyDefinition, V extends EventVersions>(
  internal: I,
  { name, summary, data, subject, owner, ...versions }: MappingOptions<I, V>,
): PublicMapping {
  return {
    kind: 'public',
    internal,
    event: defineEvent(name, versions as EventDefinitionOptions<V>),
    summary,
    data: data as PublicMapping['data'],
    subject: subject as PublicMapping['subject'],
    owner: owner === 'deployment' ? () => owner : (owner as PublicMapping['owner']),
    inWorkspaces: owner !== 'deployment',
  };
}

/** Keeps an internal event type from integrators, with the reason (decision 0115). */
export const privateEvent = (internal: AnyDefinition, reason: string): PrivateDecision => ({
  kind: 'private',
  internal,
  reason,
});
