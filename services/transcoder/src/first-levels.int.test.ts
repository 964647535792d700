import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  catalogue,
  type DomainEvent,
  jobCompleted,
  jobFailed,
  jobLadderQueued,
  jobLevelPublished,
} from '@rushes/events';
import { expect, it } from 'vitest';
import { mediaWorld } from './media-world.fixture.ts';
import { masterEntries } from './pipeline/master-playlist.ts';
import { makeGreyClip } from './testing/media-fixtures.ts';
import { addVersion, jobEvents, recordingLogger } from './transcoder.fixture.ts';
import { startTranscoder } from './transcoder.ts';

const world = mediaWorld('first-levels');

/** A clip's new version with its source in storage; its job waits for a transcoder. */
async function upload(clip: string) {
  const version = await addVersion(world.store);
  await world.storage.putObject(version.sourceKey, createReadStream(clip), {
    contentType: 'video/mp4',
  });
  return { ...version, jobId: version.jobId ?? '' };
}

/** Polls the job's events until `done` holds of them. */
async function until(jobId: string, done: (events: DomainEvent[]) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = await jobEvents(world.store, jobId);
    if (done(events)) return events;
    expect(events.find(jobFailed.is)?.data.reason, 'the job does not fail').toBeUndefined();
    expect(Date.now(), 'the job gets there in time').toBeLessThan(deadline);
    await sleep(50);
  }
}

it("plays a short upload's first level while a long one's ladder waits, then ends that ladder", async () => {
  const long = await makeGreyClip(world.folder, { seconds: 24, width: 1920, height: 1080 });
  const short = await makeGreyClip(world.folder, { seconds: 2, width: 480, height: 270 });
  const logger = recordingLogger();
  const transcoder = startTranscoder({
    ...{ store: world.store, storage: world.storage, catalogue, logger },
    ...{ workDir: join(world.folder, 'work'), ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' },
  });
  try {
    const first = await upload(long);
    const queued = await until(first.jobId, (events) => events.some(jobLadderQueued.is), 120_000);
    expect(queued.filter(jobLevelPublished.is).map((event) => event.data.level.name)).toEqual([
      '270p',
    ]);
    // The stills and sprites come with the first level.
    expect(queued.find(jobLadderQueued.is)?.data.outputs.posterKey).toMatch(/poster\.jpg$/);

    // A second upload after it: its only level ends before the long ladder does.
    const second = await upload(short);
    await until(second.jobId, (events) => events.some(jobCompleted.is), 60_000);
    const longNow = await jobEvents(world.store, first.jobId);
    expect(longNow.some(jobCompleted.is), 'the long ladder is still encoding').toBe(false);

    const done = await until(first.jobId, (events) => events.some(jobCompleted.is), 300_000);
    const levels = done.filter(jobLevelPublished.is).map((event) => event.data.level.name);
    expect(levels).toEqual(['270p', '360p', '540p', '720p', '1080p']);
    expect(done.find(jobCompleted.is)?.data).toMatchObject(
      queued.find(jobLadderQueued.is)?.data.outputs ?? {},
    );
    // The master lists the first level, published by the first part, and the rest after it.
    const prefix = `projects/${first.projectId}/assets/${first.assetId}/${first.versionId}/`;
    const master = await text(await world.storage.getObject(`${prefix}hls/master.m3u8`));
    expect(masterEntries(master).map((entry) => entry.uri)).toEqual(
      levels.map((name) => `${name}/index.m3u8`),
    );
    expect(logger.entries.filter((entry) => entry.startsWith('error'))).toEqual([]);
  } finally {
    await transcoder.stop();
  }
}, 480_000);
