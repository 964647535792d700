import { closeEmitter, createMailer, createSmsSender, loadConfig, startBff } from '@rushes/bff';
import { catalogue, type EventStore } from '@rushes/events';
import { createDb } from '@rushes/migrations';
import { freeLoopbackPort, storageSetupOf } from '@rushes/runtime';
import type { ObjectStorage } from '@rushes/storage';
import type { MQEmitter } from 'mqemitter';
import pg from 'pg';

/** The first superuser every bench BFF creates (RUSHES_ADMIN_EMAIL/PASSWORD). */
export const benchAdmin = { email: 'bench@rushes.test', password: 'bench-secret' };
const secret = 'a-bench-secret-that-is-long-enough-0123456789';

export interface BenchBff {
  /** `http://127.0.0.1:<port>`: what a browser would open. */
  origin: string;
  /** Closes the app, then its store, emitter and pool (not the storage, which may be shared). */
  close(): Promise<void>;
}

export interface BenchBffOptions {
  databaseUrl: string;
  storage: ObjectStorage;
  emitter: MQEmitter;
  /** Opens this BFF's event store (the PostgreSQL log needs the BFF's pool). */
  openStore(pool: pg.Pool): Promise<EventStore>;
  /** More settings, e.g. `RUSHES_DATA_DIR` for the outbox or a higher rate limit. */
  env?: Record<string, string>;
  /** A built web app to serve (`web/dist`'s like), for benches in a browser; none by default. */
  webDist?: string;
}

/**
 * One BFF wired as `npm start` wires it (`startBff`: migrations, projection runner, live
 * publisher, first superuser), listening on a free loopback port, logging warnings only.
 */
export async function startBenchBff(options: BenchBffOptions): Promise<BenchBff> {
  const port = await freeLoopbackPort();
  const pool = new pg.Pool({ connectionString: options.databaseUrl });
  const db = createDb(pool);
  const store = await options.openStore(pool);
  const closeAdapters = async () => {
    await store.close();
    await closeEmitter(options.emitter);
    await db.destroy();
  };
  const config = loadConfig({
    ...{ PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    RUSHES_JWT_SECRET: secret,
    RUSHES_ADMIN_EMAIL: benchAdmin.email,
    RUSHES_ADMIN_PASSWORD: benchAdmin.password,
    ...options.env,
  });
  try {
    const { emitter, storage } = options;
    // Benchmarks send no mail; were one sent, it would be a file in the data folder's outbox.
    const mailer = createMailer(config, { info() {}, warn() {}, error() {} });
    const sms = createSmsSender(config, { info() {} });
    const bff = await startBff(
      {
        ...config,
        ...{ jwtSecret: secret, secretsKey: secret },
        storageSetup: storageSetupOf(config, { embedded: true }),
      },
      {
        pool,
        db,
        store,
        catalogue,
        emitter,
        storage,
        mailer,
        sms,
        webDist: options.webDist ?? null,
      },
    );
    return {
      origin: `http://127.0.0.1:${port}`,
      async close() {
        await bff.close();
        mailer.close();
        await closeAdapters();
      },
    };
  } catch (error) {
    await closeAdapters();
    throw error;
  }
}
