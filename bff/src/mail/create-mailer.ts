import { join } from 'node:path';
import { smtpAt, unreachableMessage } from '@rushes/runtime';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox.mailer.ts';
import { createRetryingMailer } from './retrying.mailer.ts';
import { createSmtpMailer } from './smtp.mailer.ts';

/** The folder of the data folder where mail goes when no SMTP server is configured. */
export const outboxFolder = (dataDir: string) => join(dataDir, 'outbox');

/** Where a message the SMTP server would not take is kept, whole, to be sent on by hand. */
export const undeliveredFolder = (dataDir: string) => join(outboxFolder(dataDir), 'undelivered');

/**
 * SMTP when `SMTP_URL` is set, whose server is asked at once whether it answers (a warning, not a
 * stop: Rushes works without mail), with retries and the undelivered folder behind it; otherwise
 * the outbox in `RUSHES_DATA_DIR`, which it says once (and then once for every message).
 */
export function createMailer(
  config: { smtpUrl?: string; mailFrom: string; dataDir: string },
  log: { info(line: string): void; warn(line: string): void; error(line: string): void },
): Mailer {
  const { smtpUrl: url, mailFrom: from } = config;
  if (url) {
    const smtp = createSmtpMailer({ url, from });
    smtp.verify().catch((error: unknown) => {
      log.warn(`${unreachableMessage(smtpAt(url), error)}; mail fails until it answers`);
    });
    const folder = undeliveredFolder(config.dataDir);
    const keep = createOutboxMailer({ folder, from, log: (line) => log.warn(line) });
    return createRetryingMailer({ mailer: smtp, keep, log });
  }
  const folder = outboxFolder(config.dataDir);
  log.info(`No SMTP_URL: mail is written to ${folder}`);
  return createOutboxMailer({ folder, from, log: (line) => log.info(line) });
}
