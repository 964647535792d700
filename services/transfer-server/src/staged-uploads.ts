import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** What a sender names a file: the Rushes upload it belongs to. */
const namePattern = /^[A-Za-z0-9_-]{1,128}$/;

export const isStagedName = (name: string): boolean => namePattern.test(name);

export interface StagedState {
  /** Bytes that have arrived. */
  received: number;
  /** True once the whole file is in staging. */
  complete: boolean;
  /** Where it is, once complete. */
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

export function stagedUploads(stagingDir: string, tempDir: string): StagedUploads {
  /** uftpd writes a session's files under `_group_<session id>` while they arrive. */
  async function arriving(name: string): Promise<string[]> {
    const groups = await readdir(tempDir).catch(() => [] as string[]);
    return groups
      .filter((group) => group.startsWith('_group_'))
      .map((group) => join(tempDir, group, name));
  }
  return {
    async state(name) {
      const whole = join(stagingDir, name);
      const size = await sizeOf(whole);
      if (size !== null) return { received: size, complete: true, path: whole };
      const sizes = await Promise.all((await arriving(name)).map(sizeOf));
      const received = Math.max(0, ...sizes.map((found) => found ?? 0));
      return { received, complete: false, path: null };
    },
    async remove(name) {
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
