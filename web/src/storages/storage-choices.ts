import type { StorageConfig } from './useStorageConfig.ts';

/**
 * Whether storages show at all: to a superuser (who alone has the config), where the deployment
 * has more than one (the New Project field, the list's columns, Administration).
 */
export const showsStorages = (config: StorageConfig | null): config is StorageConfig =>
  config !== null && config.storages.length > 1;

/** The transfer servers a project on the storage with `storagePrefix` may have, by name. */
export const transferServersFor = (config: StorageConfig, storagePrefix: string): string[] =>
  config.transferServers
    .filter((server) => server.storagePrefix === storagePrefix)
    .map((server) => server.name);
