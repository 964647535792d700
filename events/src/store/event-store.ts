import type { DurableConsumers } from '../consumer/durable-consumer.ts';
import type { Commit, EventMeta, StoredEvent } from '../envelope.ts';

/** Every adapter of the event log (JetStream, embedded log table) implements this port. */
export interface EventStore {
  /**
   * Appends one decision to `stream`. `expectedSeq` is the `seq` of the stream's last commit as the
   * caller saw it (0 for a new stream); anything else fails with `StreamVersionConflict`.
   * A `meta.commandId` seen before is not appended again: the first append's seq comes back with
   * `duplicate: true`.
   */
  append(
    stream: string,
    events: StoredEvent[],
    options: { expectedSeq: number; meta: EventMeta },
  ): Promise<AppendResult>;

  /** All commits of one aggregate's stream, in order, and the seq to expect on the next append. */
  readStream(stream: string): Promise<{ commits: Commit[]; lastSeq: number }>;

  /** Up to `limit` commits of the whole log with seq > `afterSeq`, in order, never skipping one. */
  readAll(afterSeq: number, limit: number): Promise<Commit[]>;

  /**
   * Calls `onCommit` for every commit after `afterSeq`, in order, then for each new one as it
   * lands, until the returned subscription is closed. A rejected handler stops the subscription.
   */
  subscribe(afterSeq: number, onCommit: (commit: Commit) => Promise<void>): Subscription;

  /** The seq of the newest commit in the log (0 when empty). */
  headSeq(): Promise<number>;

  /** Reserves a name that must be unique across aggregates; see `Reservations`. */
  readonly reservations: Reservations;

  /** Durable, shared consumers of the whole log (work queues for services). */
  readonly consumers: DurableConsumers;

  close(): Promise<void>;
}

export interface AppendResult {
  seq: number;
  duplicate: boolean;
}

export interface Subscription {
  close(): Promise<void>;
  /** Settles when the subscription stops: resolves on close, rejects on a handler failure. */
  readonly done: Promise<void>;
}

/**
 * Atomic name reservations (JetStream KV `create`, or a unique row). `reserve` returns false when
 * another owner holds the key; reserving a key the same owner already holds succeeds, so a retried
 * command is harmless.
 */
export interface Reservations {
  reserve(scope: string, key: string, owner: string): Promise<boolean>;
  release(scope: string, key: string, owner: string): Promise<void>;
}

/** The stream moved on since the caller read it. */
export class StreamVersionConflict extends Error {
  constructor(
    readonly stream: string,
    readonly expectedSeq: number,
  ) {
    super(`stream ${stream} is past seq ${expectedSeq}`);
    this.name = 'StreamVersionConflict';
  }
}
