import { envSchema, securePrivateFolder } from '@rushes/runtime';
import { postgresRunsAsAnotherUser } from './embedded-postgres.ts';

/**
 * The start's check of the embedded default's data folder (`securePrivateFolder`): private to
 * the user Rushes runs as, made so again (and said) when it is not, refused when Rushes cannot.
 * As root, others may pass through the folder itself so the bundled PostgreSQL reaches its own.
 */
export const secureDataFolder = (dataDir: string, log: (line: string) => void): Promise<void> =>
  securePrivateFolder(dataDir, {
    variable: envSchema.properties.dataDir.env,
    passThrough: postgresRunsAsAnotherUser(),
    log,
  });
