import { describe, expect, it } from 'vitest';
import { type ServerSentEvent, serverSentEvents } from './server-sent-events.ts';

/** A body that arrives in the given pieces, as a network would cut it. */
const bodyOf = (...pieces: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });

async function read(body: ReadableStream<Uint8Array>) {
  const events: ServerSentEvent[] = [];
  for await (const event of serverSentEvents(body)) events.push(event);
  return events;
}

describe('server-sent events read with fetch', () => {
  it('reads named events whatever the pieces the stream comes in', async () => {
    const events = await read(
      bodyOf(
        ': hello\n\nevent: trans',
        'fer\ndata: {"id":"t1"}\n',
        '\nevent: transfer\r\n',
        'data: {"id":"t2"}\r\n\r\n',
      ),
    );
    expect(events).toEqual([
      { event: 'transfer', data: '{"id":"t1"}' },
      { event: 'transfer', data: '{"id":"t2"}' },
    ]);
  });

  it('joins data lines, names an unnamed event message, and drops one cut off', async () => {
    const events = await read(bodyOf('data: a\ndata: b\nid: 7\n\nevent: transfer\ndata: {"id"'));
    expect(events).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
