import { fileURLToPath } from 'node:url';
import { freeLoopbackPort } from '@rushes/runtime';
import { createTestDatabase, runToExit } from '@rushes/testing';
import { describe, expect, inject, it } from 'vitest';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const { databaseUrl, natsUrl } = inject('services');
const refused = 'connection refused (is it running, on that address?)';

describe('npm run start:transfer-stats, when a server fails it at start', () => {
  it('names PostgreSQL, its address without the password, and the variable', async () => {
    const port = await freeLoopbackPort();
    const url = `postgres://rushes:s3cret@127.0.0.1:${port}/rushes`;
    const exit = await runToExit(main, { DATABASE_URL: url, NATS_URL: natsUrl });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toBe(
      `Cannot connect to PostgreSQL at postgres://rushes:***@127.0.0.1:${port}/rushes ` +
        `(DATABASE_URL): ${refused}\n`,
    );
  });

  it('says a database is missing, in one line', async () => {
    const url = new URL(databaseUrl);
    url.pathname = '/no_such_database';
    const exit = await runToExit(main, { DATABASE_URL: url.href, NATS_URL: natsUrl });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toMatch(
      /^Cannot connect to PostgreSQL at \S+ \(DATABASE_URL\): database "no_such_database" does not exist\n$/,
    );
  });

  it('names NATS and its address', async () => {
    const database = await createTestDatabase(databaseUrl);
    try {
      const port = await freeLoopbackPort();
      const nats = `nats://127.0.0.1:${port}`;
      const exit = await runToExit(main, { DATABASE_URL: database.url, NATS_URL: nats });
      expect(exit.code).toBe(1);
      expect(exit.stderr).toBe(`Cannot connect to NATS at ${nats} (NATS_URL): ${refused}\n`);
    } finally {
      await database.drop();
    }
  });
});
