import { randomUUID } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makePrivateFolder, PRIVATE_FILE_MODE } from '@rushes/runtime';

/** `2026-11-24T06-43-41-123Z`: sorts as time does and is a valid file name everywhere. */
const stamp = (at: Date) => at.toISOString().replaceAll(/[:.]/g, '-');

/** Files written within one millisecond still sort as written: a count after the time. */
let written = 0;
const nextCount = () => {
  written = (written + 1) % 1_000_000_000;
  return String(written).padStart(9, '0');
};

/**
 * Writes `content` to `<folder>/<time>-<count>-<id><suffix>` and returns that path, for the
 * outboxes of mail and text messages: names sort in the order written (by one process), and a
 * file appears whole (it is written under another name first), so whoever watches the folder
 * never reads half a message. Folder and file are private to the user Rushes runs as: a message
 * holds invitation and password-reset links and sign-in codes.
 */
export async function writeOutboxFile(
  folder: string,
  at: Date,
  suffix: string,
  content: Parameters<typeof writeFile>[1],
): Promise<string> {
  await makePrivateFolder(folder);
  const file = join(folder, `${stamp(at)}-${nextCount()}-${randomUUID()}${suffix}`);
  await writeFile(`${file}.part`, content, { mode: PRIVATE_FILE_MODE });
  await rename(`${file}.part`, file);
  return file;
}
