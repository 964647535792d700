import type { ConsumerMessages, JetStreamClient, JsMsg } from '@nats-io/jetstream';
import type { Commit } from '../envelope.ts';
import { toCommit } from './commit.codec.ts';
import type { Subscription } from './event-store.ts';

const batchSize = 256;

function commitOf(msg: JsMsg): Commit {
  return toCommit(msg.seq, msg.json<unknown>());
}

/**
 * Up to `limit` commits from `startSeq` on (of one subject when `filter` is given), in order,
 * through a short-lived ordered consumer. Stops at the last matching message the server knew of
 * when the consumer was created or at `limit`, and deletes the consumer: ephemeral consumers
 * otherwise linger on the server for their inactivity threshold.
 */
export async function readOrdered(
  js: JetStreamClient,
  streamName: string,
  options: { startSeq: number; limit: number; filter?: string },
): Promise<Commit[]> {
  const consumer = await js.consumers.get(streamName, {
    opt_start_seq: options.startSeq,
    ...(options.filter ? { filter_subjects: options.filter } : {}),
  });
  let messages: ConsumerMessages | undefined;
  try {
    const { num_pending } = await consumer.info(true);
    const wanted = Math.min(num_pending, options.limit);
    if (wanted <= 0) return [];
    messages = await consumer.consume({ max_messages: Math.min(wanted, batchSize) });
    const commits: Commit[] = [];
    for await (const msg of messages) {
      commits.push(commitOf(msg));
      if (commits.length >= wanted || msg.info.pending === 0) break;
    }
    return commits;
  } finally {
    messages?.stop();
    await consumer.delete().catch(() => {});
  }
}

/**
 * Feeds every commit after `afterSeq` to `onCommit`, one at a time, through an ordered consumer
 * (it recreates itself after a gap or a reconnect, from the last sequence it delivered).
 */
export function subscribeOrdered(
  js: JetStreamClient,
  streamName: string,
  afterSeq: number,
  onCommit: (commit: Commit) => Promise<void>,
): Subscription {
  let closed = false;
  let messages: ConsumerMessages | undefined;
  const run = async () => {
    const consumer = await js.consumers.get(streamName, { opt_start_seq: afterSeq + 1 });
    try {
      if (closed) return;
      messages = await consumer.consume({ max_messages: batchSize });
      if (closed) return;
      for await (const msg of messages) {
        if (closed) break;
        await onCommit(commitOf(msg));
      }
    } finally {
      messages?.stop();
      await consumer.delete().catch(() => {});
    }
  };
  const done = run();
  // Failures are reported through `done`; this keeps an unobserved one from crashing the process.
  done.catch(() => {});
  return {
    done,
    async close() {
      closed = true;
      messages?.stop();
      await done.catch(() => {});
    },
  };
}
