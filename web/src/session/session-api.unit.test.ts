import { describe, expect, it } from 'vitest';
import { asNothing, call } from './session-api.ts';

const answering =
  (status: number, body: unknown): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a REST call of the session', () => {
  it('keeps the code and timestamp of an error response', async () => {
    const at = '2026-11-29T07:05:00.000Z';
    const fetchFn = answering(429, { code: 'RATE_LIMITED', data: null, timestamp: at });
    expect(await call(fetchFn, 'POST', 'login', asNothing)).toEqual({
      kind: 'user',
      status: 429,
      code: 'RATE_LIMITED',
      timestamp: at,
    });
  });

  it('reads a server failure without a timestamp as one without', async () => {
    const result = await call(
      answering(503, { code: 'SERVICE_UNAVAILABLE' }),
      'GET',
      'hello',
      asNothing,
    );
    expect(result).toEqual({ kind: 'server', status: 503, code: 'SERVICE_UNAVAILABLE' });
  });
});
