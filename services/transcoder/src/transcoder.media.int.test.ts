import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  catalogue,
  createPostgresLogEventStore,
  type EventStore,
  jobCompleted,
  jobLevelPublished,
  jobProbed,
} from '@rushes/events';
import { createLocalDiskStorage, type ObjectStorage } from '@rushes/storage';
import { createTestDatabase, uniqueName } from '@rushes/testing';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { makeTimecodeClip } from './testing/media-fixtures.ts';
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
  folder = await mkdtemp(join(tmpdir(), 'transcoder-media-'));
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

it('transcodes a generated 2 s clip end to end with the real pipeline', async () => {
  const clip = await makeTimecodeClip(folder, { seconds: 2, width: 640, height: 360 });
  const version = await addVersion(store);
  const jobId = version.jobId ?? '';
  await storage.putObject(version.sourceKey, createReadStream(clip), {
    contentType: 'video/quicktime',
  });
  const logger = recordingLogger();
  const transcoder = startTranscoder({
    ...{ store, storage, catalogue, logger },
    ...{ workDir: join(folder, 'work'), ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' },
  });
  try {
    await expect
      .poll(async () => (await jobEvents(store, jobId)).some(jobCompleted.is), {
        timeout: 120_000,
        interval: 200,
      })
      .toBe(true);
  } finally {
    await transcoder.stop();
  }
  const events = await jobEvents(store, jobId);
  const probe = events.find(jobProbed.is)?.data;
  expect(probe).toMatchObject({ width: 640, height: 360, fps: 25, timecode: '01:00:00:00' });
  expect(probe?.durationMs).toBeGreaterThan(1900);
  expect(probe?.durationMs).toBeLessThan(2100);
  const levels = events.filter(jobLevelPublished.is).map((event) => event.data);
  expect(levels.map((level) => level.level.name)).toEqual(['270p', '360p']);
  const outputs = events.find(jobCompleted.is)?.data;
  const keys = [
    ...levels.flatMap((level) => [level.masterKey, level.level.playlistKey]),
    outputs?.posterKey ?? 'no poster',
    outputs?.thumbnailKey ?? 'no thumbnail',
    ...(outputs?.playerSprite?.keys ?? ['no player sprite']),
  ];
  for (const key of keys) expect(await storage.headObject(key), key).not.toBeNull();
  expect(logger.entries.filter((entry) => entry.startsWith('error'))).toEqual([]);
}, 150_000);
