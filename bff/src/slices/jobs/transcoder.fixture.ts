import { randomUUID } from 'node:crypto';
import type { JobEvent } from '@rushes/events';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type { Services } from '../../services.ts';

/**
 * Appends job events to the log as a transcoder would (straight to the store, as Rushes itself),
 * then waits until the read models have them.
 */
export async function appendJobEvents(services: Services, jobId: string, events: JobEvent[]) {
  const stream = `job.${jobId}`;
  const { lastSeq } = await services.store.readStream(stream);
  const { seq } = await services.store.append(
    stream,
    events.map((event) => services.catalogue.encode(event)),
    {
      expectedSeq: lastSeq,
      meta: {
        actor: { kind: 'system', id: 'transcoder' },
        commandId: randomUUID(),
        correlationId: randomUUID(),
        causationId: null,
        at: new Date().toISOString(),
        clientIp: null,
      },
    },
  );
  await services.checkpoints.waitFor(['jobs', 'assets'], seq, 5000);
  return seq;
}

const ids = (jobId: string, versionId: string) => ({ jobId, versionId });

/** The events of a job's run, with made-up but well-formed data. */
export const jobEvents = {
  started: (jobId: string, versionId: string, attempt = 1): JobEvent => ({
    type: 'job.started',
    data: { ...ids(jobId, versionId), attempt },
  }),
  progress: (jobId: string, progress: number): JobEvent => ({
    type: 'job.progress_reported',
    data: { jobId, progress },
  }),
  probed: (jobId: string, versionId: string): JobEvent => ({
    type: 'job.probed',
    data: {
      ...ids(jobId, versionId),
      durationMs: 10_000,
      fps: 25,
      width: 1920,
      height: 1080,
      videoCodec: 'h264',
      audioCodec: 'aac',
      videoBitrate: 8_000_000.4,
      audioBitrate: 128_000,
      timecode: '01:00:00:00',
      colorTransfer: 'bt709',
      hdr: false,
    },
  }),
  levelPlayable: (jobId: string, versionId: string, prefix: string): JobEvent => ({
    type: 'job.level_playable',
    data: {
      ...ids(jobId, versionId),
      masterKey: `${prefix}hls/master.m3u8`,
      level: {
        name: '270p',
        width: 480,
        height: 270,
        hdr: false,
        playlistKey: `${prefix}hls/270p/index.m3u8`,
      },
    },
  }),
  levelPublished: (jobId: string, versionId: string, prefix: string): JobEvent => ({
    type: 'job.level_published',
    data: {
      ...ids(jobId, versionId),
      masterKey: `${prefix}hls/master.m3u8`,
      level: {
        name: '270p',
        width: 480,
        height: 270,
        bandwidth: 400_000,
        hdr: false,
        playlistKey: `${prefix}hls/270p/index.m3u8`,
      },
    },
  }),
  completed: (jobId: string, versionId: string, prefix: string): JobEvent => ({
    type: 'job.completed',
    data: {
      ...ids(jobId, versionId),
      posterKey: `${prefix}poster.jpg`,
      thumbnailKey: `${prefix}thumbnail.jpg`,
      waveformKey: null,
      playerSprite: null,
      thumbnailSprite: {
        keys: [`${prefix}sprites/thumb_0.jpg`],
        columns: 6,
        rows: 5,
        tileWidth: 160,
        tileHeight: 90,
        frameCount: 30,
        intervalMs: 333.3,
      },
    },
  }),
  /** The first level out with the pictures (those `completed` gives), the ladder queued. */
  ladderQueued: (jobId: string, versionId: string, assetId: string, prefix: string): JobEvent => {
    const done = jobEvents.completed(jobId, versionId, prefix);
    if (done.type !== 'job.completed') throw new Error('not job.completed');
    const { jobId: _, versionId: __, ...outputs } = done.data;
    return {
      type: 'job.ladder_queued',
      data: { ...ids(jobId, versionId), assetId, attempt: 1, outputs, ranges: 0 },
    };
  },
  cancelled: (jobId: string): JobEvent => ({ type: 'job.cancelled', data: { jobId } }),
  failed: (jobId: string): JobEvent => ({
    type: 'job.failed',
    data: { jobId, reason: 'The file could not be read.' },
  }),
};

/** A version's clip as the transcoder read it (25 fps, 10 s) with this source timecode. */
export async function appendProbe(services: Services, versionId: string, timecode: string | null) {
  const probed = jobEvents.probed(randomUUID(), fromGlobalId(versionId).id);
  if (probed.type !== 'job.probed') throw new Error('not a probe');
  await appendJobEvents(services, probed.data.jobId, [
    { ...probed, data: { ...probed.data, timecode } },
  ]);
}
