import { open, readdir, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';

/** What a sender names a file: the Rushes upload it belongs to. */
const namePattern = /^[A-Za-z0-9_-]{1,128}$/;

export const isStagedName = (name: string): boolean => namePattern.test(name);

export interface StagedState {
  /** Bytes that have arrived. */
  received: number;
  /** True once the whole file is in staging. */
  complete: boolean;
  /** Where its bytes are, whole or arriving; null before any has. */
  path: string | null;
}

/** The files UFTP receives: arriving in the temp folder, whole in staging. */
export interface StagedUploads {
  state(name: string): Promise<StagedState>;
  remove(name: string): Promise<void>;
  /** Removes what has lain untouched longer than `maxAgeMs`: sessions given up. */
  sweep(maxAgeMs: number, now?: number): Promise<number>;
}

const sizeOf = (path: string) =>
  stat(path).then(
    (found) => found.size,
    () => null,
  );

/** The statuses of a `RESULT` line for a file received whole (uftpd 4.10 writes `copied`). */
const wholeStatuses = ['copied', 'overwritten', 'copy', 'overwrite'];

/**
 * The files uftpd's status file (`-F`) says arrived whole: a `RESULT` line of `wholeStatuses`. A file in staging alone proves nothing: a session that fails moves what it holds
 * there too, and the sender's next session (from its restart file) completes it.
 */
function wholeFiles(statusFile: string) {
  const whole = new Set<string>();
  let offset = 0;
  let rest = '';
  return {
    async read(): Promise<Set<string>> {
      const file = await open(statusFile, 'r').catch(() => null);
      if (!file) return whole;
      try {
        const { size } = await file.stat();
        if (size < offset) [offset, rest] = [0, ''];
        const buffer = Buffer.alloc(size - offset);
        await file.read(buffer, 0, buffer.length, offset);
        offset = size;
        const lines = (rest + buffer.toString('utf8')).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          const [kind, , , , filename, , status] = line.trim().split(';');
          if (kind === 'RESULT' && filename && wholeStatuses.includes(status ?? '')) {
            whole.add(basename(filename));
          }
        }
      } finally {
        await file.close();
      }
      return whole;
    },
    forget: (name: string) => whole.delete(name),
  };
}

export function stagedUploads(
  stagingDir: string,
  tempDir: string,
  statusFile: string,
): StagedUploads {
  const results = wholeFiles(statusFile);
  /** uftpd writes a session's files under `_group_<session id>` while they arrive. */
  async function arriving(name: string): Promise<string[]> {
    const groups = await readdir(tempDir).catch(() => [] as string[]);
    return groups
      .filter((group) => group.startsWith('_group_'))
      .map((group) => join(tempDir, group, name));
  }
  return {
    async state(name) {
      const path = join(stagingDir, name);
      const staged = await sizeOf(path);
      if (staged !== null && (await results.read()).has(name)) {
        return { received: staged, complete: true, path };
      }
      // The largest of its copies: the one its current session writes into.
      const copies = await Promise.all(
        [...(staged === null ? [] : [path]), ...(await arriving(name))].map(async (copy) => ({
          copy,
          size: (await sizeOf(copy)) ?? -1,
        })),
      );
      const best = copies.sort((a, b) => b.size - a.size)[0];
      return best && best.size >= 0
        ? { received: best.size, complete: false, path: best.copy }
        : { received: 0, complete: false, path: null };
    },
    async remove(name) {
      results.forget(name);
      for (const path of [join(stagingDir, name), ...(await arriving(name))]) {
        await rm(path, { force: true });
      }
    },
    async sweep(maxAgeMs, now = Date.now()) {
      let removed = 0;
      const groups = (await readdir(tempDir).catch(() => [] as string[])).map((group) =>
        join(tempDir, group),
      );
      for (const folder of [stagingDir, ...groups]) {
        for (const entry of await readdir(folder).catch(() => [] as string[])) {
          const path = join(folder, entry);
          const found = await stat(path).catch(() => null);
          if (found?.isFile() && now - found.mtimeMs > maxAgeMs) {
            await rm(path, { force: true });
            removed += 1;
          }
        }
      }
      return removed;
    },
  };
}
