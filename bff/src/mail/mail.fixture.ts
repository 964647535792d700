import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ReceivedMail, readMail } from '@rushes/testing';

export {
  type ReceivedMail,
  readMail,
  startTestSmtpServer,
  type TestSmtpServer,
} from '@rushes/testing';

/** The messages of an outbox folder, in the order their names sort: the order they were written. */
export async function outboxMails(folder: string): Promise<ReceivedMail[]> {
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    names.sort().map(async (name) => readMail(await readFile(join(folder, name)))),
  );
}
