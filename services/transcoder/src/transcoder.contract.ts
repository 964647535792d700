import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogue, type EventStore } from '@rushes/events';
import { createLocalDiskStorage, type ObjectStorage } from '@rushes/storage';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gaveUpReason, type ProcessVersion } from './job-attempt.runner.ts';
import { MediaError, type ProcessVersionInput } from './pipeline/index.ts';
import {
  addVersion,
  cuttable,
  gate,
  jobEvents,
  recordingLogger,
  sampleLevel,
  sampleOutputs,
  samplePlayable,
  sampleProbe,
  untilAborted,
  userDecides,
} from './transcoder.fixture.ts';
import { startTranscoder, type Transcoder, type TranscoderOptions } from './transcoder.ts';

/** A log of the adapter under test; `open` gives another client of it (another "process"). */
export interface LogUnderTest {
  store: EventStore;
  open(): Promise<EventStore>;
  cleanup(): Promise<void>;
}

const waitFor = { timeout: 25_000, interval: 50 };

/**
 * The typical run of a stub pipeline: probe, the first level playable, a bit of progress, two
 * levels, the outputs.
 */
async function fullRun(input: ProcessVersionInput) {
  await input.onProbe(sampleProbe);
  await input.onPlayable(samplePlayable('270p', 270), 'hls/master.m3u8');
  await input.onProgress(40);
  await input.onLevel(sampleLevel('270p', 270), 'hls/master.m3u8');
  await input.onProgress(70);
  await input.onLevel(sampleLevel('360p', 360), 'hls/master.m3u8');
  return sampleOutputs(input.outputPrefix);
}

const typesOf = (events: { type: string; data: unknown }[]) => events.map((event) => event.type);

/** The transcoder's worker against one adapter of the log, with stub pipelines. */
export function transcoderScenarios(name: string, openLog: () => Promise<LogUnderTest>) {
  describe(`transcoder worker on ${name}`, () => {
    let log: LogUnderTest;
    let storage: ObjectStorage;
    let folder: string;
    let running: Transcoder[];
    let logger: ReturnType<typeof recordingLogger>;

    const start = (
      processVersion: ProcessVersion,
      store = log.store,
      overrides: Partial<TranscoderOptions> = {},
    ) => {
      const transcoder = startTranscoder({
        ...{ store, storage, catalogue, logger, processVersion },
        ...{ workDir: join(folder, 'work'), ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' },
        ...{ ackWaitMs: 1500, backoffMs: [50] },
        ...overrides,
      });
      running.push(transcoder);
      return transcoder;
    };
    const eventsOf = (jobId: string) => jobEvents(log.store, jobId);
    const finished = async (jobId: string, type: string) =>
      expect.poll(async () => typesOf(await eventsOf(jobId)).includes(type), waitFor).toBe(true);

    beforeEach(async () => {
      log = await openLog();
      folder = await mkdtemp(join(tmpdir(), 'transcoder-test-'));
      storage = createLocalDiskStorage({
        root: join(folder, 'storage'),
        publicBaseUrl: '',
        signingSecret: 'test-secret',
      });
      running = [];
      logger = recordingLogger();
    });
    afterEach(async () => {
      await Promise.all(running.map((transcoder) => transcoder.stop()));
      await log.cleanup();
      await rm(folder, { recursive: true, force: true });
    });

    it('runs a new version’s job to COMPLETED, appending its events in order', async () => {
      const inputs: ProcessVersionInput[] = [];
      start(async (input) => {
        inputs.push(input);
        return fullRun(input);
      });
      const version = await addVersion(log.store);
      const jobId = version.jobId ?? '';
      await finished(jobId, 'job.completed');
      const prefix = `projects/${version.projectId}/assets/${version.assetId}/${version.versionId}/`;
      expect(await eventsOf(jobId)).toEqual([
        { type: 'job.started', data: { jobId, versionId: version.versionId, attempt: 1 } },
        { type: 'job.probed', data: { jobId, versionId: version.versionId, ...sampleProbe } },
        {
          type: 'job.level_playable',
          data: {
            ...{ jobId, versionId: version.versionId, masterKey: 'hls/master.m3u8' },
            level: samplePlayable('270p', 270),
          },
        },
        { type: 'job.progress_reported', data: { jobId, progress: 40 } },
        {
          type: 'job.level_published',
          data: {
            ...{ jobId, versionId: version.versionId, masterKey: 'hls/master.m3u8' },
            level: sampleLevel('270p', 270),
          },
        },
        { type: 'job.progress_reported', data: { jobId, progress: 70 } },
        {
          type: 'job.level_published',
          data: {
            ...{ jobId, versionId: version.versionId, masterKey: 'hls/master.m3u8' },
            level: sampleLevel('360p', 360),
          },
        },
        {
          type: 'job.completed',
          data: { jobId, versionId: version.versionId, ...sampleOutputs(prefix) },
        },
      ]);
      expect(inputs).toHaveLength(1);
      expect(inputs[0]).toMatchObject({
        sourceKey: version.sourceKey,
        outputPrefix: prefix,
        filename: 'clip.mov',
        mimetype: 'video/quicktime',
      });
    });

    it("takes turns between people: one person's uploads go in turn with another's", async () => {
      const order: string[] = [];
      // Ana uploads three files, then Ben one, before a transcoder is free.
      const versions: { who: string; sourceKey: string; jobId: string | null }[] = [];
      for (const who of ['Ana', 'Ana', 'Ana', 'Ben']) {
        versions.push({ who, ...(await addVersion(log.store, who)) });
      }
      start(async (input) => {
        order.push(versions.find((version) => version.sourceKey === input.sourceKey)?.who ?? '');
        return fullRun(input);
      });
      for (const version of versions) await finished(version.jobId ?? '', 'job.completed');
      // Ben uploaded last, after three of Ana's: his goes second, not fourth.
      expect(order).toEqual(['Ana', 'Ben', 'Ana', 'Ana']);
      // Each ran once, Ben's own delivery finding it done.
      for (const version of versions) {
        const types = typesOf(await eventsOf(version.jobId ?? ''));
        expect(types.filter((type) => type === 'job.started')).toHaveLength(1);
      }
      const ben = versions.at(-1)?.jobId ?? '';
      expect(logger.entries).toContain(
        `info: job ${ben} of someone with fewer turns goes before job ${versions[1]?.jobId}, waiting behind it`,
      );
    });

    it('fails a job on a media error with its reason, and completes it on a retry', async () => {
      let calls = 0;
      start(async (input) => {
        calls++;
        if (calls === 1) throw new MediaError('This file is damaged.', 'moov atom not found');
        expect(input.sourceKey).toMatch(/source\.mov$/);
        return fullRun(input);
      });
      const version = await addVersion(log.store);
      const jobId = version.jobId ?? '';
      await finished(jobId, 'job.failed');
      expect((await eventsOf(jobId)).at(-1)).toEqual({
        type: 'job.failed',
        data: { jobId, reason: 'This file is damaged.' },
      });

      await userDecides(log.store, jobId, {
        type: 'RetryJob',
        jobId,
        assetId: version.assetId,
        versionId: version.versionId,
      });
      await finished(jobId, 'job.completed');
      expect(typesOf(await eventsOf(jobId))).toEqual([
        'job.started',
        'job.failed',
        'job.retry_requested',
        'job.started',
        'job.probed',
        'job.level_playable',
        'job.progress_reported',
        'job.level_published',
        'job.progress_reported',
        'job.level_published',
        'job.completed',
      ]);
      expect((await eventsOf(jobId))[3]?.data).toMatchObject({ attempt: 2 });
    });

    it('retries a transient failure with back-off, and fails the job on its last delivery', async () => {
      let calls = 0;
      start(
        async () => {
          calls++;
          throw new Error('connect ECONNREFUSED 127.0.0.1:9000');
        },
        log.store,
        { maxDeliveries: 3 },
      );
      const version = await addVersion(log.store);
      const jobId = version.jobId ?? '';
      await finished(jobId, 'job.failed');
      expect(calls).toBe(3);
      expect(await eventsOf(jobId)).toEqual([
        { type: 'job.started', data: { jobId, versionId: version.versionId, attempt: 1 } },
        { type: 'job.failed', data: { jobId, reason: gaveUpReason } },
      ]);
      expect(logger.entries).toContain(
        `warn: job ${jobId} failed (connect ECONNREFUSED 127.0.0.1:9000); it will be retried in 0.1 s`,
      );
    });

    it('stops a cancelled job, deleting nothing, and goes on with the next one', async () => {
      const probed = gate();
      const stopped = gate<unknown>();
      let calls = 0;
      start(async (input) => {
        calls++;
        if (calls > 1) return fullRun(input);
        await input.onProbe(sampleProbe);
        probed.resolve();
        return untilAborted(input.signal).catch((error: unknown) => {
          stopped.resolve(error);
          throw error;
        });
      });
      const version = await addVersion(log.store);
      const jobId = version.jobId ?? '';
      const kept = `projects/${version.projectId}/assets/${version.assetId}/${version.versionId}/hls/master.m3u8`;
      await storage.putObject(kept, Buffer.from('#EXTM3U\n'), { contentType: 'text/plain' });
      await probed.promise;
      await userDecides(log.store, jobId, { type: 'CancelJob', jobId });
      expect(await stopped.promise).toMatchObject({ name: 'JobStopped' });

      const next = await addVersion(log.store);
      await finished(next.jobId ?? '', 'job.completed');
      expect(typesOf(await eventsOf(jobId))).toEqual([
        'job.started',
        'job.probed',
        'job.cancelled',
      ]);
      expect(await storage.headObject(kept)).not.toBeNull();
    });

    it('hands the running job back when stopped, for another worker to finish', async () => {
      const busy = gate();
      const first = start(async (input) => {
        await input.onProbe(sampleProbe);
        busy.resolve();
        return untilAborted(input.signal);
      });
      const version = await addVersion(log.store);
      const jobId = version.jobId ?? '';
      await busy.promise;
      await first.stop();

      start(fullRun);
      await finished(jobId, 'job.completed');
      expect(typesOf(await eventsOf(jobId))).toEqual([
        'job.started',
        'job.probed',
        'job.level_playable',
        'job.progress_reported',
        'job.level_published',
        'job.progress_reported',
        'job.level_published',
        'job.completed',
      ]);
    });

    it('completes a job redelivered after its worker crashed, without doubling an event', async () => {
      const other = cuttable(await log.open());
      const crashed = gate();
      start(async (input) => {
        await input.onProbe(sampleProbe);
        await input.onProgress(40);
        await input.onLevel(sampleLevel('270p', 270), 'hls/master.m3u8');
        crashed.resolve();
        return untilAborted(input.signal);
      }, other.store);
      const version = await addVersion(log.store);
      const jobId = version.jobId ?? '';
      await crashed.promise;
      other.cut();

      start(fullRun);
      await finished(jobId, 'job.completed');
      // the redelivery's 270p is published already: its playable step appends nothing
      expect(typesOf(await eventsOf(jobId))).toEqual([
        'job.started',
        'job.probed',
        'job.progress_reported',
        'job.level_published',
        'job.progress_reported',
        'job.level_published',
        'job.completed',
      ]);
      await Promise.all(running.map((transcoder) => transcoder.stop()));
      running = [];
      await other.store.close();
    });
  });
}
