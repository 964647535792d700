import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

/** The outbox of the app under test: `npm start` writes each mail there as an .eml file. */
function outbox(): string {
  const dataDir = process.env.RUSHES_E2E_DATA_DIR;
  if (!dataDir) throw new Error('RUSHES_E2E_DATA_DIR is not set (see playwright.config.ts)');
  return join(dataDir, 'outbox');
}

/** The outbox's files, oldest first (their names begin with the time they were written). */
export async function outboxFiles(): Promise<string[]> {
  const names = await readdir(outbox()).catch(() => []);
  return names.filter((name) => name.endsWith('.eml')).sort();
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Waits for a mail written after the files in `seen` (mail leaves after the request has answered)
 * and reads the newest as a mail program would.
 */
export async function nextMail(seen: readonly string[]): Promise<Mail> {
  let newest: string | undefined;
  await expect
    .poll(
      async () => {
        newest = (await outboxFiles()).filter((name) => !seen.includes(name)).at(-1);
        return newest;
      },
      { message: 'a mail in the outbox' },
    )
    .toBeDefined();
  const mail = await simpleParser(await readFile(join(outbox(), newest ?? '')));
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return { to: to?.value[0]?.address ?? '', subject: mail.subject ?? '', text: mail.text ?? '' };
}

/** The path of the first link to `route` in a mail's text, e.g. `/reset-password/<token>`. */
export function linkPath(mail: Mail, route: string): string {
  const link = mail.text.match(new RegExp(`https?://\\S+(${route}/[\\w-]+)`));
  if (!link?.[1]) throw new Error(`no ${route} link in the mail:\n${mail.text}`);
  return link[1];
}
