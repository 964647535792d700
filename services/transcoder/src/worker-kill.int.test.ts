import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { connectJetStreamEventStore, type EventStore } from '@rushes/events';
import { uniqueName } from '@rushes/testing';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { addVersion, jobEvents } from './transcoder.fixture.ts';

const { natsUrl } = inject('services');
const entry = fileURLToPath(new URL('./worker-kill.fixture.ts', import.meta.url));
const names = {
  TEST_STREAM: uniqueName('EVENTS'),
  TEST_SUBJECT_PREFIX: uniqueName('ev'),
  TEST_KV_BUCKET: uniqueName('names'),
  TEST_CONSUMER: uniqueName('transcoder'),
};

interface Worker {
  child: ChildProcess;
  marks: { step: string; level?: string }[];
  exited: Promise<unknown>;
}

const workers: Worker[] = [];
let store: EventStore;

/** A transcoder process; resolves once it consumes. */
async function startWorker(): Promise<Worker> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, NATS_URL: natsUrl, ...names },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (!child.stdout) throw new Error('no stdout');
  const worker: Worker = { child, marks: [], exited: once(child, 'exit') };
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    if (line.startsWith('MARK ')) worker.marks.push(JSON.parse(line.slice(5)));
  });
  workers.push(worker);
  await expect.poll(() => worker.marks.some((m) => m.step === 'ready'), waitFor).toBe(true);
  return worker;
}

const waitFor = { timeout: 30_000, interval: 50 };
const published = (worker: Worker, level: string) =>
  worker.marks.some((mark) => mark.step === 'level' && mark.level === level);

beforeAll(async () => {
  store = await connectJetStreamEventStore({
    servers: natsUrl,
    streamName: names.TEST_STREAM,
    subjectPrefix: names.TEST_SUBJECT_PREFIX,
    kvBucket: names.TEST_KV_BUCKET,
  });
});

afterAll(async () => {
  for (const { child } of workers) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(workers.map((worker) => worker.exited));
  await store?.close();
  const nc = await connect({ servers: natsUrl });
  const jsm = await jetstreamManager(nc);
  await jsm.streams.delete(names.TEST_STREAM);
  await jsm.streams.delete(`KV_${names.TEST_KV_BUCKET}`);
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
  await startWorker();

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
}, 90_000);
