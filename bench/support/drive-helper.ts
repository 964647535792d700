/**
 * Runs inside the user's namespace (`ip netns exec … tsx bench/support/drive-helper.ts`): starts
 * Rushes Transfer there, pairs with it as the page does (reading the code it prints), starts the
 * transfer of FAST_BENCH_DRIVE (JSON: origin, home, start) and prints, as its last line, how long
 * it took from the request to its end and to its bytes' arrival (the rest is the finalise), with
 * its engine and state.
 */
import type { HelperTransfer, StartHelperTransfer } from '@rushes/rules';
import { startHelper } from '@rushes/transfer';

const { origin, home, start } = JSON.parse(process.env.FAST_BENCH_DRIVE ?? '{}') as {
  origin: string;
  home: string;
  start: StartHelperTransfer;
};
const printed: string[] = [];
const helper = await startHelper({ origin, home, port: 0 }, (line) => printed.push(line));
const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
  const answer = await fetch(`${helper.url}${path}`, init);
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
};
const { pairingId } = await call<{ pairingId: string }>('/v1/pairings', { method: 'POST' });
const code = (printed.join('\n').match(/(\d{3}) (\d{3})\s*$/) ?? []).slice(1).join('');
const { secret } = await call<{ secret: string }>(`/v1/pairings/${pairingId}`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ code }),
});
const headers = { authorization: `Bearer ${secret}`, 'content-type': 'application/json' };
const began = performance.now();
const { id } = await call<HelperTransfer>('/v1/transfers', {
  method: 'POST',
  headers,
  body: JSON.stringify(start),
});
let transfer: HelperTransfer | undefined;
let arrivedMs: number | null = null;
do {
  await new Promise((resolve) => setTimeout(resolve, 200));
  transfer = (await call<HelperTransfer[]>('/v1/transfers', { headers })).find((t) => t.id === id);
  if (arrivedMs === null && transfer && transfer.sent >= transfer.bytes) {
    arrivedMs = performance.now() - began;
  }
} while (transfer && ['queued', 'running'].includes(transfer.state));
const ms = performance.now() - began;
await helper.close();
console.log(
  JSON.stringify({
    ms,
    arrivedMs,
    engine: transfer?.engine,
    state: transfer?.state,
    error: transfer?.error ?? transfer?.files[0]?.error,
  }),
);
process.exit(0);
