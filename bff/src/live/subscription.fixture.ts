import type { FastifyInstance } from 'fastify';

interface Message {
  id?: string;
  type: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests walk answers freely; assertions check them
  payload?: { data?: Record<string, any> | null; errors?: unknown[] };
}

/**
 * A graphql-ws client on the app's `/ws`, its token in `connection_init`: `subscribe` starts an
 * operation, `next` waits for its next result (results that arrived earlier wait in a queue).
 * Rejects when the server closes the socket instead of acknowledging it.
 */
export async function openSubscriptions(app: FastifyInstance, token: string) {
  const socket = await app.injectWS('/ws', {
    headers: { 'sec-websocket-protocol': 'graphql-transport-ws' },
  });
  const queues = new Map<string, Message[]>();
  const waiting = new Map<string, (message: Message) => void>();
  let acknowledged: () => void = () => {};
  const ack = new Promise<void>((resolve) => {
    acknowledged = resolve;
  });
  socket.on('message', (raw: Buffer) => {
    const message: Message = JSON.parse(raw.toString());
    if (message.type === 'connection_ack') acknowledged();
    if (!message.id) return;
    const wake = waiting.get(message.id);
    if (wake) {
      waiting.delete(message.id);
      wake(message);
    } else queues.set(message.id, [...(queues.get(message.id) ?? []), message]);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code: number, reason: Buffer) =>
      resolve({ code, reason: reason.toString() }),
    );
  });
  socket.send(JSON.stringify({ type: 'connection_init', payload: { token } }));
  // A refused token closes the socket (4401 without one, 4403 with a bad one) instead of an ack.
  const refused = closed.then(({ code }) =>
    Promise.reject(new Error(`socket closed with ${code}`)),
  );
  refused.catch(() => {}); // a socket closed after its ack is no refusal
  await Promise.race([ack, refused]);
  let ids = 0;
  return {
    subscribe(query: string, variables: Record<string, unknown>): string {
      const id = String(++ids);
      socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } }));
      return id;
    },
    /** The next message of operation `id`. */
    next(id: string): Promise<Message> {
      const queued = queues.get(id)?.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve) => waiting.set(id, resolve));
    },
    /** Whether a message of operation `id` is waiting. */
    hasNext: (id: string): boolean => (queues.get(id)?.length ?? 0) > 0,
    /** Settles when the server (or `close`) closes the socket, with its code and reason. */
    closed,
    close: () => socket.terminate(),
  };
}
