import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type {} from 'vitest';
import {
  type PrivateServer,
  startNatsServer,
  startPostgresServer,
  startRedisServer,
} from './private-servers.ts';

/** Where the integration tests find PostgreSQL, NATS and Redis. */
export interface TestServices {
  databaseUrl: string;
  natsUrl: string;
  redisUrl: string;
}

// Tests read the servers with `inject('services')` (provided by ./global-setup.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    services: TestServices;
  }
}

/**
 * Uses `DATABASE_URL`, `NATS_URL` and `REDIS_URL` when set; otherwise starts private servers
 * from the binaries on PATH (and PostgreSQL from the bundled one) in temporary folders.
 */
export async function startTestServices(): Promise<{
  services: TestServices;
  stop(): Promise<void>;
}> {
  const started: PrivateServer[] = [];
  const use = async (value: string | undefined, start: () => Promise<PrivateServer>) => {
    if (value) return value;
    const server = await start();
    started.push(server);
    return server.url;
  };
  const [databaseUrl, natsUrl, redisUrl] = await Promise.all([
    use(process.env.DATABASE_URL, startPostgresServer),
    use(process.env.NATS_URL, startNatsServer),
    use(process.env.REDIS_URL, startRedisServer),
  ]);
  return {
    services: { databaseUrl, natsUrl, redisUrl },
    stop: async () => {
      await Promise.all(started.map((server) => server.stop()));
    },
  };
}

/** A name no other test run uses: streams, buckets, databases, key prefixes. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/** A fresh, empty database on the test server; `drop` removes it. */
export async function createTestDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = uniqueName('rushes_test');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // A pool's end() resolves before its sockets close: let them go before forcing the rest.
      for (let i = 0; i < 40; i++) {
        const { rows } = await client.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
