/**
 * Append throughput and latency through the JetStream event-store adapter, next to raw
 * JetStream publishes of the same payloads (with `Nats-Msg-Id`), at 1 and 16 appends in flight.
 *
 *   npx tsx bench/event-store.bench.ts        (NATS_URL, default nats://127.0.0.1:4222)
 *
 * Each figure is the median of 3 runs of 5,000 commits (the range shows the spread). Uses
 * streams and a bucket of its own and deletes them at the end. Prints figures only.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { jetstream, jetstreamManager, StorageType } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { connectJetStreamEventStore, type EventMeta, type StoredEvent } from '@rushes/events';
import { printTable } from './support/table.ts';

const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const commitsPerRun = 5_000;
const aggregatesPerRun = 500;
const warmupCommits = 1_000;
const concurrencies = [1, 16];
const rounds = 3;

interface Job {
  stream: string;
  events: StoredEvent[];
  meta: EventMeta;
}

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
}

const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

/** `count` commits spread over `aggregates` folders, like a busy folder tree. */
function makeJobs(count: number, aggregates: number): Job[] {
  const ids = Array.from({ length: aggregates }, () => randomUUID());
  return Array.from({ length: count }, (_, n) => {
    const folderId = ids[n % aggregates] ?? '';
    const meta: EventMeta = {
      actor: { kind: 'user', id: randomUUID() },
      commandId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      at: new Date(Date.UTC(2026, 10, 22, 10, 0, n % 60)).toISOString(),
      clientIp: '203.0.113.7',
    };
    const data = { folderId, parentId: randomUUID(), name: `Dailies day ${n}`, by: meta.actor };
    return {
      stream: `folder.${folderId}`,
      events: [{ type: 'folder.created', version: 1, data }],
      meta,
    };
  });
}

/** The run with the median throughput (its latencies come with it). */
const median = (runs: Figures[]): Figures => {
  const sorted = runs.toSorted((a, b) => a.perSecond - b.perSecond);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no runs');
  return middle;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Runs `jobs` with `concurrency` lanes in flight. A stream always stays in one lane, so an
 * aggregate never has two appends racing (the adapter would answer a version conflict).
 */
async function measure(
  jobs: Job[],
  concurrency: number,
  run: (job: Job) => Promise<void>,
): Promise<Figures> {
  const lanes = Array.from({ length: concurrency }, () => [] as Job[]);
  const laneOf = new Map<string, number>();
  for (const job of jobs) {
    const lane = laneOf.get(job.stream) ?? laneOf.size % concurrency;
    laneOf.set(job.stream, lane);
    lanes[lane]?.push(job);
  }
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    lanes.map(async (lane) => {
      for (const job of lane) {
        const before = performance.now();
        await run(job);
        latencies.push(performance.now() - before);
      }
    }),
  );
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: (jobs.length / elapsed) * 1000,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

const nc = await connect({ servers: natsUrl, name: 'rushes-bench' });
const jsm = await jetstreamManager(nc);
const js = jetstream(nc);
const adapterStream = `BENCH_ADAPTER_${runId}`;
const rawStream = `BENCH_RAW_${runId}`;
const kvBucket = `bench_names_${runId}`;
const rawPrefix = `bench_raw_${runId}`;
const store = await connectJetStreamEventStore({
  servers: natsUrl,
  streamName: adapterStream,
  subjectPrefix: `bench_ev_${runId}`,
  kvBucket,
});
// The same stream settings the adapter uses, for the raw publishes.
await jsm.streams.add({
  name: rawStream,
  subjects: [`${rawPrefix}.>`],
  storage: StorageType.File,
  duplicate_window: 24 * 60 * 60 * 1e9,
});

const lastSeq = new Map<string, number>();
const viaAdapter = async ({ stream, events, meta }: Job) => {
  const expectedSeq = lastSeq.get(stream) ?? 0;
  const { seq } = await store.append(stream, events, { expectedSeq, meta });
  lastSeq.set(stream, seq);
};
const raw = async ({ stream, events, meta }: Job) => {
  const body = JSON.stringify({ stream, meta, events });
  await js.publish(`${rawPrefix}.${stream}`, body, { msgID: meta.commandId });
};

try {
  const sample = makeJobs(1, 1)[0];
  const bytes = sample ? Buffer.byteLength(JSON.stringify(sample)) : 0;
  const load = loadavg()[0]?.toFixed(1);
  console.log(
    `NATS ${nc.info?.version ?? '?'} at ${natsUrl}; ${cpus().length} cores, load ${load}`,
  );
  console.log(
    `${commitsPerRun} commits per run over ${aggregatesPerRun} aggregates, ~${bytes} B each, ` +
      `median of ${rounds} runs\n`,
  );
  await measure(makeJobs(warmupCommits, 50), 4, viaAdapter);
  await measure(makeJobs(warmupCommits, 50), 4, raw);

  const rows: string[][] = [];
  for (const concurrency of concurrencies) {
    const figures = { raw: [] as Figures[], adapter: [] as Figures[] };
    // Alternate which path goes first: the machine's noise should not favour one of them.
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? (['raw', 'adapter'] as const) : (['adapter', 'raw'] as const);
      for (const path of order) {
        const jobs = makeJobs(commitsPerRun, aggregatesPerRun);
        figures[path].push(await measure(jobs, concurrency, path === 'raw' ? raw : viaAdapter));
      }
    }
    const rawMedian = median(figures.raw);
    const adapterMedian = median(figures.adapter);
    for (const [path, runs, chosen] of [
      ['raw publish', figures.raw, rawMedian],
      ['adapter append', figures.adapter, adapterMedian],
    ] as const) {
      const rates = runs.map((run) => run.perSecond);
      rows.push([
        String(concurrency),
        path,
        chosen.perSecond.toFixed(0),
        `${Math.min(...rates).toFixed(0)}-${Math.max(...rates).toFixed(0)}`,
        chosen.p50.toFixed(2),
        chosen.p99.toFixed(2),
        chosen === adapterMedian ? (adapterMedian.perSecond / rawMedian.perSecond).toFixed(2) : '',
      ]);
    }
  }
  printTable(['in flight', 'path', 'commits/s', 'range', 'p50 ms', 'p99 ms', 'adapter/raw'], rows);
} finally {
  await store.close();
  await Promise.all([adapterStream, rawStream, `KV_${kvBucket}`].map((s) => jsm.streams.delete(s)));
  await nc.close();
}
