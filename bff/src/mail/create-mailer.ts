import { join } from 'node:path';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox.mailer.ts';
import { createSmtpMailer } from './smtp.mailer.ts';

/** The folder of the data folder where mail goes when no SMTP server is configured. */
export const outboxFolder = (dataDir: string) => join(dataDir, 'outbox');

/**
 * SMTP when `SMTP_URL` is set; otherwise the outbox in `RUSHES_DATA_DIR`, which it says once in
 * `log` (and then once for every message).
 */
export function createMailer(
  config: { smtpUrl?: string; mailFrom: string; dataDir: string },
  log: (line: string) => void,
): Mailer {
  const from = config.mailFrom;
  if (config.smtpUrl) return createSmtpMailer({ url: config.smtpUrl, from });
  const folder = outboxFolder(config.dataDir);
  log(`No SMTP_URL: mail is written to ${folder}`);
  return createOutboxMailer({ folder, from, log });
}
