import { catalogue } from '../catalogue/index.ts';
import type { Actor, Commit, DomainEvent } from '../envelope.ts';
import { publicCatalogue } from './index.ts';
import { type ScopeIndex, type ScopeLookup, scopeOf } from './scope-index.ts';
import { subjects } from './subjects.ts';

/**
 * A public event as a CloudEvents 1.0 event in structured JSON, with Rushes' extension
 * attributes: who caused it, and the workspace and project it belongs to when it belongs to one
 * (decision 0115).
 */
export type RushesCloudEvent = {
  specversion: '1.0';
  /** Its place in the log, `<seq>-<index>`: the same on every replay. */
  id: string;
  source: string;
  /** `io.rushes.<public name>.v<version>`. */
  type: string;
  /** The resource it is about, `<collection>/<id>`. */
  subject: string;
  /** When the decision was taken (ISO 8601). */
  time: string;
  datacontenttype: 'application/json';
  /** `users/<id>`, `links/<id>` (a share link's visitor) or `system`. */
  rushesactor: string;
  rushesworkspace?: string;
  rushesproject?: string;
  data: unknown;
};

/** One event of the log: the `index`th of its commit. */
export interface LoggedEvent {
  commit: Commit;
  index: number;
}

export interface CloudEventOptions {
  /** The CloudEvents `source`: the deployment, as its public URL. */
  source: string;
  /** Where resources belonged at this point of the log. */
  scopes: ScopeLookup;
}

export const cloudEventType = (name: string, version: number) => `io.rushes.${name}.v${version}`;

export const cloudEventId = (seq: number, index: number) => `${seq}-${index}`;

function actorOf(actor: Actor): string {
  switch (actor.kind) {
    case 'user':
      return subjects.user(actor.id);
    case 'link':
      return subjects.link(actor.id);
    case 'token':
      return subjects.token(actor.id);
    case 'system':
      return 'system';
  }
}

function wrap(
  event: DomainEvent,
  { commit, index }: LoggedEvent,
  { source, scopes }: CloudEventOptions,
): RushesCloudEvent | null {
  const presented = publicCatalogue.present(event, commit.meta);
  if (!presented) return null;
  const { workspaceId, projectId } = scopeOf(presented.owner, presented.subject, scopes);
  return {
    specversion: '1.0',
    id: cloudEventId(commit.seq, index),
    source,
    type: cloudEventType(presented.type, presented.version),
    subject: presented.subject,
    time: commit.meta.at,
    datacontenttype: 'application/json',
    rushesactor: actorOf(commit.meta.actor),
    ...(workspaceId && { rushesworkspace: workspaceId }),
    ...(projectId && { rushesproject: projectId }),
    data: presented.data,
  };
}

/** The CloudEvent of one event of the log, upcast and mapped; null for a private event. */
export function toCloudEvent(
  logged: LoggedEvent,
  options: CloudEventOptions,
): RushesCloudEvent | null {
  const stored = logged.commit.events[logged.index];
  if (!stored) throw new RangeError(`commit ${logged.commit.seq} has no event ${logged.index}`);
  return wrap(catalogue.decode(stored, logged.commit.meta), logged, options);
}

/**
 * The CloudEvents of one commit, for a reader taking the whole log in order: the index learns
 * from every event, private ones too, before its CloudEvent is made.
 */
export function cloudEventsOf(
  commit: Commit,
  { source, scopes }: { source: string; scopes: ScopeIndex },
): RushesCloudEvent[] {
  return commit.events.flatMap((stored, index) => {
    const event = catalogue.decode(stored, commit.meta);
    scopes.learn(event);
    return wrap(event, { commit, index }, { source, scopes }) ?? [];
  });
}
