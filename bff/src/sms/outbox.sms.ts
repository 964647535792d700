import { writeOutboxFile } from '../mail/outbox-file.ts';
import type { SmsSender } from './sms-sender.ts';

/**
 * Text messages without a gateway: each one is a plain-text file, `<folder>/<time>-<count>-<id>.sms.txt`,
 * with `To:`, `From:` and `Date:` lines, a blank line and the text, and one log line names its
 * recipient and file. A file appears whole: it is written under another name first.
 */
export function createOutboxSms(options: {
  folder: string;
  from: string;
  log: (line: string) => void;
  now?: () => Date;
}): SmsSender {
  const { folder, from, log, now = () => new Date() } = options;
  return {
    async send(message) {
      const at = now();
      const header = [`To: ${message.to}`, `From: ${from}`, `Date: ${at.toISOString()}`];
      const content = `${header.join('\n')}\n\n${message.text}\n`;
      const file = await writeOutboxFile(folder, at, '.sms.txt', content);
      log(`SMS to ${message.to} is in ${file}`);
    },
  };
}
