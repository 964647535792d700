import type { JobState } from '@rushes/events';
import { describe, expect, it } from 'vitest';
import {
  completedMessage,
  probeMessage,
  retryMessage,
  type Taking,
  takingMessage,
} from './job-log.ts';
import { sampleProbe } from './transcoder.fixture.ts';

const noRanges = { ranges: 0, outputs: null, rangesQueued: [], rangesEncoded: [] };
const waiting: JobState = {
  status: 'WAITING',
  attempt: 1,
  progress: 0,
  probed: false,
  levels: [],
  playable: [],
  ladderQueued: false,
  ...noRanges,
};
const stalled: JobState = {
  status: 'RUNNING',
  attempt: 1,
  progress: 27,
  probed: true,
  levels: ['270p'],
  playable: ['270p'],
  ladderQueued: true,
  ...noRanges,
};

const taking = (overrides: Partial<Taking>): Taking => ({
  jobId: 'j1',
  version: {
    ...{ assetId: 'a1', versionId: 'v1', projectId: 'p1', folderId: 'f1', number: 1 },
    ...{ filename: 'A001.mov', size: 1, mimetype: 'video/quicktime', sourceKey: 'k', jobId: 'j1' },
  },
  attempt: 1,
  deliveryCount: 1,
  maxDeliveries: 5,
  state: waiting,
  silentMs: null,
  ackWaitMs: 60_000,
  heartbeatMs: 20_000,
  ...overrides,
});

describe('takingMessage', () => {
  it('names the job, its file, asset, version, attempt and delivery', () => {
    expect(takingMessage(taking({}))).toBe(
      'job j1 taken: "A001.mov" (asset a1, version v1), attempt 1, delivery 1 of 5',
    );
  });

  it('says a job came back because its transcoder went silent, and where it stood', () => {
    const again = taking({ deliveryCount: 2, state: stalled, silentMs: 61_400 });
    expect(takingMessage(again)).toBe(
      'job j1 taken again: "A001.mov" (asset a1, version v1), attempt 1, delivery 2 of 5; ' +
        'the previous delivery left it running at 27 %, 270p published, its last step 61.4 s ' +
        'ago: its transcoder stopped or lost the log without handing it back, so the log gave ' +
        'it to the next one after the ack wait (60 s). Resuming: the steps already in the log ' +
        'are not done twice',
    );
  });

  it('tells a job handed back soon after its last step from one whose transcoder died', () => {
    const handedBack = taking({ deliveryCount: 2, state: stalled, silentMs: 5_200 });
    expect(takingMessage(handedBack)).toContain(
      'the previous delivery left it running at 27 %, 270p published, its last step 5.2 s ago ' +
        'and handed it back (a transient failure or a stopping transcoder, logged where it ran)',
    );
  });

  it('says when the job never started on an earlier delivery', () => {
    expect(takingMessage(taking({ deliveryCount: 3 }))).toContain(
      'delivery 3 of 5; an earlier delivery ended before the job started',
    );
  });
});

describe('the lines of a running job', () => {
  it('sums up the probe, the completion and a retry with its delay', () => {
    expect(probeMessage('j1', sampleProbe)).toBe(
      'job j1 probed: h264, 640×360, 25 fps, audio aac, 2 s',
    );
    expect(completedMessage('j1', 42_250)).toBe('job j1 completed in 42.3 s');
    expect(retryMessage('j1', new Error('connect ECONNREFUSED 127.0.0.1:9000'), 5_000)).toBe(
      'job j1 failed (connect ECONNREFUSED 127.0.0.1:9000); it will be retried in 5 s',
    );
  });
});
