import { describe, it } from 'vitest';
import type { JobEvent } from '../catalogue/job.events.ts';
import { deciderSpec } from '../testing/decider-spec.ts';
import { type JobCommand, jobDecider } from './job.decider.ts';

const jobId = 'j1';
const versionId = 'v1';
const assetId = 'a1';
const spec = deciderSpec(jobDecider);

const started = (attempt = 1): JobEvent => ({
  type: 'job.started',
  data: { jobId, versionId, attempt },
});
const progressed = (progress: number): JobEvent => ({
  type: 'job.progress_reported',
  data: { jobId, progress },
});
const probeData = {
  jobId,
  versionId,
  ...{ durationMs: 2000, fps: 25, width: 1920, height: 1080 },
  ...{ videoCodec: 'h264', audioCodec: 'aac', videoBitrate: 5_000_000, audioBitrate: 128_000 },
  ...{ timecode: '01:00:00:00', colorTransfer: 'bt709', hdr: false },
};
const probed: JobEvent = { type: 'job.probed', data: probeData };
const levelData = (name: string) => ({
  jobId,
  versionId,
  masterKey: 'p/a/v1/hls/master.m3u8',
  level: {
    ...{ name, width: 480, height: 270, bandwidth: 400_000, hdr: false },
    playlistKey: `p/a/v1/hls/${name}/index.m3u8`,
  },
});
const levelPublished = (name: string): JobEvent => ({
  type: 'job.level_published',
  data: levelData(name),
});
const playableData = (name: string) => {
  const { bandwidth: _, ...level } = levelData(name).level;
  return { ...levelData(name), level };
};
const levelPlayable = (name: string): JobEvent => ({
  type: 'job.level_playable',
  data: playableData(name),
});
const outputs = {
  jobId,
  versionId,
  ...{ posterKey: 'p/a/v1/poster.jpg', thumbnailKey: 'p/a/v1/thumbnail.jpg', waveformKey: null },
  ...{ playerSprite: null, thumbnailSprite: null },
};
const completed: JobEvent = { type: 'job.completed', data: outputs };
const failed: JobEvent = { type: 'job.failed', data: { jobId, reason: 'The file is damaged' } };
const cancelled: JobEvent = { type: 'job.cancelled', data: { jobId } };
const retried = (attempt: number): JobEvent => ({
  type: 'job.retry_requested',
  data: { jobId, assetId, versionId, attempt },
});

const start = (attempt = 1): JobCommand => ({ type: 'StartJob', jobId, versionId, attempt });
const report = (progress: number, attempt = 1): JobCommand => ({
  type: 'ReportProgress',
  jobId,
  attempt,
  progress,
});
const recordProbe: JobCommand = { type: 'RecordProbe', attempt: 1, data: probeData };
const publish = (name: string): JobCommand => ({
  type: 'PublishLevel',
  attempt: 1,
  data: levelData(name),
});
const markPlayable = (name: string, attempt = 1): JobCommand => ({
  type: 'MarkLevelPlayable',
  attempt,
  data: playableData(name),
});
const { jobId: _, versionId: __, ...firstOutputs } = outputs;
const ladderData = (attempt = 1, ranges = 0) => {
  return { jobId, versionId, assetId, attempt, outputs: firstOutputs, ranges };
};
const ladderQueued = (attempt = 1, ranges = 0): JobEvent => ({
  type: 'job.ladder_queued',
  data: ladderData(attempt, ranges),
});
const queueLadder = (attempt = 1, ranges = 0): JobCommand => ({
  type: 'QueueLadder',
  data: ladderData(attempt, ranges),
});
const rangeData = (index: number, attempt = 1) => ({
  ...{ jobId, versionId, assetId, attempt, index },
  ...{ startSeconds: index * 60, durationSeconds: index === 1 ? null : 60 },
});
const rangeQueued = (index: number, attempt = 1): JobEvent => ({
  type: 'job.range_queued',
  data: rangeData(index, attempt),
});
const queueRange = (index: number, attempt = 1): JobCommand => ({
  type: 'QueueRange',
  data: rangeData(index, attempt),
});
const rangeEncoded = (index: number): JobEvent => ({
  type: 'job.range_encoded',
  data: { jobId, attempt: 1, index },
});
const recordRange = (index: number, attempt = 1): JobCommand => ({
  type: 'RecordRangeEncoded',
  data: { jobId, versionId, assetId, attempt, index },
});
const joinQueued: JobEvent = {
  type: 'job.join_queued',
  data: { jobId, versionId, assetId, attempt: 1, ranges: 2, outputs: firstOutputs },
};
const complete = (attempt = 1): JobCommand => ({ type: 'CompleteJob', attempt, data: outputs });
const fail = (reason = 'The file is damaged'): JobCommand => ({
  type: 'FailJob',
  jobId,
  attempt: 1,
  reason,
});
const cancel: JobCommand = { type: 'CancelJob', jobId };
const retry: JobCommand = { type: 'RetryJob', jobId, assetId, versionId };
const conflict = (state: string) => ({ field: 'jobId', entity: 'job', state });

describe('StartJob', () => {
  it('starts a waiting job (an empty stream) at attempt 1', () => {
    spec.when(start()).then([started()]);
  });

  it('does nothing when the attempt is already running', () => {
    spec.given([started()]).when(start()).thenNothing();
  });

  it('starts the attempt a retry asked for, and no other', () => {
    const history = [started(), failed, retried(2)];
    spec
      .given(history)
      .when(start(2))
      .then([started(2)]);
    spec.given(history).when(start(1)).thenRejects('STATE_CONFLICT', conflict('WAITING'));
  });

  it('refuses a finished job', () => {
    spec.given([started(), completed]).when(start()).thenRejects('STATE_CONFLICT');
    spec.given([cancelled]).when(start()).thenRejects('STATE_CONFLICT', conflict('CANCELLED'));
  });
});

describe('ReportProgress', () => {
  it('reports progress of the running attempt, rounded', () => {
    spec
      .given([started()])
      .when(report(12.4))
      .then([progressed(12)]);
  });

  it('never goes backwards within an attempt', () => {
    spec
      .given([started(), progressed(40)])
      .when(report(35))
      .thenNothing();
    spec
      .given([started(), progressed(40)])
      .when(report(40))
      .thenNothing();
  });

  it('starts again from 0 on a new attempt', () => {
    const history = [started(), progressed(80), failed, retried(2), started(2)];
    spec
      .given(history)
      .when(report(10, 2))
      .then([progressed(10)]);
  });

  it('refuses a job that is not running, or another attempt', () => {
    spec.when(report(10)).thenRejects('STATE_CONFLICT', conflict('WAITING'));
    spec.given([started(), cancelled]).when(report(50)).thenRejects('STATE_CONFLICT');
    spec
      .given([started(), failed, retried(2), started(2)])
      .when(report(50, 1))
      .thenRejects('STATE_CONFLICT', conflict('RUNNING'));
  });
});

describe('RecordProbe and PublishLevel', () => {
  it('records the probe once', () => {
    spec.given([started()]).when(recordProbe).then([probed]);
    spec.given([started(), probed]).when(recordProbe).thenNothing();
  });

  it('publishes each level once', () => {
    spec
      .given([started(), probed])
      .when(publish('270p'))
      .then([levelPublished('270p')]);
    spec
      .given([started(), levelPublished('270p')])
      .when(publish('270p'))
      .thenNothing();
    spec
      .given([started(), levelPublished('270p')])
      .when(publish('360p'))
      .then([levelPublished('360p')]);
  });

  it('publishes again on a new attempt', () => {
    const history = [started(), levelPublished('270p'), cancelled, retried(2), started(2)];
    const again: JobCommand = { type: 'PublishLevel', attempt: 2, data: levelData('270p') };
    spec
      .given(history)
      .when(again)
      .then([levelPublished('270p')]);
  });

  it('refuses a cancelled job', () => {
    spec.given([started(), cancelled]).when(recordProbe).thenRejects('STATE_CONFLICT');
    spec.given([started(), cancelled]).when(publish('270p')).thenRejects('STATE_CONFLICT');
  });
});

describe('MarkLevelPlayable', () => {
  it('marks a level of the running attempt playable while it encodes, once', () => {
    spec
      .given([started(), probed])
      .when(markPlayable('270p'))
      .then([levelPlayable('270p')]);
    spec
      .given([started(), levelPlayable('270p')])
      .when(markPlayable('270p'))
      .thenNothing();
  });

  it('does nothing for a level already published', () => {
    spec
      .given([started(), levelPublished('270p')])
      .when(markPlayable('270p'))
      .thenNothing();
  });

  it('publishes a level that was playable', () => {
    spec
      .given([started(), levelPlayable('270p')])
      .when(publish('270p'))
      .then([levelPublished('270p')]);
  });

  it('marks it again on a new attempt, which writes the level afresh', () => {
    const history = [started(), levelPlayable('270p'), failed, retried(2), started(2)];
    spec
      .given(history)
      .when(markPlayable('270p', 2))
      .then([levelPlayable('270p')]);
  });

  it('refuses a job that is not running, or another attempt', () => {
    spec.when(markPlayable('270p')).thenRejects('STATE_CONFLICT', conflict('WAITING'));
    spec.given([started(), cancelled]).when(markPlayable('270p')).thenRejects('STATE_CONFLICT');
    spec
      .given([started(), completed])
      .when(markPlayable('270p'))
      .thenRejects('STATE_CONFLICT', conflict('COMPLETED'));
    spec
      .given([started(), failed, retried(2), started(2)])
      .when(markPlayable('270p', 1))
      .thenRejects('STATE_CONFLICT', conflict('RUNNING'));
  });
});

describe('QueueLadder', () => {
  it("queues the rest of the running attempt's ladder once, and completes it after", () => {
    const history = [started(), probed, levelPublished('270p')];
    spec.given(history).when(queueLadder()).then([ladderQueued()]);
    spec
      .given([...history, ladderQueued()])
      .when(queueLadder())
      .thenNothing();
    spec
      .given([...history, ladderQueued()])
      .when(complete())
      .then([completed]);
  });

  it('queues it again for a new attempt', () => {
    const history = [started(), ladderQueued(), failed, retried(2), started(2)];
    spec
      .given(history)
      .when(queueLadder(2))
      .then([ladderQueued(2)]);
  });

  it('refuses a job that is not running, or another attempt', () => {
    spec.when(queueLadder()).thenRejects('STATE_CONFLICT', conflict('WAITING'));
    spec.given([started(), cancelled]).when(queueLadder()).thenRejects('STATE_CONFLICT');
    spec
      .given([started(), failed, retried(2), started(2)])
      .when(queueLadder(1))
      .thenRejects('STATE_CONFLICT', conflict('RUNNING'));
  });
});

describe('QueueRange and RecordRangeEncoded', () => {
  const split = [started(), probed, levelPublished('270p'), ladderQueued(1, 2)];

  it("queues each of the ladder's ranges once", () => {
    spec
      .given(split)
      .when(queueRange(0))
      .then([rangeQueued(0)]);
    spec
      .given([...split, rangeQueued(0)])
      .when(queueRange(0))
      .thenNothing();
    spec
      .given([...split, rangeQueued(0)])
      .when(queueRange(1))
      .then([rangeQueued(1)]);
  });

  it('refuses a range the ladder does not have, or a ladder in one piece', () => {
    spec.given(split).when(queueRange(2)).thenRejects('VALIDATION_FAILED');
    spec.given([started(), ladderQueued()]).when(queueRange(0)).thenRejects('VALIDATION_FAILED');
    spec.given([started()]).when(queueRange(0)).thenRejects('VALIDATION_FAILED');
  });

  it('records each range once, the last with the join of them all', () => {
    const queued = [...split, rangeQueued(0), rangeQueued(1)];
    spec
      .given(queued)
      .when(recordRange(1))
      .then([rangeEncoded(1)]);
    spec
      .given([...queued, rangeEncoded(1)])
      .when(recordRange(1))
      .thenNothing();
    spec
      .given([...queued, rangeEncoded(1)])
      .when(recordRange(0))
      .then([rangeEncoded(0), joinQueued]);
    spec
      .given([...queued, rangeEncoded(1), rangeEncoded(0), joinQueued])
      .when(recordRange(0))
      .thenNothing();
  });

  it('refuses a range not queued, and a range of an attempt that no longer runs', () => {
    spec
      .given([...split, rangeQueued(0)])
      .when(recordRange(1))
      .thenRejects('VALIDATION_FAILED');
    spec
      .given([...split, rangeQueued(0), failed, retried(2), started(2)])
      .when(recordRange(0, 1))
      .thenRejects('STATE_CONFLICT', conflict('RUNNING'));
    spec
      .given([...split, rangeQueued(0), cancelled])
      .when(queueRange(1))
      .thenRejects('STATE_CONFLICT');
  });

  it('starts a new attempt with no ranges', () => {
    const again = [...split, rangeQueued(0), rangeQueued(1), failed, retried(2), started(2)];
    spec.given(again).when(queueRange(0, 2)).thenRejects('VALIDATION_FAILED');
  });
});

describe('CompleteJob and FailJob', () => {
  it('completes the running attempt with its outputs', () => {
    spec
      .given([started(), probed, levelPublished('270p')])
      .when(complete())
      .then([completed]);
  });

  it('fails the running attempt with a reason for the user', () => {
    spec.given([started()]).when(fail('  The file is damaged ')).then([failed]);
    spec
      .given([started()])
      .when(fail(' '))
      .thenRejects('VALIDATION_FAILED', { field: 'reason', rule: 'required' });
  });

  it('accepts nothing but cancel and retry once the job is finished', () => {
    for (const end of [completed, failed, cancelled]) {
      const history = [started(), end];
      spec.given(history).when(complete()).thenRejects('STATE_CONFLICT');
      spec.given(history).when(fail()).thenRejects('STATE_CONFLICT');
      spec.given(history).when(report(99)).thenRejects('STATE_CONFLICT');
      spec.given(history).when(cancel).thenNothing();
    }
  });

  it('refuses a job that never started', () => {
    spec.when(complete()).thenRejects('STATE_CONFLICT', conflict('WAITING'));
    spec.when(fail()).thenRejects('STATE_CONFLICT', conflict('WAITING'));
  });
});

describe('CancelJob', () => {
  it('cancels a waiting or running job', () => {
    spec.when(cancel).then([cancelled]);
    spec
      .given([started(), progressed(30)])
      .when(cancel)
      .then([cancelled]);
    spec
      .given([started(), failed, retried(2)])
      .when(cancel)
      .then([cancelled]);
  });

  it('does nothing to a cancelled one', () => {
    spec.given([cancelled]).when(cancel).thenNothing();
  });
});

describe('RetryJob', () => {
  it('asks a failed or cancelled job to run again, as the next attempt', () => {
    spec
      .given([started(), failed])
      .when(retry)
      .then([retried(2)]);
    spec
      .given([cancelled])
      .when(retry)
      .then([retried(2)]);
    spec
      .given([started(), failed, retried(2), started(2), cancelled])
      .when(retry)
      .then([retried(3)]);
  });

  it('refuses a job that is waiting, running or completed', () => {
    spec.when(retry).thenRejects('STATE_CONFLICT', conflict('WAITING'));
    spec.given([started()]).when(retry).thenRejects('STATE_CONFLICT', conflict('RUNNING'));
    spec
      .given([started(), completed])
      .when(retry)
      .thenRejects('STATE_CONFLICT', conflict('COMPLETED'));
  });
});
