import { setTimeout as sleep } from 'node:timers/promises';
import type { PublicStream } from '@rushes/events';
import type { FastifyBaseLogger } from 'fastify';
import { beginning, parsePosition } from './feed-position.ts';
import type { FeedReader } from './feed-reader.ts';

const eventsPerRead = 500;
const quietWaitMs = 15_000;
const retryMs = 5_000;

/**
 * Copies the public feed, the whole deployment's, into its JetStream stream, in log order,
 * resuming after the last event the stream holds: the stream is its own cursor. Every BFF may
 * run it: each append expects the stream's last sequence, so a second publisher that falls
 * behind reads the head again instead of writing an event twice or out of order.
 */
export function startPublicStreamPublisher(deps: {
  /** Opens the stream (again after a failure to). */
  connect(): Promise<PublicStream>;
  reader: FeedReader;
  /** Settles once the feed's read model has passed `seq`, or after `timeoutMs`. */
  newEvents(seq: number, timeoutMs: number): Promise<boolean>;
  logger: FastifyBaseLogger;
}): () => Promise<void> {
  const { reader, logger } = deps;
  let stream: PublicStream | null = null;
  const stopped = new AbortController();
  const whileRunning = <T>(work: Promise<T>) =>
    Promise.race([
      work,
      new Promise<null>((resolve) =>
        stopped.signal.addEventListener('abort', () => resolve(null), { once: true }),
      ),
    ]);

  /** Publishes until another publisher went ahead; returns to read the head again. */
  async function publishFromHead(stream: PublicStream): Promise<void> {
    const head = await stream.head();
    let after = head.lastId === null ? beginning : parsePosition(head.lastId);
    if (!after) throw new Error(`the public stream's last message is no event: ${head.lastId}`);
    let seq = head.seq;
    while (!stopped.signal.aborted) {
      const page = await reader.readPage({
        after,
        limit: eventsPerRead,
        types: null,
        reach: { workspaceId: null },
      });
      for (const event of page.events) {
        const stored = await stream.append(event, seq);
        if (stored === null) return;
        seq = stored;
      }
      after = page.next;
      if (page.caughtUp) await whileRunning(deps.newEvents(after.seq + 1, quietWaitMs));
    }
  }

  const running = (async () => {
    while (!stopped.signal.aborted) {
      try {
        stream ??= await deps.connect();
        await publishFromHead(stream);
      } catch (error) {
        if (stopped.signal.aborted) break;
        logger.warn({ err: error }, 'public feed stream: trying again in 5 s');
        await whileRunning(sleep(retryMs));
      }
    }
  })();

  return async () => {
    stopped.abort();
    await running;
    await stream?.close();
  };
}
