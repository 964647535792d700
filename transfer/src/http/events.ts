import type { ServerResponse } from 'node:http';
import type { Transfers } from '../transfers.ts';

/** A stream says it is alive this often, so the page (and proxies) can tell a dead one. */
export const HEARTBEAT_MS = 15_000;

/**
 * `GET /v1/transfers/events`: every transfer as it is now, then each change (at most every
 * 500 ms a transfer, as `Transfers` publishes them), as server-sent `transfer` events, and a
 * `heartbeat` event every 15 s.
 */
export function streamTransfers(
  response: ServerResponse,
  transfers: Transfers,
  headers: Record<string, string>,
) {
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream',
    'cache-control': 'no-store',
    connection: 'keep-alive',
  });
  const send = (event: string, data: unknown) =>
    response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  for (const transfer of transfers.list()) send('transfer', transfer);
  const stop = transfers.subscribe((transfer) => send('transfer', transfer));
  const heartbeat = setInterval(
    () => send('heartbeat', { at: new Date().toISOString() }),
    HEARTBEAT_MS,
  );
  response.on('close', () => {
    clearInterval(heartbeat);
    stop();
  });
}
