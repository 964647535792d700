import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';

/** TCP connects timed for a round trip: the quickest of them stands for the link. */
const TRIES = 3;
/** A connect slower than this counts as no answer. */
const TIMEOUT_MS = 3000;

function connectMs(host: string, port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const began = performance.now();
    const socket = connect({ host, port, timeout: TIMEOUT_MS });
    const end = (ms: number | null) => {
      socket.destroy();
      resolve(ms);
    };
    socket.once('connect', () => end(performance.now() - began));
    socket.once('timeout', () => end(null));
    socket.once('error', () => end(null));
  });
}

/**
 * The round trip to the server at `url`, in ms: the quickest of a few TCP connects (one
 * SYN, one SYN-ACK each), so nothing at the server need answer it. Null when it is not reached.
 */
export async function roundTripMs(url: string): Promise<number | null> {
  if (!URL.canParse(url)) return null;
  const { hostname, port, protocol } = new URL(url);
  const at = Number(port) || (protocol === 'https:' ? 443 : 80);
  const host = hostname.replace(/^\[|\]$/g, '');
  let best: number | null = null;
  for (let n = 0; n < TRIES; n += 1) {
    const ms = await connectMs(host, at);
    if (ms === null) return null;
    best = best === null ? ms : Math.min(best, ms);
  }
  return best;
}
