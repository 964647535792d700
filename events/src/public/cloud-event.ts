import { catalogue } from '../catalogue/index.ts';
import type { Actor, Commit, EventMeta } from '../envelope.ts';
import { publicCatalogue } from './index.ts';
import type { Scope } from './placements.ts';
import type { PresentedEvent } from './public-catalogue.ts';
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

/** One public event of the log: the `index`th event of commit `seq`, as integrators see it. */
export interface PublicLogEvent {
  seq: number;
  index: number;
  meta: EventMeta;
  presented: PresentedEvent;
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

/** The public events of one commit, upcast and mapped; private ones left out. */
export function publicEventsOf(commit: Commit): PublicLogEvent[] {
  return commit.events.flatMap((stored, index) => {
    const presented = publicCatalogue.present(catalogue.decode(stored, commit.meta), commit.meta);
    return presented ? [{ seq: commit.seq, index, meta: commit.meta, presented }] : [];
  });
}

/**
 * A public event as a CloudEvent: `source` is the deployment (its public URL), `scope` where the
 * event belonged when it happened (see `scopeOf`).
 */
export function toCloudEvent(
  { seq, index, meta, presented }: PublicLogEvent,
  { source, scope }: { source: string; scope: Scope },
): RushesCloudEvent {
  return {
    specversion: '1.0',
    id: cloudEventId(seq, index),
    source,
    type: cloudEventType(presented.type, presented.version),
    subject: presented.subject,
    time: meta.at,
    datacontenttype: 'application/json',
    rushesactor: actorOf(meta.actor),
    ...(scope.workspaceId && { rushesworkspace: scope.workspaceId }),
    ...(scope.projectId && { rushesproject: scope.projectId }),
    data: presented.data,
  };
}
