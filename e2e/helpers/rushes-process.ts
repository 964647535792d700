import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * A Rushes of the journey's own: `npm start`'s launcher on `port` over the data folder
 * `dataDir`, with `env` beside; resolves once it is ready. `stop` ends it and leaves the folder,
 * once its database has stopped writing there.
 */
export async function startRushes(port: number, dataDir: string, env: Record<string, string>) {
  const app: ChildProcess = spawn('npx', ['tsx', 'standalone/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      RUSHES_DATA_DIR: dataDir,
      RUSHES_RTMP_PORT: String(await freePort()),
      // no SRT: these journeys feed no Live asset, and other apps may hold the default ports
      RUSHES_SRT_PORTS: 'none',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  // what it says on stderr, for a start that fails
  let said = '';
  app.stderr?.on('data', (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-4_000);
  });
  const origin = `http://127.0.0.1:${port}`;
  const ready = expect
    .poll(async () => (await fetch(`${origin}/readyz`).catch(() => null))?.status, {
      timeout: 150_000,
      intervals: [500],
    })
    .toBe(200);
  const ended = once(app, 'exit').then(([code]) => {
    throw new Error(`Rushes on port ${port} ended (${code}) before it was ready:\n${said}`);
  });
  const started = Promise.race([ready, ended]);
  // the one that loses the race settles later, unheard
  for (const loser of [ready, ended]) loser.catch(() => undefined);
  try {
    await started;
  } catch (error) {
    if (app.exitCode === null && app.pid) process.kill(-app.pid, 'SIGTERM');
    throw error;
  }
  return {
    origin,
    async stop() {
      if (app.pid) process.kill(-app.pid, 'SIGTERM');
      await once(app, 'exit');
      // npx exits before the launcher's embedded PostgreSQL has finished its shutdown, and a
      // folder removed under it then fails: its pid file goes last.
      await expect
        .poll(() => existsSync(join(dataDir, 'postgres', 'postmaster.pid')), { timeout: 30_000 })
        .toBe(false);
    },
  };
}

/**
 * A Rushes on a fresh data folder of its own, as on a new machine, with `env` beside; resolves
 * once it is ready (its embedded database takes a while). `stop` ends it and removes the folder.
 */
export async function startFreshRushes(env: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'rushes-journey-'));
  const rushes = await startRushes(await freePort(), dataDir, env);
  return {
    origin: rushes.origin,
    async stop() {
      await rushes.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
