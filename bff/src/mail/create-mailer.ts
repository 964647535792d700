import { join } from 'node:path';
import { smtpAt, unreachableMessage } from '@rushes/runtime';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox.mailer.ts';
import { createSmtpMailer } from './smtp.mailer.ts';

/** The folder of the data folder where mail goes when no SMTP server is configured. */
export const outboxFolder = (dataDir: string) => join(dataDir, 'outbox');

/**
 * SMTP when `SMTP_URL` is set, whose server is asked at once whether it answers (a warning, not a
 * stop: Rushes works without mail); otherwise the outbox in `RUSHES_DATA_DIR`, which it says once
 * (and then once for every message).
 */
export function createMailer(
  config: { smtpUrl?: string; mailFrom: string; dataDir: string },
  log: { info(line: string): void; warn(line: string): void },
): Mailer {
  const { smtpUrl: url, mailFrom: from } = config;
  if (url) {
    const mailer = createSmtpMailer({ url, from });
    mailer.verify().catch((error: unknown) => {
      log.warn(`${unreachableMessage(smtpAt(url), error)}; mail fails until it answers`);
    });
    return mailer;
  }
  const folder = outboxFolder(config.dataDir);
  log.info(`No SMTP_URL: mail is written to ${folder}`);
  return createOutboxMailer({ folder, from, log: (line) => log.info(line) });
}
