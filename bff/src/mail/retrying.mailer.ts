import { setTimeout as sleep } from 'node:timers/promises';
import { appError } from '../errors.ts';
import type { Mailer } from './mailer.ts';

/** The pauses before each new try: a message is tried three times within about five seconds. */
export const RETRY_DELAYS_MS = [1_000, 4_000] as const;

/**
 * Whether trying again may help: the connection failed or timed out, or the server said "not
 * now" (a 4xx reply). A 5xx reply (an unknown mailbox, a refused login) stays as it is.
 */
function isTemporary(error: unknown): boolean {
  const responseCode =
    typeof error === 'object' && error !== null && 'responseCode' in error
      ? Number(error.responseCode)
      : undefined;
  return responseCode === undefined || Number.isNaN(responseCode) || responseCode < 500;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Mail through a server that may fail for a moment: a message is tried again after each of
 * `delaysMs` while the failure is temporary. One still not accepted is written whole by `keep`
 * (the outbox's `undelivered` folder), so nobody's invitation is lost and an administrator can
 * send it on, and the send fails as SERVICE_UNAVAILABLE: the person who asked learns it.
 */
export function createRetryingMailer(options: {
  mailer: Mailer;
  keep: Mailer;
  log: { warn(line: string): void; error(line: string): void };
  delaysMs?: readonly number[];
}): Mailer {
  const { mailer, keep, log, delaysMs = RETRY_DELAYS_MS } = options;
  return {
    async send(message) {
      let failure: unknown;
      for (let attempt = 0; attempt <= delaysMs.length; attempt++) {
        try {
          await mailer.send(message);
          return;
        } catch (error) {
          failure = error;
          const delay = delaysMs[attempt];
          if (delay === undefined || !isTemporary(error)) break;
          log.warn(`Mail to ${message.to} not accepted (${reasonOf(error)}); trying again`);
          await sleep(delay);
        }
      }
      log.error(`Mail to ${message.to} not delivered: ${reasonOf(failure)}`);
      await keep.send(message);
      throw appError('SERVICE_UNAVAILABLE', { service: 'mail' }, reasonOf(failure));
    },
    close() {
      mailer.close();
      keep.close();
    },
  };
}
