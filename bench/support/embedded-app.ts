import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeLoopbackPort } from '@rushes/runtime';
import { benchAdmin } from './bench-bff.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const webDist = join(repoRoot, 'web/dist');
const readyTimeoutMs = 120_000;

export interface EmbeddedApp {
  origin: string;
  /** SIGTERM (the app stops its bundled PostgreSQL), then removes the data folder. */
  stop(): Promise<void>;
}

/** Waits until `/readyz` answers 200; rejects when the process exits first or time runs out. */
async function ready(child: ChildProcess, origin: string): Promise<void> {
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + readyTimeoutMs;
  while (!exited && Date.now() < deadline) {
    const status = await fetch(`${origin}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(exited ? 'the app exited while starting' : 'the app did not become ready');
}

/**
 * What `npm start` runs (`standalone/src/main.ts`: bundled PostgreSQL, local disk, in-process
 * fan-out, transcoder) without its `prestart` web build: it serves the `web/dist` already built.
 * A fresh data folder, a free port (on `host`, default the loopback), the bench admin, warnings
 * only; `env` adds settings that name the port (RUSHES_PUBLIC_URL, say).
 */
export async function startEmbeddedApp(
  options: { host?: string; env?: (port: number) => Record<string, string> } = {},
): Promise<EmbeddedApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rushes-bench-data-'));
  const port = await freeLoopbackPort();
  const { DATABASE_URL, NATS_URL, REDIS_URL, S3_BUCKET, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'standalone/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...inherited,
      ...{ PORT: String(port), HOST: options.host ?? '127.0.0.1', RUSHES_DATA_DIR: dataDir },
      RUSHES_RTMP_PORT: String(await freeLoopbackPort()),
      RUSHES_SRT_PORTS: 'none',
      LOG_LEVEL: 'warn',
      RUSHES_ADMIN_EMAIL: benchAdmin.email,
      RUSHES_ADMIN_PASSWORD: benchAdmin.password,
      ...options.env?.(port),
    },
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await ready(child, origin);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** Runs a bench of the app in Chromium once `npm run build` has built the web app; else skips. */
export async function withBuiltWebApp(main: () => Promise<void>): Promise<void> {
  if (!existsSync(join(webDist, 'index.html'))) {
    console.log(`skipped: ${webDist} is not built (npm run build)`);
    return;
  }
  await main();
}
