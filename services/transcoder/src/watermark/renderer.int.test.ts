import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import {
  catalogue,
  createPostgresLogEventStore,
  type EventStore,
  handleCommand,
  type RenditionRequested,
  renditionCompleted,
  renditionDecider,
  renditionFailed,
  renditionPlayable,
} from '@rushes/events';
import { createLocalDiskStorage, type ObjectStorage } from '@rushes/storage';
import { createTestDatabase, uniqueName } from '@rushes/testing';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { lumaFrame, makeAudioFile, makeGreyClip } from '../testing/media-fixtures.ts';
import { recordingLogger, userMeta } from '../transcoder.fixture.ts';
import { startTranscoder, type Transcoder } from '../transcoder.ts';

const { databaseUrl } = inject('services');
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let store: EventStore;
let storage: ObjectStorage;
let folder: string;
let transcoder: Transcoder;
const logger = recordingLogger();

beforeAll(async () => {
  database = await createTestDatabase(databaseUrl);
  pool = new pg.Pool({ connectionString: database.url });
  pool.on('error', () => {});
  store = await createPostgresLogEventStore({ pool, schema: uniqueName('log') });
  folder = await mkdtemp(join(tmpdir(), 'renderer-'));
  storage = createLocalDiskStorage({
    root: join(folder, 'storage'),
    publicBaseUrl: '',
    signingSecret: 'test-secret',
  });
  transcoder = startTranscoder({
    ...{ store, storage, catalogue, logger },
    ...{ workDir: join(folder, 'work'), ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' },
  });
});

afterAll(async () => {
  await transcoder?.stop();
  await store?.close();
  await pool?.end();
  await database?.drop();
  await rm(folder, { recursive: true, force: true });
});

/** Puts a file in storage and asks for its watermarked rendition, as the BFF does. */
async function request(file: string, filename: string, mimetype: string, watermark: string) {
  const id = crypto.randomUUID();
  const versionPrefix = `projects/p1/assets/a-${id}/v1/`;
  const data: Omit<RenditionRequested['data'], 'attempt'> = {
    ...{ id, linkId: 'l1', projectId: 'p1', assetId: `a-${id}`, versionId: 'v1' },
    ...{ sourceKey: `${versionPrefix}source`, filename, mimetype },
    outputPrefix: `${versionPrefix}watermarks/${id}/`,
    ...{ mark: { kind: 'TEXT' as const, text: watermark }, position: 'BOTTOMRIGHT' as const },
    opacity: 100,
  };
  await storage.putObject(data.sourceKey, createReadStream(file), { contentType: mimetype });
  const asked = await handleCommand(
    { store, catalogue },
    {
      stream: `rendition.${id}`,
      decider: renditionDecider,
      command: { type: 'RequestRendition', data },
      meta: userMeta(),
    },
  );
  if (!asked.ok) throw new Error(asked.error.code);
  return id;
}

async function renditionEvents(id: string) {
  const { commits } = await store.readStream(`rendition.${id}`);
  return commits.flatMap((commit) => commit.events.map((e) => catalogue.decode(e, commit.meta)));
}

async function settled(id: string) {
  await expect
    .poll(
      async () =>
        (await renditionEvents(id)).some((e) => renditionCompleted.is(e) || renditionFailed.is(e)),
      { timeout: 60_000, interval: 200 },
    )
    .toBe(true);
  return renditionEvents(id);
}

const region = (
  luma: Buffer,
  width: number,
  box: { x: number; y: number; w: number; h: number },
) => {
  const values: number[] = [];
  for (let y = box.y; y < box.y + box.h; y++) {
    for (let x = box.x; x < box.x + box.w; x++) values.push(luma[y * width + x] ?? 0);
  }
  return values;
};

it('burns the watermark into every frame of a clip that plays before it is finished', async () => {
  const clip = await makeGreyClip(folder, { seconds: 4, width: 640, height: 360 });
  const id = await request(clip, 'grey.mp4', 'video/mp4', 'CONFIDENTIAL dana@client.tv');
  const events = await settled(id);
  const types = events.map((event) => event.type);
  expect(types[0]).toBe('rendition.requested');
  expect(types.indexOf('rendition.playable')).toBeLessThan(types.indexOf('rendition.completed'));
  const outputs = events.find(renditionCompleted.is)?.data;
  const playable = events.find(renditionPlayable.is)?.data;
  expect(outputs?.masterKey).toBe(playable?.masterKey);
  // One level, the highest of the clip's ladder; its playlist ends now that rendering has.
  const master = await text(await storage.getObject(outputs?.masterKey ?? ''));
  expect(master.match(/#EXT-X-STREAM-INF/g)).toHaveLength(1);
  expect(master).toContain('RESOLUTION=640x360');
  const level = await text(
    await storage.getObject(outputs?.masterKey?.replace('master.m3u8', '360p/index.m3u8') ?? ''),
  );
  expect(level).toContain('#EXT-X-ENDLIST');
  expect(await storage.headObject(outputs?.posterKey ?? '')).not.toBeNull();

  // The download's frames carry it: a dark box with white letters bottom right, grey elsewhere.
  const download = join(folder, `${id}.mp4`);
  await pipeline(await storage.getObject(outputs?.downloadKey ?? ''), createWriteStream(download));
  const luma = await lumaFrame(download, 1, { width: 640, height: 360 });
  const corner = region(luma, 640, { x: 340, y: 310, w: 280, h: 40 });
  expect(corner.filter((value) => value < 100).length).toBeGreaterThan(500);
  expect(corner.filter((value) => value > 200).length).toBeGreaterThan(100);
  const elsewhere = region(luma, 640, { x: 20, y: 20, w: 280, h: 200 });
  expect(elsewhere.every((value) => value > 110 && value < 146)).toBe(true);
}, 90_000);

it('fails a rendition of sound alone, saying why, for the visitor to read', async () => {
  const tone = await makeAudioFile(folder, 2);
  const id = await request(tone, 'tone.m4a', 'audio/mp4', 'CONFIDENTIAL');
  const events = await settled(id);
  expect(events.find(renditionFailed.is)?.data.reason).toBe(
    'Watermarks are drawn on clips and pictures only.',
  );
  expect(
    logger.entries.filter((entry) => entry.startsWith('error') && !entry.includes(id)),
  ).toEqual([]);
}, 60_000);
