import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HelperTransfer, StartHelperTransfer } from '@rushes/rules';
import type { StoredPairing } from '../pairing.ts';

/**
 * A transfer as the helper keeps it: what the page sees, what the page asked (the transfer
 * token too, to resume after a restart) and what its engine keeps to resume each file, by the
 * file's path.
 */
export interface StoredTransfer {
  transfer: HelperTransfer;
  start: StartHelperTransfer;
  resume: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Enough of a stored transfer's shape to run it; anything else is no transfer of ours. */
function isStoredTransfer(value: unknown): value is StoredTransfer {
  if (!isObject(value) || !isObject(value.transfer) || !isObject(value.start)) return false;
  const { transfer, start } = value;
  return (
    typeof transfer.id === 'string' &&
    Array.isArray(transfer.files) &&
    typeof transfer.state === 'string' &&
    isObject(start.spec) &&
    isObject(value.resume)
  );
}

const isStoredPairing = (value: unknown): value is StoredPairing =>
  isObject(value) && typeof value.origin === 'string' && typeof value.secretHash === 'string';

/**
 * The helper's state folder (`--home`): `pairings.json` and one `transfers/<id>.json` a
 * transfer. The folder is its user's alone (0700, files 0600): it holds transfer tokens. Each
 * file is written whole to a temporary name and renamed, so a crash leaves the old or the new,
 * never half; writes of one file go one after the other.
 */
export function createStateStore(home: string, log: (line: string) => void = () => {}) {
  const transfers = join(home, 'transfers');
  const pairingsFile = join(home, 'pairings.json');
  const writing = new Map<string, Promise<void>>();

  async function write(path: string, value: unknown) {
    const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, `${JSON.stringify(value)}\n`, { mode: 0o600 });
    await rename(temporary, path);
  }

  /** Writes of one path in the order asked; a failed one does not stop the next. */
  function queued(path: string, run: () => Promise<void>): Promise<void> {
    const next = (writing.get(path) ?? Promise.resolve()).catch(() => {}).then(run);
    writing.set(path, next);
    return next.finally(() => {
      if (writing.get(path) === next) writing.delete(path);
    });
  }

  async function readJson(path: string): Promise<unknown> {
    try {
      return JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      log(`${path} does not read (${(error as Error).message}): left out`);
      return undefined;
    }
  }

  return {
    home,
    /** Makes the folders, and makes them private again if someone opened them. */
    async open(): Promise<void> {
      await mkdir(transfers, { recursive: true, mode: 0o700 });
      await chmod(home, 0o700);
      await chmod(transfers, 0o700);
    },

    async readPairings(): Promise<StoredPairing[]> {
      const value = await readJson(pairingsFile);
      return Array.isArray(value) ? value.filter(isStoredPairing) : [];
    },

    writePairings: (pairings: StoredPairing[]) =>
      queued(pairingsFile, () => write(pairingsFile, pairings)),

    async readTransfers(): Promise<StoredTransfer[]> {
      const names = (await readdir(transfers)).filter((name) => name.endsWith('.json'));
      const read = await Promise.all(names.map((name) => readJson(join(transfers, name))));
      return read.filter(isStoredTransfer);
    },

    writeTransfer(stored: StoredTransfer): Promise<void> {
      const path = join(transfers, `${stored.transfer.id}.json`);
      const copy = structuredClone(stored);
      return queued(path, () => write(path, copy));
    },

    removeTransfer(id: string): Promise<void> {
      const path = join(transfers, `${id}.json`);
      return queued(path, () => rm(path, { force: true }));
    },
  };
}

export type StateStore = ReturnType<typeof createStateStore>;
