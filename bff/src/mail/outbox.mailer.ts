import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer.ts';
import { writeOutboxFile } from './outbox-file.ts';

/**
 * Mail without a server: each message is an RFC 5322 file, `<folder>/<time>-<count>-<id>.eml`, that any
 * mail program opens, and one log line names its recipient and file. A file appears whole: it is
 * written under another name first.
 */
export function createOutboxMailer(options: {
  folder: string;
  from: string;
  log: (line: string) => void;
  now?: () => Date;
}): Mailer {
  const { folder, log, now = () => new Date() } = options;
  const composer = createTransport(
    { streamTransport: true, buffer: true, newline: 'windows' },
    { from: options.from },
  );
  return {
    async send(message) {
      const { message: raw } = await composer.sendMail(message);
      const file = await writeOutboxFile(folder, now(), '.eml', raw);
      log(`Mail to ${message.to} is in ${file}`);
    },
    close() {
      composer.close();
    },
  };
}
