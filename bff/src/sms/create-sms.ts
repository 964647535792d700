import { outboxFolder } from '../mail/create-mailer.ts';
import { createHttpSms } from './http.sms.ts';
import { createOutboxSms } from './outbox.sms.ts';
import type { SmsSender } from './sms-sender.ts';

/**
 * The HTTP gateway when `RUSHES_SMS_GATEWAY_URL` is set; otherwise the outbox in
 * `RUSHES_DATA_DIR` that mail uses too, which it says once (and then once for every message).
 */
export function createSmsSender(
  config: { smsGatewayUrl?: string; smsGatewayToken?: string; smsFrom: string; dataDir: string },
  log: { info(line: string): void },
): SmsSender {
  const { smsGatewayUrl: url, smsGatewayToken: token, smsFrom: from } = config;
  if (url) return createHttpSms({ url, token, from });
  const folder = outboxFolder(config.dataDir);
  log.info(`No RUSHES_SMS_GATEWAY_URL: text messages are written to ${folder}`);
  return createOutboxSms({ folder, from, log: (line) => log.info(line) });
}
