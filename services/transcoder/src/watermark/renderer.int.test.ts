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
  type RenditionWatermark,
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
/** The operator's limits: every clip here is within them but the one refused. */
const sourceLimits = { picture: { width: 1280, height: 720 }, durationMs: 3600_000, fps: 60 };

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
    ...{ store, storage, catalogue, logger, sourceLimits },
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

/** A share link's watermark: one text bottom right, as the BFF describes it. */
const linkText = (text: string): RenditionWatermark => ({
  marks: [{ position: 'BOTTOMRIGHT', mark: { kind: 'TEXT', text } }],
  ...{ fontSize: 32, opacity: 100, opacityBackground: 50 },
  ...{ horizontalOffset: 32, verticalOffset: 32 },
});

/** Puts a file in storage; what a request for its rendition names but the watermark. */
async function stored(file: string, filename: string, mimetype: string) {
  const id = crypto.randomUUID();
  const versionPrefix = `projects/p1/assets/a-${id}/v1/`;
  const asked = {
    ...{ id, linkId: 'l1', projectId: 'p1', assetId: `a-${id}`, versionId: 'v1' },
    ...{ sourceKey: `${versionPrefix}source`, filename, mimetype },
    outputPrefix: `${versionPrefix}watermarks/${id}/`,
  };
  await storage.putObject(asked.sourceKey, createReadStream(file), { contentType: mimetype });
  return asked;
}

/** Puts a file in storage and asks for its watermarked rendition, as the BFF does. */
async function request(
  file: string,
  filename: string,
  mimetype: string,
  watermark: RenditionWatermark,
) {
  const named = await stored(file, filename, mimetype);
  const { id } = named;
  const data: Omit<RenditionRequested['data'], 'attempt'> = { ...named, ...watermark, live: false };
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

/** A dark box with white letters bottom right, 3% in, and grey elsewhere (640 × 360). */
function expectMarkedBottomRight(luma: Buffer) {
  const corner = region(luma, 640, { x: 340, y: 310, w: 280, h: 40 });
  expect(corner.filter((value) => value < 100).length).toBeGreaterThan(500);
  expect(corner.filter((value) => value > 200).length).toBeGreaterThan(100);
  // 3% of 360 lines: the box stops 11 px short of the edges.
  const margin = region(luma, 640, { x: 0, y: 350, w: 640, h: 10 });
  expect(margin.every((value) => value > 110 && value < 146)).toBe(true);
  const elsewhere = region(luma, 640, { x: 20, y: 20, w: 280, h: 200 });
  expect(elsewhere.every((value) => value > 110 && value < 146)).toBe(true);
}

it('burns the watermark into every frame of a clip that plays before it is finished', async () => {
  const clip = await makeGreyClip(folder, { seconds: 4, width: 640, height: 360 });
  const id = await request(clip, 'grey.mp4', 'video/mp4', linkText('CONFIDENTIAL dana@client.tv'));
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
  expectMarkedBottomRight(await lumaFrame(download, 1, { width: 640, height: 360 }));
}, 90_000);

it('draws every mark of the description where the layout the player shares puts it', async () => {
  const clip = await makeGreyClip(folder, { seconds: 2, width: 640, height: 360 });
  // At 360 lines: 64 → 21 px text, padding 5, offsets 60 → 20 px; a solid box (background 100).
  const id = await request(clip, 'grey.mp4', 'video/mp4', {
    marks: [
      { position: 'TOPLEFT', mark: { kind: 'TEXT', text: 'DRAFT' } },
      { position: 'BOTTOMRIGHT', mark: { kind: 'FRAME' } },
    ],
    ...{ fontSize: 64, opacity: 100, opacityBackground: 100 },
    ...{ horizontalOffset: 60, verticalOffset: 60 },
  });
  const outputs = (await settled(id)).find(renditionCompleted.is)?.data;
  expect(outputs).toBeDefined();
  const download = join(folder, `${id}.mp4`);
  await pipeline(await storage.getObject(outputs?.downloadKey ?? ''), createWriteStream(download));
  const luma = await lumaFrame(download, 1, { width: 640, height: 360 });
  const grey = (values: number[]) => values.every((value) => value > 110 && value < 146);
  // Each box starts 20 px in from its corner: the corner itself stays grey.
  expect(grey(region(luma, 640, { x: 0, y: 0, w: 18, h: 18 }))).toBe(true);
  expect(grey(region(luma, 640, { x: 622, y: 342, w: 18, h: 18 }))).toBe(true);
  for (const box of [
    { x: 22, y: 22, w: 60, h: 25 },
    { x: 590, y: 313, w: 28, h: 25 },
  ]) {
    const values = region(luma, 640, box);
    expect(values.filter((value) => value < 60).length).toBeGreaterThan(100);
    expect(values.filter((value) => value > 200).length).toBeGreaterThan(20);
  }
  expect(grey(region(luma, 640, { x: 200, y: 100, w: 240, h: 160 }))).toBe(true);
}, 90_000);

it('renders a request of before (v1: one mark, 3% in) as it was drawn', async () => {
  const clip = await makeGreyClip(folder, { seconds: 2, width: 640, height: 360 });
  const asked = await stored(clip, 'grey.mp4', 'video/mp4');
  const mark = { kind: 'TEXT', text: 'CONFIDENTIAL dana@client.tv' };
  const data = { ...asked, attempt: 1, mark, position: 'BOTTOMRIGHT', opacity: 100 };
  await store.append(`rendition.${asked.id}`, [{ type: 'rendition.requested', version: 1, data }], {
    expectedSeq: 0,
    meta: userMeta(),
  });
  const outputs = (await settled(asked.id)).find(renditionCompleted.is)?.data;
  const download = join(folder, `${asked.id}.mp4`);
  await pipeline(await storage.getObject(outputs?.downloadKey ?? ''), createWriteStream(download));
  expectMarkedBottomRight(await lumaFrame(download, 1, { width: 640, height: 360 }));
}, 90_000);

it('fails a rendition of sound alone, saying why, for the visitor to read', async () => {
  const tone = await makeAudioFile(folder, 2);
  const id = await request(tone, 'tone.m4a', 'audio/mp4', linkText('CONFIDENTIAL'));
  const events = await settled(id);
  expect(events.find(renditionFailed.is)?.data.reason).toBe(
    'Watermarks are drawn on clips and pictures only.',
  );
  expect(
    logger.entries.filter((entry) => entry.startsWith('error') && !entry.includes(id)),
  ).toEqual([]);
}, 60_000);

it('fails a rendition of a clip beyond the picture limit, saying why, before encoding', async () => {
  const clip = await makeGreyClip(folder, { seconds: 2, width: 1920, height: 1080 });
  const id = await request(clip, 'large.mp4', 'video/mp4', linkText('CONFIDENTIAL'));
  const events = await settled(id);
  expect(events.find(renditionFailed.is)?.data.reason).toBe(
    'The source is 1920×1080; this Rushes takes pictures up to 1280×720.',
  );
  expect(events.some(renditionPlayable.is)).toBe(false);
}, 60_000);
