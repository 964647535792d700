import { type HelperHello, transferHelperProtocol } from '@rushes/rules';
import type { Readiness } from '../transfer-client.ts';
import type { HelperHttp } from './helper-http.ts';

/** While the helper does not answer, hello is asked again this often. */
export const HELLO_EVERY_MS = 500;

/** What a hello says about this page: ready, too old, or started for another Rushes. */
export function readinessOfHello(hello: HelperHello, origin: string): Readiness {
  if (hello.app !== 'rushes-transfer') return { ready: false, why: 'absent' };
  if (!hello.protocols.includes(transferHelperProtocol)) return { ready: false, why: 'outdated' };
  if (hello.origin !== origin) return { ready: false, why: 'elsewhere', detail: hello.origin };
  return { ready: true };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks `GET /v1/hello` until the helper answers as ready, or `withinMs` has passed; then says
 * why not (absent when it never answered).
 */
export async function helloWithin(
  http: HelperHttp,
  origin: string,
  withinMs: number,
): Promise<Readiness> {
  const deadline = Date.now() + withinMs;
  let last: Readiness = { ready: false, why: 'absent' };
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) return last;
    const asked = Date.now();
    try {
      const hello = await http.json<HelperHello>('/v1/hello', {
        signal: AbortSignal.timeout(left),
      });
      last = readinessOfHello(hello, origin);
      if (last.ready) return last;
    } catch {
      last = { ready: false, why: 'absent' };
    }
    await pause(Math.min(HELLO_EVERY_MS - (Date.now() - asked), deadline - Date.now()));
  }
}
