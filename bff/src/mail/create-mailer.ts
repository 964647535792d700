import { join } from 'node:path';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox.mailer.ts';
import { createSmtpMailer } from './smtp.mailer.ts';

/** The folder of the data folder where mail goes when no SMTP server is configured. */
export const outboxFolder = (dataDir: string) => join(dataDir, 'outbox');

/** SMTP when `SMTP_URL` is set; otherwise the outbox in `RUSHES_DATA_DIR`. */
export function createMailer(
  config: { smtpUrl?: string; mailFrom: string; dataDir: string },
  log: (line: string) => void,
): Mailer {
  const from = config.mailFrom;
  if (config.smtpUrl) return createSmtpMailer({ url: config.smtpUrl, from });
  return createOutboxMailer({ folder: outboxFolder(config.dataDir), from, log });
}
