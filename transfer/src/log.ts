import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The helper's log: each line on its terminal (`print`) and appended to `rushes-transfer.log` in
 * its state folder, with the time. Tokens and secrets are never written.
 */
export function createLog(home: string, print: (line: string) => void) {
  const file = join(home, 'rushes-transfer.log');
  let writing = Promise.resolve();
  return (line: string) => {
    print(line);
    const entry = `${new Date().toISOString()} ${line}\n`;
    writing = writing.then(() => appendFile(file, entry, { mode: 0o600 }).catch(() => {}));
  };
}
