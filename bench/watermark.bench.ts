/**
 * A watermarked share's first picture: a 1-minute 1080p25 clip asked for with a watermark (the
 * `rendition.requested` a visitor's opening appends) through the transcoder's renderer on the
 * embedded log (PostgreSQL) and local-disk storage, until the log says it plays and until it is
 * done; beside ffmpeg alone encoding the same watermarked 1080p picture — its first 2 s segment,
 * then the whole clip — in the same process. Medians of the rounds.
 *
 *   npx tsx bench/watermark.bench.ts [rounds]     (DATABASE_URL; FFMPEG_PATH, FFPROBE_PATH)
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  catalogue,
  createPostgresLogEventStore,
  type EventStore,
  handleCommand,
  renditionDecider,
} from '@rushes/events';
import { createLogger } from '@rushes/runtime';
import { createLocalDiskStorage, type ObjectStorage } from '@rushes/storage';
import { createTestDatabase, uniqueName } from '@rushes/testing';
import { startTranscoder } from '@rushes/transcoder';
import { runFfmpeg } from '@rushes/transcoder/pipeline';
import { makeTimecodeClip } from '@rushes/transcoder/testing';
import pg from 'pg';
import { printTable } from './support/table.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ffmpegPath = process.env.FFMPEG_PATH ?? 'ffmpeg';
const rounds = Number(process.argv[2] ?? 3);
const signal = new AbortController().signal;
const text = 'CONFIDENTIAL eve@client.test';

interface Timing {
  playable: number;
  done: number;
}

async function ask(store: EventStore, storage: ObjectStorage, source: Buffer): Promise<string> {
  const id = randomUUID();
  const prefix = `projects/p/assets/${id}/v/`;
  const sourceKey = `${prefix}source.mov`;
  await storage.putObject(sourceKey, source, { contentType: 'video/quicktime' });
  const data = {
    ...{ id, linkId: randomUUID(), projectId: randomUUID(), assetId: id, versionId: id },
    ...{ sourceKey, filename: 'clip.mov', mimetype: 'video/quicktime' },
    outputPrefix: `${prefix}watermarks/${id}/`,
    marks: [{ position: 'BOTTOMRIGHT' as const, mark: { kind: 'TEXT' as const, text } }],
    ...{ fontSize: 32, opacity: 100, opacityBackground: 50 },
    ...{ horizontalOffset: 32, verticalOffset: 32, live: false },
  };
  const meta = {
    actor: { kind: 'link' as const, id: data.linkId },
    ...{ commandId: randomUUID(), correlationId: randomUUID(), causationId: null },
    ...{ at: new Date().toISOString(), clientIp: null },
  };
  const command = { type: 'RequestRendition' as const, data };
  const stream = `rendition.${id}`;
  const asked = await handleCommand(
    { store, catalogue },
    { stream, decider: renditionDecider, command, meta },
  );
  if (!asked.ok) throw new Error(asked.error.code);
  return id;
}

async function throughRenderer(
  store: EventStore,
  storage: ObjectStorage,
  source: Buffer,
): Promise<Timing> {
  const started = performance.now();
  const id = await ask(store, storage, source);
  let playable = Number.NaN;
  for (;;) {
    const { commits } = await store.readStream(`rendition.${id}`);
    const types = commits.flatMap((commit) => commit.events.map((event) => event.type));
    if (Number.isNaN(playable) && types.includes('rendition.playable')) {
      playable = performance.now() - started;
    }
    if (types.includes('rendition.failed')) throw new Error('the rendition failed');
    if (types.includes('rendition.completed'))
      return { playable, done: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The same picture by hand: scaled to 1080 lines, the text drawn, H.264 veryfast with AAC. */
async function alone(dir: string, clip: string, seconds: number | null): Promise<number> {
  const textFile = join(dir, 'watermark.txt');
  await writeFile(textFile, text);
  const draw =
    `scale=1920:1080,drawtext=font=DejaVu Sans:textfile=${textFile}:expansion=none:` +
    'fontsize=32:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=8:x=w-text_w-40:y=h-text_h-40';
  const started = performance.now();
  await runFfmpeg(
    ffmpegPath,
    [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-progress', 'pipe:1', '-y'],
      ...['-i', clip, ...(seconds === null ? [] : ['-t', `${seconds}`]), '-vf', draw],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-maxrate', '6000000'],
      ...['-bufsize', '12000000', '-g', '50', '-c:a', 'aac', '-b:a', '128000'],
      join(dir, 'alone.mp4'),
    ],
    { signal, durationMs: null },
  );
  return performance.now() - started;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'rushes-watermark-bench-'));
  const database = await createTestDatabase(databaseUrl);
  const pool = new pg.Pool({ connectionString: database.url });
  const store = await createPostgresLogEventStore({ pool, schema: uniqueName('bench') });
  const storage = createLocalDiskStorage({
    root: join(dir, 'storage'),
    publicBaseUrl: '',
    signingSecret: 'bench',
  });
  const logger = createLogger({ logLevel: 'warn' });
  const transcoder = startTranscoder({
    ...{ store, storage, catalogue, logger },
    ...{
      workDir: join(dir, 'work'),
      ffmpegPath,
      ffprobePath: process.env.FFPROBE_PATH ?? 'ffprobe',
    },
  });
  try {
    const clip = await makeTimecodeClip(dir, { seconds: 60, width: 1920, height: 1080, fps: 25 });
    const source = await readFile(clip);
    const rendered: Timing[] = [];
    const plain: Timing[] = [];
    for (let round = 0; round < rounds; round++) {
      rendered.push(await throughRenderer(store, storage, source));
      plain.push({ playable: await alone(dir, clip, 2), done: await alone(dir, clip, null) });
      console.log(`round ${round + 1}/${rounds} done`);
    }
    const row = (label: string, key: keyof Timing) => {
      const ours = median(rendered.map((t) => t[key]));
      const theirs = median(plain.map((t) => t[key]));
      return [label, seconds(ours), seconds(theirs), (ours / theirs).toFixed(2)];
    };
    printTable(
      ['1-minute 1080p25 clip, watermarked', 'through Rushes', 'ffmpeg alone', 'ratio'],
      [
        row('opened → first playable segment', 'playable'),
        row('opened → whole clip (and its MP4)', 'done'),
      ],
    );
  } finally {
    await transcoder.stop();
    await store.close();
    await pool.end();
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
