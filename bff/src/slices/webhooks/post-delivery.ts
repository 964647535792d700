import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { hostOf } from './address-guard.ts';

/** The media type of a CloudEvent in structured mode (CloudEvents HTTP binding). */
export const CLOUDEVENTS_JSON = 'application/cloudevents+json; charset=utf-8';
/** What a delivery reads of an answer at most: enough for the status, never a flood. */
const ANSWER_BYTES_READ = 64 * 1024;

/** How a POST went: the receiver's status (and its Retry-After), or why there was none. */
export type PostOutcome =
  | { status: number; retryAfter?: string }
  | { failure: 'TIMEOUT' | 'CONNECTION_FAILED' };

/**
 * POSTs `body` to `url` at the address already checked (`address`): the host name is kept for
 * the Host header and TLS (its certificate is checked for it), but never resolved again. No
 * redirect is followed (a 3xx is the answer), and the whole exchange ends after `timeoutMs`.
 */
export function postDelivery(request: {
  url: URL;
  address: string;
  family: 4 | 6;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  userAgent: string;
  /** Aborts the exchange (the dispatcher stopping). */
  signal?: AbortSignal;
}): Promise<PostOutcome> {
  const { url, address, family, body, timeoutMs } = request;
  const https = url.protocol === 'https:';
  const host = hostOf(url);
  const send = https ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const outgoing = send({
      method: 'POST',
      host: address,
      family,
      port: url.port || (https ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      ...(https && isIP(host) === 0 && { servername: host }),
      headers: {
        ...request.headers,
        host: url.host,
        'content-type': CLOUDEVENTS_JSON,
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': request.userAgent,
      },
      agent: false,
    });
    const timer = setTimeout(() => {
      settle({ failure: 'TIMEOUT' });
      outgoing.destroy();
    }, timeoutMs);
    outgoing.on('response', (answer: IncomingMessage) => {
      let read = 0;
      const done = () => {
        const retryAfter = answer.headers['retry-after'];
        settle({ status: answer.statusCode ?? 0, ...(retryAfter && { retryAfter }) });
        answer.destroy();
      };
      answer.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > ANSWER_BYTES_READ) done();
      });
      answer.on('end', done);
      answer.on('error', done);
    });
    outgoing.on('error', () => settle({ failure: 'CONNECTION_FAILED' }));
    request.signal?.addEventListener('abort', () => outgoing.destroy(), { once: true });
    outgoing.end(body);
  });
}
