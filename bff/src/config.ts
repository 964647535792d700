import { type AppEnv, ConfigError, loadEnv, processEnv, type StorageSetup } from '@rushes/runtime';

/** What the BFF's app reads, however it runs; the schema and its checks are runtime's. */
export type Config = AppEnv;

/**
 * What the app runs with: a signing secret and the key that seals second factors' secrets
 * (distributed: the variables; embedded: generated in the data folder), and the deployment's
 * storages and transfer servers (RUSHES_STORAGES, RUSHES_TRANSFER_SERVERS).
 */
export type BffConfig = Config & {
  jwtSecret: string;
  secretsKey: string;
  storageSetup: StorageSetup;
};

/** A configuration that stops the start; the message names every variable at fault. */
export { ConfigError };

/** `npm run start:bff`'s settings from the environment; a wrong value throws a `ConfigError`. */
export const loadConfig = (environment: NodeJS.ProcessEnv = process.env) =>
  loadEnv(processEnv.bff, environment);

/** The address users open, without a trailing slash. */
export const publicOrigin = (config: Pick<Config, 'publicUrl' | 'port'>): string =>
  (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
