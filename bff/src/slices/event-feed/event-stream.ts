import { once } from 'node:events';
import type { RushesCloudEvent } from '@rushes/events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Machine } from '../../auth/machine.ts';
import type { Sessions } from '../../auth/sessions.ts';
import type { FeedReader, FeedRequest } from './feed-reader.ts';

/** Events per read while the stream catches up. */
const eventsPerRead = 100;
/** A comment this often while nothing happens, so proxies and readers know the stream lives. */
const heartbeatMs = 15_000;
/** setTimeout's longest wait; a token ending later is checked again when it fires. */
const longestTimer = 2 ** 31 - 1;

export interface EventStreamOptions {
  request: FastifyRequest;
  reply: FastifyReply;
  reader: FeedReader;
  feed: Omit<FeedRequest, 'limit'>;
  /** The token the stream reads with: it closes when the token is revoked or expires. */
  machine: Machine;
  sessions: Pick<Sessions, 'onEnded'>;
  /** Settles true once the read model has passed `seq`, false after `timeoutMs`. */
  newEvents(seq: number, timeoutMs: number): Promise<boolean>;
  /** Told of each page of events before it is written (the chain of custody's record). */
  given(events: readonly RushesCloudEvent[]): Promise<void>;
}

/**
 * Answers with Server-Sent Events: every event after `feed.after` in reach, one CloudEvent per
 * message with its id as the SSE id (what `Last-Event-ID` resumes from), then new ones as the log
 * takes them, with a heartbeat comment while it is quiet. It ends when the reader leaves, or with
 * an `end` message when the token is revoked or expires: a permission change holds at once.
 */
export function openEventStream(options: EventStreamOptions): void {
  const { request, reply, reader, feed, machine } = options;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });

  const stopped = new AbortController();
  const gone = new Promise<false>((resolve) =>
    stopped.signal.addEventListener('abort', () => resolve(false), { once: true }),
  );
  const write = async (text: string) => {
    if (stopped.signal.aborted) return;
    if (!raw.write(text)) await Promise.race([once(raw, 'drain'), gone]);
  };
  const end = (reason?: string) => {
    if (stopped.signal.aborted) return;
    if (reason) raw.write(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
    stopped.abort();
    raw.end();
  };

  request.raw.on('close', () => end());
  const unfollow = options.sessions.onEnded((id) => {
    if (id === machine.tokenId) end('TOKEN_REVOKED');
  });
  const expiry = machine.expiresAt
    ? setTimeout(
        () => end('TOKEN_EXPIRED'),
        Math.min(longestTimer, Math.max(0, machine.expiresAt.getTime() - Date.now())),
      )
    : undefined;
  stopped.signal.addEventListener('abort', () => {
    unfollow();
    clearTimeout(expiry);
  });

  const follow = async () => {
    let after = feed.after;
    await write('retry: 5000\n\n');
    while (!stopped.signal.aborted) {
      const page = await reader.readPage({ ...feed, after, limit: eventsPerRead });
      if (page.events.length > 0) await options.given(page.events);
      for (const event of page.events) {
        await write(`id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`);
      }
      after = page.next;
      if (!page.caughtUp) continue;
      const arrived = await Promise.race([options.newEvents(after.seq + 1, heartbeatMs), gone]);
      if (!arrived) await write(': heartbeat\n\n');
    }
  };
  follow().catch((error: unknown) => {
    request.log.error({ err: error }, 'event stream stopped');
    end();
  });
}
