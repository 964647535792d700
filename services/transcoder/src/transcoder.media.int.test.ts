import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import {
  catalogue,
  jobCompleted,
  jobLevelPlayable,
  jobLevelPublished,
  jobProbed,
} from '@rushes/events';
import { expect, it } from 'vitest';
import { mediaWorld } from './media-world.fixture.ts';
import { mediaSegments } from './pipeline/master-playlist.ts';
import { makeTimecodeClip } from './testing/media-fixtures.ts';
import { addVersion, jobEvents, recordingLogger } from './transcoder.fixture.ts';
import { startTranscoder } from './transcoder.ts';

const world = mediaWorld('media');

it('transcodes a generated 2 s clip end to end with the real pipeline', async () => {
  const clip = await makeTimecodeClip(world.folder, { seconds: 2, width: 640, height: 360 });
  const version = await addVersion(world.store);
  const jobId = version.jobId ?? '';
  await world.storage.putObject(version.sourceKey, createReadStream(clip), {
    contentType: 'video/quicktime',
  });
  const logger = recordingLogger();
  const transcoder = startTranscoder({
    ...{ store: world.store, storage: world.storage, catalogue, logger },
    ...{ workDir: join(world.folder, 'work'), ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' },
  });
  try {
    await expect
      .poll(async () => (await jobEvents(world.store, jobId)).some(jobCompleted.is), {
        timeout: 120_000,
        interval: 200,
      })
      .toBe(true);
  } finally {
    await transcoder.stop();
  }
  const events = await jobEvents(world.store, jobId);
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
  for (const key of keys) expect(await world.storage.headObject(key), key).not.toBeNull();
  expect(logger.entries.filter((entry) => entry.startsWith('error'))).toEqual([]);
}, 150_000);

/** A stored object's text, or null while there is none. */
async function storedText(key: string): Promise<string | null> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await world.storage.getObject(key)) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString('utf8');
  } catch {
    return null;
  }
}

async function storedBytes(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await world.storage.getObject(key)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The frames ffmpeg decodes from a level's init file and segments, joined as one file. */
async function decodedFrames(folderKey: string, uris: string[]): Promise<number> {
  const file = join(world.folder, 'growing.mp4');
  await writeFile(
    file,
    Buffer.concat(await Promise.all(uris.map((uri) => storedBytes(folderKey + uri)))),
  );
  const args = ['-v', 'error', '-select_streams', 'v:0', '-count_frames'];
  const entries = ['-show_entries', 'stream=nb_read_frames', '-of', 'csv=p=0', file];
  const { stdout } = await promisify(execFile)('ffprobe', [...args, ...entries]);
  return Number.parseInt(stdout, 10);
}

it('plays the first level from its first segments while the clip still encodes', async () => {
  const dir = join(world.folder, 'long');
  await mkdir(dir);
  const clip = await makeTimecodeClip(dir, { seconds: 24, width: 640, height: 360 });
  const version = await addVersion(world.store);
  const jobId = version.jobId ?? '';
  await world.storage.putObject(version.sourceKey, createReadStream(clip), {
    contentType: 'video/quicktime',
  });
  const prefix = `projects/${version.projectId}/assets/${version.assetId}/${version.versionId}/`;
  const levelFolder = `${prefix}hls/270p/`;
  const playlistKey = `${levelFolder}index.m3u8`;
  const transcoder = startTranscoder({
    ...{ store: world.store, storage: world.storage, catalogue, logger: recordingLogger() },
    ...{ workDir: join(world.folder, 'work-long'), ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' },
  });
  // The level's playlist as storage had it while ffmpeg was still writing it, and what of the
  // level a player could fetch then.
  let growing: { playlist: string; missing: string[] } | null = null;
  try {
    const deadline = Date.now() + 120_000;
    while (!(await jobEvents(world.store, jobId)).some(jobCompleted.is)) {
      expect(Date.now(), 'the job completes').toBeLessThan(deadline);
      const playlist = await storedText(playlistKey);
      const timed = mediaSegments(playlist ?? '').filter((segment) => segment.duration > 0);
      if (!growing && playlist && !playlist.includes('#EXT-X-ENDLIST') && timed.length > 0) {
        const listed = mediaSegments(playlist).map((segment) => levelFolder + segment.uri);
        const found = await Promise.all(listed.map((key) => world.storage.headObject(key)));
        growing = { playlist, missing: listed.filter((_, i) => found[i] === null) };
      }
      await sleep(20);
    }
  } finally {
    await transcoder.stop();
  }
  if (!growing) throw new Error('the level was never seen growing');
  expect(growing.playlist).toMatch(/^#EXTM3U\n/);
  expect(growing.playlist).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
  expect(growing.playlist).toContain('#EXT-X-TARGETDURATION:');
  expect(growing.playlist).toContain('#EXT-X-MAP:URI="init.mp4"');
  expect(growing.missing, 'segments listed before they are stored').toEqual([]);
  const early = mediaSegments(growing.playlist);
  const seconds = early.reduce((sum, segment) => sum + segment.duration, 0);
  const frames = await decodedFrames(
    levelFolder,
    early.map((segment) => segment.uri),
  );
  expect(frames).toBe(Math.round(seconds * 25));

  const final = (await storedText(playlistKey)) ?? '';
  expect(final).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
  expect(final).toContain('#EXT-X-ENDLIST');
  const all = mediaSegments(final);
  expect(all.length, 'more segments after the growing playlist was seen').toBeGreaterThan(
    early.length,
  );
  expect(all.slice(0, early.length)).toEqual(early);
  expect(all.reduce((sum, segment) => sum + segment.duration, 0)).toBeCloseTo(24, 0);

  const events = await jobEvents(world.store, jobId);
  const playableAt = events.findIndex(jobLevelPlayable.is);
  const publishedAt = events.findIndex(
    (event) => jobLevelPublished.is(event) && event.data.level.name === '270p',
  );
  expect(playableAt).toBeGreaterThan(0);
  expect(publishedAt).toBeGreaterThan(playableAt);
  const playable = events[playableAt];
  expect(playable?.data).toEqual({
    jobId,
    versionId: version.versionId,
    masterKey: `${prefix}hls/master.m3u8`,
    level: { name: '270p', width: 480, height: 270, hdr: false, playlistKey },
  });
  const master = (await storedText(`${prefix}hls/master.m3u8`)) ?? '';
  expect(master.match(/#EXT-X-STREAM-INF/g)).toHaveLength(2);
}, 150_000);
