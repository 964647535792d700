import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { connectJetStreamEventStore, type EventStore } from '@rushes/events';
import { natsNames } from '@rushes/runtime';
import { uniqueName } from '@rushes/testing';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { addVersion, jobEvents } from './transcoder.fixture.ts';

const { natsUrl } = inject('services');
const entry = fileURLToPath(new URL('./worker-kill.fixture.ts', import.meta.url));
/** This test's deployment in NATS, as RUSHES_NATS_PREFIX names it. */
const prefix = uniqueName('kill').replaceAll('_', '-');
const names = natsNames(prefix);

interface Worker {
  child: ChildProcess;
  marks: { step: string; level?: string }[];
  /** The messages of its log. */
  logged: string[];
  exited: Promise<unknown>;
}

const workers: Worker[] = [];
let store: EventStore;

/** A transcoder process; resolves once it consumes. */
async function startWorker(): Promise<Worker> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, NATS_URL: natsUrl, RUSHES_NATS_PREFIX: prefix },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (!child.stdout || !child.stderr) throw new Error('no stdout or stderr');
  const worker: Worker = { child, marks: [], logged: [], exited: once(child, 'exit') };
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    if (line.startsWith('MARK ')) worker.marks.push(JSON.parse(line.slice(5)));
  });
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (line.startsWith('{')) worker.logged.push(JSON.parse(line).msg);
    else process.stderr.write(`${line}\n`);
  });
  workers.push(worker);
  await expect.poll(() => worker.marks.some((m) => m.step === 'ready'), waitFor).toBe(true);
  return worker;
}

const waitFor = { timeout: 30_000, interval: 50 };
const published = (worker: Worker, level: string) =>
  worker.marks.some((mark) => mark.step === 'level' && mark.level === level);

beforeAll(async () => {
  store = await connectJetStreamEventStore({ servers: natsUrl, ...names.log });
});

afterAll(async () => {
  for (const { child } of workers) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(workers.map((worker) => worker.exited));
  await store?.close();
  const nc = await connect({ servers: natsUrl });
  const jsm = await jetstreamManager(nc);
  await jsm.streams.delete(names.log.streamName);
  await jsm.streams.delete(`KV_${names.log.kvBucket}`);
  await nc.close();
});

it('finishes a job once when the worker running it is killed mid-way', async () => {
  const [first, second] = await Promise.all([startWorker(), startWorker()]);
  const version = await addVersion(store);
  const jobId = version.jobId ?? '';

  await expect.poll(() => [first, second].some((w) => published(w, '270p')), waitFor).toBe(true);
  const victim = published(first, '270p') ? first : second;
  victim.child.kill('SIGKILL');
  await victim.exited;
  const survivors = [first, second, await startWorker()].filter((w) => w !== victim);

  await expect
    .poll(
      async () => (await jobEvents(store, jobId)).map((e) => e.type).includes('job.completed'),
      {
        ...waitFor,
        timeout: 60_000,
      },
    )
    .toBe(true);
  const events = await jobEvents(store, jobId);
  const count = (type: string) => events.filter((event) => event.type === type).length;
  expect([count('job.started'), count('job.probed'), count('job.completed')]).toEqual([1, 1, 1]);
  expect(events.map((e) => e.type)).toEqual([
    'job.started',
    'job.probed',
    'job.progress_reported',
    'job.level_published',
    'job.progress_reported',
    'job.level_published',
    'job.completed',
  ]);
  expect(published(victim, '360p')).toBe(false);
  // The transcoder that finished it said why the job came back, and where it stood.
  const redelivery = survivors.flatMap((w) => w.logged).find((m) => m.includes('taken again'));
  expect(redelivery).toMatch(
    new RegExp(
      `^job ${jobId} taken again: "clip.mov" .* delivery 2 of 5; the previous delivery left it ` +
        'running at 20 %, 270p published',
    ),
  );
}, 90_000);
