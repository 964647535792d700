import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import {
  catalogue,
  createPostgresLogEventStore,
  type EventStore,
  jobCompleted,
  jobFailed,
  jobLevelPublished,
  jobProbed,
  jobStarted,
} from '@rushes/events';
import { createLocalDiskStorage, type ObjectStorage } from '@rushes/storage';
import { createTestDatabase, uniqueName } from '@rushes/testing';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { mediaSegments } from './pipeline/master-playlist.ts';
import type { SourceLimits } from './pipeline/source-limits.ts';
import { makeGreyClip } from './testing/media-fixtures.ts';
import { addVersion, jobEvents, recordingLogger } from './transcoder.fixture.ts';
import { startTranscoder } from './transcoder.ts';

const { databaseUrl } = inject('services');
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let store: EventStore;
let storage: ObjectStorage;
let folder: string;

beforeAll(async () => {
  database = await createTestDatabase(databaseUrl);
  pool = new pg.Pool({ connectionString: database.url });
  pool.on('error', () => {});
  store = await createPostgresLogEventStore({ pool, schema: uniqueName('log') });
  folder = await mkdtemp(join(tmpdir(), 'transcoder-limits-'));
  storage = createLocalDiskStorage({
    root: join(folder, 'storage'),
    publicBaseUrl: '',
    signingSecret: 'test-secret',
  });
});

afterAll(async () => {
  await store?.close();
  await pool?.end();
  await database?.drop();
  await rm(folder, { recursive: true, force: true });
});

const limits = (overrides: Partial<SourceLimits>): SourceLimits => ({
  picture: { width: 8192, height: 4320 },
  durationMs: 4 * 3600_000,
  fps: 120,
  ...overrides,
});

/**
 * Runs one clip's job under `sourceLimits` until it completes or fails: its events, and how long
 * it ran from its `job.started` (as seen polling every 25 ms).
 */
async function runJob(clip: string, sourceLimits: SourceLimits, timeoutMs: number) {
  const version = await addVersion(store);
  const jobId = version.jobId ?? '';
  await storage.putObject(version.sourceKey, createReadStream(clip), { contentType: 'video/mp4' });
  const logger = recordingLogger();
  const transcoder = startTranscoder({
    ...{ store, storage, catalogue, logger, sourceLimits },
    ...{ workDir: join(folder, `work-${jobId}`), ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' },
  });
  const deadline = Date.now() + timeoutMs;
  let startedAt: number | null = null;
  let events = await jobEvents(store, jobId);
  try {
    while (!events.some((event) => jobCompleted.is(event) || jobFailed.is(event))) {
      expect(Date.now(), 'the job ends').toBeLessThan(deadline);
      await sleep(25);
      events = await jobEvents(store, jobId);
      if (startedAt === null && events.some(jobStarted.is)) startedAt = Date.now();
    }
  } finally {
    await transcoder.stop();
  }
  const ranMs = Date.now() - (startedAt ?? Date.now());
  const prefix = `projects/${version.projectId}/assets/${version.assetId}/${version.versionId}/`;
  return { events, ranMs, prefix, logger };
}

async function storedBytes(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.getObject(key)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

it('fails a clip larger than the picture limit within seconds, saying why, before encoding', async () => {
  // Like the flat 8K clip that kept a transcoder busy for minutes: cheap to store, dear to decode.
  const clip = await makeGreyClip(folder, { seconds: 20, width: 1920, height: 1080 });
  const picture = { width: 1280, height: 720 };
  const { events, ranMs, prefix } = await runJob(clip, limits({ picture }), 20_000);
  expect(events.find(jobFailed.is)?.data.reason).toBe(
    'The source is 1920×1080; this Rushes takes pictures up to 1280×720.',
  );
  expect(events.find(jobProbed.is)?.data).toMatchObject({ width: 1920, height: 1080, fps: 25 });
  expect(events.some(jobLevelPublished.is)).toBe(false);
  expect(await storage.headObject(`${prefix}hls/270p/index.m3u8`)).toBeNull();
  // Encoding its ladder takes tens of seconds on a small machine; refusing it, the probe's time.
  expect(ranMs).toBeLessThan(2_000);
}, 60_000);

it('encodes a clip over the frame rate limit with levels at the capped rate', async () => {
  const clip = await makeGreyClip(folder, { seconds: 2, width: 640, height: 360, fps: 50 });
  const { events, prefix, logger } = await runJob(clip, limits({ fps: 30 }), 120_000);
  expect(events.find(jobProbed.is)?.data.fps, 'the probe as the source is').toBe(50);
  const levels = events.filter(jobLevelPublished.is).map((event) => event.data.level);
  expect(levels.map((level) => level.name)).toEqual(['270p', '360p']);
  const master = (await storedBytes(`${prefix}hls/master.m3u8`)).toString('utf8');
  expect(master.match(/FRAME-RATE=[\d.]+/g)).toEqual(['FRAME-RATE=25.000', 'FRAME-RATE=25.000']);
  for (const level of levels) {
    const folderKey = `${prefix}hls/${level.name}/`;
    const playlist = (await storedBytes(`${folderKey}index.m3u8`)).toString('utf8');
    const uris = ['init.mp4', ...mediaSegments(playlist).map((segment) => segment.uri)];
    const file = join(folder, `${level.name}.mp4`);
    await writeFile(
      file,
      Buffer.concat(await Promise.all(uris.map((uri) => storedBytes(folderKey + uri)))),
    );
    const args = ['-v', 'error', '-select_streams', 'v:0', '-count_frames'];
    const entries = ['-show_entries', 'stream=r_frame_rate,nb_read_frames', '-of', 'csv=p=0'];
    const { stdout } = await promisify(execFile)('ffprobe', [...args, ...entries, file]);
    expect(stdout.trim(), level.name).toBe('25/1,50');
  }
  expect(logger.entries.filter((entry) => entry.startsWith('error'))).toEqual([]);
}, 150_000);
