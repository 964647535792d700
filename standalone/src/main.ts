import {
  type BffConfig,
  ConfigError,
  closeEmitter,
  closeOnSignal,
  loadConfig,
  startBff,
} from '@rushes/bff';
import { catalogue, createPostgresLogEventStore } from '@rushes/events';
import { createDb } from '@rushes/migrations';
import { createStorageFromConfig } from '@rushes/storage';
import mqemitter from 'mqemitter';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { freeLoopbackPort } from './free-port.ts';
import { loadOrCreateSecret } from './secret.ts';

/**
 * `npm start`: Rushes in one process with nothing else to run — a bundled PostgreSQL server in
 * RUSHES_DATA_DIR holding the read models and the event log, in-process fan-out, the BFF.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await startEmbeddedPostgres(config.dataDir, await freeLoopbackPort());
  const bffConfig: BffConfig = {
    ...config,
    jwtSecret: config.jwtSecret ?? (await loadOrCreateSecret(config.dataDir)),
  };
  const pool = new pg.Pool({ connectionString: database.url });
  const db = createDb(pool);
  const store = await createPostgresLogEventStore({ pool });
  const emitter = mqemitter();
  // Local disk in RUSHES_DATA_DIR/storage unless S3_BUCKET points elsewhere.
  const storage = createStorageFromConfig(config, {
    dataDir: config.dataDir,
    signingSecret: bffConfig.jwtSecret,
  });
  if (storage.kind === 's3') await storage.ensureBucket();
  const bff = await startBff(bffConfig, { pool, db, store, catalogue, emitter, storage });
  bff.app.log.info(`Rushes is running at http://localhost:${config.port}`);
  closeOnSignal(
    async () => {
      await bff.close();
      await closeEmitter(emitter);
      await store.close();
      await db.destroy();
      await database.stop();
    },
    (message) => bff.app.log.info(message),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
