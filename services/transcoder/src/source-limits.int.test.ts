import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import {
  catalogue,
  jobCompleted,
  jobFailed,
  jobLevelPublished,
  jobProbed,
  jobStarted,
} from '@rushes/events';
import { expect, it } from 'vitest';
import { mediaWorld } from './media-world.fixture.ts';
import { mediaSegments } from './pipeline/master-playlist.ts';
import type { SourceLimits } from './pipeline/source-limits.ts';
import { makeGreyClip } from './testing/media-fixtures.ts';
import { addVersion, jobEvents, recordingLogger } from './transcoder.fixture.ts';
import { startTranscoder } from './transcoder.ts';

const world = mediaWorld('limits');

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
  const version = await addVersion(world.store);
  const jobId = version.jobId ?? '';
  await world.storage.putObject(version.sourceKey, createReadStream(clip), {
    contentType: 'video/mp4',
  });
  const logger = recordingLogger();
  const transcoder = startTranscoder({
    ...{ store: world.store, storage: world.storage, catalogue, logger, sourceLimits },
    ...{
      workDir: join(world.folder, `work-${jobId}`),
      ffmpegPath: 'ffmpeg',
      ffprobePath: 'ffprobe',
    },
  });
  const deadline = Date.now() + timeoutMs;
  let startedAt: number | null = null;
  let events = await jobEvents(world.store, jobId);
  try {
    while (!events.some((event) => jobCompleted.is(event) || jobFailed.is(event))) {
      expect(Date.now(), 'the job ends').toBeLessThan(deadline);
      await sleep(25);
      events = await jobEvents(world.store, jobId);
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
  for await (const chunk of await world.storage.getObject(key)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

it('fails a clip larger than the picture limit within seconds, saying why, before encoding', async () => {
  // Like the flat 8K clip that kept a transcoder busy for minutes: cheap to store, dear to decode.
  const clip = await makeGreyClip(world.folder, { seconds: 20, width: 1920, height: 1080 });
  const picture = { width: 1280, height: 720 };
  const { events, ranMs, prefix } = await runJob(clip, limits({ picture }), 20_000);
  expect(events.find(jobFailed.is)?.data.reason).toBe(
    'The source is 1920×1080; this Rushes takes pictures up to 1280×720.',
  );
  expect(events.find(jobProbed.is)?.data).toMatchObject({ width: 1920, height: 1080, fps: 25 });
  expect(events.some(jobLevelPublished.is)).toBe(false);
  expect(await world.storage.headObject(`${prefix}hls/270p/index.m3u8`)).toBeNull();
  // Encoding its ladder takes tens of seconds on a small machine; refusing it, the probe's time.
  expect(ranMs).toBeLessThan(2_000);
}, 60_000);

it('encodes a clip over the frame rate limit with levels at the capped rate', async () => {
  const clip = await makeGreyClip(world.folder, { seconds: 2, width: 640, height: 360, fps: 50 });
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
    const file = join(world.folder, `${level.name}.mp4`);
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
