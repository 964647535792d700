import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** `2026-11-24T06-43-41-123Z`: sorts as time does and is a valid file name everywhere. */
const stamp = (at: Date) => at.toISOString().replaceAll(/[:.]/g, '-');

/**
 * Mail without a server: each message is an RFC 5322 file, `<folder>/<time>-<id>.eml`, that any
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
      await mkdir(folder, { recursive: true });
      const file = join(folder, `${stamp(now())}-${randomUUID()}.eml`);
      await writeFile(`${file}.part`, raw);
      await rename(`${file}.part`, file);
      log(`Mail to ${message.to} is in ${file}`);
    },
    close() {
      composer.close();
    },
  };
}
