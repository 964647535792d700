import type { Commit } from '../envelope.ts';

/** One commit handed to one worker of a durable consumer (work-queue semantics). */
export interface Delivery {
  commit: Commit;
  /** 1 on the first delivery, more on redeliveries. */
  deliveryCount: number;
  /** Done: never delivered again. */
  ack(): Promise<void>;
  /** A transient failure: deliver again after `delayMs` (the consumer's back-off when omitted). */
  nak(delayMs?: number): Promise<void>;
  /** The consumer's back-off for this delivery: how long a `nak()` without a delay waits. */
  nakDelayMs: number;
  /** Never deliver again, not done (the handler recorded why, e.g. a `job.failed` event). */
  term(): Promise<void>;
  /** Still working: postpones the redelivery of an unacknowledged delivery. */
  working(): Promise<void>;
}

/** The part of a pino logger the consumers use. */
export interface ConsumerLogger {
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

export interface DurableConsumerOptions {
  /** Durable name: workers with the same name share the work; progress survives restarts. */
  name: string;
  /** Deliveries before a commit is given up (logged) without ack; default 5. */
  maxDeliveries?: number;
  /** How long a delivery may go without ack or `working()` before it is redelivered; 30 s. */
  ackWaitMs?: number;
  /**
   * The delay of a `nak()` without one, by delivery count (the last value repeats);
   * default 1 s, 5 s, 30 s, 60 s.
   */
  backoffMs?: readonly number[];
  logger?: ConsumerLogger;
}

/**
 * Follows the whole log as a durable, shared consumer: each commit goes to one worker, in log
 * order per worker, and is redelivered until acked or termed (bounded). Adapters: JetStream
 * (a durable pull consumer) and the embedded PostgreSQL log (a consumer row).
 *
 * Each `consume` call is one worker: it hands the handler one delivery at a time. A handler that
 * throws naks its delivery (back-off); one that returns without settling leaves it to be
 * redelivered after the ack wait. `stop` takes no more deliveries and resolves once the handler
 * in progress has returned.
 */
export interface DurableConsumers {
  consume(
    options: DurableConsumerOptions,
    handler: (delivery: Delivery) => Promise<void>,
  ): { stop(): Promise<void> };
}
