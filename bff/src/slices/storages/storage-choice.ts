import type { StorageSetup } from '@rushes/runtime';

/**
 * The storage a new project goes on: the one `named` (by its prefix) when the deployment has it,
 * else the default one; null when the caller had to choose (a superuser where there are several
 * storages) and named none the deployment has.
 */
export function storageOfNewProject(
  setup: StorageSetup,
  named: string | null | undefined,
  mustChoose: boolean,
): string | null {
  const known = setup.storages.some((storage) => storage.prefix === named);
  if (typeof named === 'string') return known ? named : null;
  return mustChoose && setup.storages.length > 1 ? null : '';
}

/** The transfer server a new project on the storage gets: the first of that storage, if any. */
export const defaultTransferServer = (setup: StorageSetup, storagePrefix: string) =>
  setup.transferServers.find((server) => server.storagePrefix === storagePrefix)?.name ?? null;

/**
 * The name of the storage with the prefix; the prefix itself for one the deployment no longer
 * configures (its media is then looked for in the default storage).
 */
export const storageNameOf = (setup: StorageSetup, prefix: string) =>
  setup.storages.find((storage) => storage.prefix === prefix)?.name ?? prefix;
