/**
 * How long `POST /v2/reset-password` takes to answer for an address someone has and for one
 * nobody has: the answers must not tell them apart.
 *
 *   npx tsx bench/password-reset.bench.ts    (DATABASE_URL; default the local server)
 *
 * One BFF as `npm start` wires it (PostgreSQL log, in-process fan-out), listening on a loopback
 * port, mail to an outbox in a temp folder. Requests go one at a time over HTTP, known and
 * unknown addresses alternating (which goes first in each pair is random), after a warm-up; the
 * mail of the known ones is written meanwhile, after their answers, as in production. Prints the
 * percentiles of each kind and the difference of their medians. Removes its database and folder.
 * RESET_BENCH_PAIRS changes the number of pairs (default 300).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createPostgresLogEventStore } from '@rushes/events';
import { createLocalDiskStorage } from '@rushes/storage';
import { createTestDatabase } from '@rushes/testing';
import mqemitter from 'mqemitter';
import { benchAdmin, startBenchBff } from './support/bench-bff.ts';
import { percentile } from './support/stats.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pairs = Number(process.env.RESET_BENCH_PAIRS ?? 300);
const warmUp = 20;

const known = benchAdmin.email;
const unknown = 'nobody-at-all@rushes.test';

async function timedReset(origin: string, email: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}/v2/reset-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  await response.arrayBuffer();
  const took = performance.now() - started;
  if (response.status !== 204) throw new Error(`reset answered ${response.status}`);
  return took;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main(): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'rushes-reset-bench-'));
  const database = await createTestDatabase(databaseUrl);
  const storage = createLocalDiskStorage({
    root: join(folder, 'storage'),
    publicBaseUrl: '',
    signingSecret: 'a-bench-secret-that-is-long-enough-0123456789',
  });
  const bff = await startBenchBff({
    databaseUrl: database.url,
    storage,
    emitter: mqemitter(),
    openStore: (pool) => createPostgresLogEventStore({ pool }),
    env: { RUSHES_DATA_DIR: folder, RUSHES_LOGIN_RATE_LIMIT: '10000' },
  });
  const times: Record<string, number[]> = { [known]: [], [unknown]: [] };
  try {
    for (let i = 0; i < warmUp; i++) await timedReset(bff.origin, i % 2 ? known : unknown);
    for (let i = 0; i < pairs; i++) {
      const order = Math.random() < 0.5 ? [known, unknown] : [unknown, known];
      for (const email of order) times[email]?.push(await timedReset(bff.origin, email));
    }
  } finally {
    await bff.close();
  }
  const mails = (await readdir(join(folder, 'outbox'))).length;
  await database.drop();
  await rm(folder, { recursive: true, force: true });

  console.log(`POST /v2/reset-password, ${pairs} pairs after ${warmUp} warm-up requests`);
  console.log(`machine: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}`);
  for (const [label, email] of [
    ['known address  ', known],
    ['unknown address', unknown],
  ] as const) {
    const values = times[email] ?? [];
    const line = [50, 90, 99].map((p) => `p${p} ${ms(percentile(values, p))}`).join('  ');
    console.log(`${label}  ${line}`);
  }
  const difference = percentile(times[known] ?? [], 50) - percentile(times[unknown] ?? [], 50);
  console.log(`median difference (known − unknown): ${ms(difference)}`);
  console.log(`mail written: ${mails} (one per known request)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
