import { SmsFailed, type SmsSender } from './sms-sender.ts';

/** How long a gateway may take to answer before the message counts as failed. */
const DEFAULT_TIMEOUT_MS = 10_000;

/** A fetch failure in a few words: no answer in time, or no connection and its socket's code. */
function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return `no connection (${cause.code})`;
  return 'the request could not be made';
}

/**
 * Text messages through an HTTP gateway: a JSON `{ to, from, text }` POSTed to `url`, with the
 * token as a bearer credential when there is one. A 2xx answer means the gateway took the
 * message. A failure carries no `cause`: fetch's own errors may quote the URL with credentials.
 */
export function createHttpSms(options: {
  url: string;
  token?: string;
  from?: string;
  timeoutMs?: number;
}): SmsSender {
  const { url, token, from, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const gateway = `SMS gateway ${new URL(url).host}`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return {
    async send({ to, text }) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to, from, text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsFailed(`${gateway} failed: ${reasonOf(error, timeoutMs)}`);
      }
      // The body is not read: a refusal's may echo the text, and a success says nothing we use.
      await response.body?.cancel().catch(() => undefined);
      if (!response.ok) {
        throw new SmsFailed(
          `${gateway} refused the message: HTTP ${response.status}`,
          response.status,
        );
      }
    },
  };
}
