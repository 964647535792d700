import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import {
  catalogue,
  connectJetStreamEventStore,
  type DomainEvent,
  type EventStore,
  jobCompleted,
  jobFailed,
  jobJoinQueued,
  jobRangeEncoded,
  jobRangeQueued,
} from '@rushes/events';
import { createLocalDiskStorage, type ObjectStorage } from '@rushes/storage';
import { uniqueName } from '@rushes/testing';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { processVersion } from './pipeline/index.ts';
import { frameMarksOf, makeFrameMarkedClip } from './testing/media-fixtures.ts';
import {
  addVersion,
  cuttable,
  gate,
  jobEvents,
  recordingLogger,
  untilAborted,
} from './transcoder.fixture.ts';
import { startTranscoder, type TranscoderOptions } from './transcoder.ts';

const { natsUrl } = inject('services');
const run = promisify(execFile);
const log = {
  streamName: uniqueName('EVENTS'),
  subjectPrefix: uniqueName('ev'),
  kvBucket: uniqueName('names'),
};
/** 30 s at 29.97 with a keyframe every 250 frames: cut every 4 s, it makes 4 ranges. */
const FRAMES = 900;
const RANGE_SECONDS = 4;

let store: EventStore;
let storage: ObjectStorage;
let folder: string;
let clip: string;

beforeAll(async () => {
  store = await connectJetStreamEventStore({ servers: natsUrl, ...log });
  folder = await mkdtemp(join(tmpdir(), 'transcoder-ranges-'));
  storage = createLocalDiskStorage({
    root: join(folder, 'storage'),
    publicBaseUrl: '',
    signingSecret: 'test-secret',
  });
  const options = { rate: '30000/1001', frames: FRAMES, timecode: '01:00:00;00' };
  clip = await makeFrameMarkedClip(folder, { ...options, width: 640, height: 360 });
});

afterAll(async () => {
  await store?.close();
  const nc = await connect({ servers: natsUrl });
  const jsm = await jetstreamManager(nc);
  await jsm.streams.delete(log.streamName);
  await jsm.streams.delete(`KV_${log.kvBucket}`);
  await nc.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** A transcoder of the deployment: the same consumers, ranges of RANGE_SECONDS. */
function transcoder(name: string, options: Partial<TranscoderOptions> = {}) {
  const logger = recordingLogger();
  const started = startTranscoder({
    ...{ store, storage, catalogue, logger, rangeSeconds: RANGE_SECONDS, ackWaitMs: 6000 },
    ...{ workDir: join(folder, `work-${name}`), ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' },
    ...options,
  });
  return { ...started, logger };
}

async function upload() {
  const version = await addVersion(store);
  await storage.putObject(version.sourceKey, createReadStream(clip), { contentType: 'video/mp4' });
  return { ...version, jobId: version.jobId ?? '' };
}

async function completed(jobId: string): Promise<DomainEvent[]> {
  let events: DomainEvent[] = [];
  await expect
    .poll(
      async () => {
        events = await jobEvents(store, jobId);
        expect(events.find(jobFailed.is)?.data.reason).toBeUndefined();
        return events.some(jobCompleted.is);
      },
      { timeout: 120_000, interval: 100 },
    )
    .toBe(true);
  return events;
}

const indexes = (events: DomainEvent[], is: (e: DomainEvent) => e is DomainEvent) =>
  events.filter(is).map((event) => (event.data as { index: number }).index);

/** The level's file in the local storage: ffmpeg reads its playlist and segments in place. */
async function levelFile(prefix: string, level: string) {
  const file = await storage.fileOf(`${prefix}hls/${level}/index.m3u8`);
  if (!file) throw new Error(`no ${level} playlist`);
  return file;
}

/** One column of ffprobe's values for a stream of a file. */
async function probeColumn(file: string, stream: string, entry: string) {
  const args = ['-v', 'error', '-select_streams', stream, '-show_entries', entry];
  const { stdout } = await run('ffprobe', [...args, '-of', 'csv=p=0', file]);
  return stdout
    .split('\n')
    .map((line) => line.replace(/,$/, '').trim())
    .filter((line) => line !== '')
    .map(Number);
}

it("splits a long clip's ladder into ranges across two transcoders and joins them frame for frame", async () => {
  const [one, two] = [transcoder('one'), transcoder('two')];
  try {
    const version = await upload();
    const events = await completed(version.jobId);
    expect(indexes(events, jobRangeQueued.is)).toEqual([0, 1, 2, 3]);
    expect(indexes(events, jobRangeEncoded.is).sort()).toEqual([0, 1, 2, 3]);
    expect(events.filter(jobJoinQueued.is)).toHaveLength(1);
    // Both transcoders took ranges of it.
    for (const { logger } of [one, two]) {
      expect(
        logger.entries.filter((entry) => / range \d encoded/.test(entry)).length,
      ).toBeGreaterThan(0);
    }

    const prefix = `projects/${version.projectId}/assets/${version.assetId}/${version.versionId}/`;
    const joined = await levelFile(prefix, '360p');
    const whole = await levelFile(prefix, '270p');
    // Every frame of the source once, in order, across the three joins.
    const marks = await frameMarksOf(joined);
    expect(marks).toEqual(Array.from({ length: FRAMES }, (_, frame) => frame));
    // Its frames' times are those of the first level, encoded from the source in one run.
    const times = (file: string) => probeColumn(file, 'v:0', 'frame=pts');
    expect(await times(joined)).toEqual(await times(whole));
    // The sound runs on without a gap: one AAC frame (1024 samples) after another.
    const sound = await probeColumn(joined, 'a:0', 'packet=pts');
    const steps = new Set(sound.slice(1).map((pts, i) => pts - (sound[i] ?? 0)));
    expect(steps).toEqual(new Set([1024]));
    expect(sound).toEqual(await probeColumn(whole, 'a:0', 'packet=pts'));
    // The ranges are gone from storage once joined.
    expect(await storage.headObject(`${prefix}ranges/1/0/360p.mp4`)).toBeNull();
  } finally {
    await Promise.all([one.stop(), two.stop()]);
  }
}, 180_000);

it('finishes a range once when the transcoder encoding it crashes', async () => {
  const crashed = gate();
  const doomed = cuttable(store);
  const one = transcoder('crashing', {
    store: doomed.store,
    async processVersion(input) {
      if (typeof input.part !== 'object' || !('range' in input.part)) return processVersion(input);
      doomed.cut();
      crashed.resolve();
      return untilAborted(input.signal);
    },
  });
  const two = transcoder('surviving');
  try {
    const version = await upload();
    await crashed.promise;
    await one.stop();
    const events = await completed(version.jobId);
    expect(indexes(events, jobRangeEncoded.is).sort()).toEqual([0, 1, 2, 3]);
    expect(events.filter(jobCompleted.is)).toHaveLength(1);
    const prefix = `projects/${version.projectId}/assets/${version.assetId}/${version.versionId}/`;
    const marks = await frameMarksOf(await levelFile(prefix, '360p'));
    expect(marks).toEqual(Array.from({ length: FRAMES }, (_, frame) => frame));
    expect(two.logger.entries.some((entry) => entry.includes('taken again'))).toBe(true);
  } finally {
    await two.stop();
  }
}, 180_000);
