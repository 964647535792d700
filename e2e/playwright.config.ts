import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { admin } from './fixtures.ts';

// One free port per run, chosen in the main process; workers inherit it through the environment.
if (!process.env.RUSHES_E2E_PORT) {
  process.env.RUSHES_E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}
const port = process.env.RUSHES_E2E_PORT;
// Live assets' feeds come in beside it, on a port of their own.
process.env.RUSHES_E2E_RTMP_PORT ??= String(Number(port) + 1);
// A fresh data folder each run (the app starts as on a new machine), known to the journeys so
// they can read the mail it writes to its outbox.
process.env.RUSHES_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'rushes-e2e-'));
const dataDir = process.env.RUSHES_E2E_DATA_DIR;

export default defineConfig({
  testDir: '.',
  // distributed/ starts its own deployment, storages/ the app with several storages: their own configs
  testIgnore: ['distributed/**', 'storages/**'],
  // a whole journey's budget, not a speed check: on a loaded 2-core machine the longest take
  // over a minute (each step still waits at most the expect timeout)
  timeout: 180_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx standalone/src/main.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: port,
      RUSHES_RTMP_PORT: process.env.RUSHES_E2E_RTMP_PORT,
      RUSHES_SRT_PORTS: `${Number(port) + 2}-${Number(port) + 11}`,
      RUSHES_DATA_DIR: dataDir,
      RUSHES_ADMIN_EMAIL: admin.email,
      RUSHES_ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      // Every test signs in from the same address; the default flood guard (60 a minute) is for people.
      RUSHES_LOGIN_RATE_LIMIT: '1000',
      // The journeys read the outbox's newest mail: no note about their uploads may land between.
      RUSHES_NOTICE_DELAY: '86400',
      // The webhooks journey's receiver listens on 127.0.0.1, which deliveries otherwise refuse.
      RUSHES_WEBHOOK_ALLOW_PRIVATE: '127.0.0.1/32',
    },
  },
});
