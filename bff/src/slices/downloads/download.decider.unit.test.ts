import { deciderSpec } from '@rushes/events/testing';
import { describe, it } from 'vitest';
import { downloadDecider, type RecordZipStreamed } from './download.decider.ts';

const requested = {
  type: 'download.requested' as const,
  data: {
    id: 'd1',
    projectId: 'p1',
    name: 'Day 1.zip',
    fileCount: 2,
    bytes: 9,
    via: 'web' as const,
  },
};
const streamed = (outcome: RecordZipStreamed['outcome']) => ({
  type: 'download.streamed' as const,
  data: { id: 'd1', outcome },
});
const ended = (outcome: RecordZipStreamed['outcome']): RecordZipStreamed => ({
  type: 'RecordZipStreamed',
  downloadId: 'd1',
  outcome,
});

const spec = deciderSpec(downloadDecider);

describe('RecordDownload', () => {
  it('records a download once', () => {
    const { data } = requested;
    const command = { type: 'RecordDownload' as const, downloadId: 'd1', ...data };
    spec.when(command).then([requested]);
    spec.given([requested]).when(command).thenNothing();
  });
});

describe('RecordZipStreamed', () => {
  it("records the first end of the zip's stream", () => {
    spec
      .given([requested])
      .when(ended('completed'))
      .then([streamed('completed')]);
    spec
      .given([requested])
      .when(ended('stopped'))
      .then([streamed('stopped')]);
    spec
      .given([requested])
      .when(ended('failed'))
      .then([streamed('failed')]);
  });

  it('records a completion after an unfinished stream, and nothing after a completion', () => {
    spec
      .given([requested, streamed('stopped')])
      .when(ended('completed'))
      .then([streamed('completed')]);
    spec
      .given([requested, streamed('completed')])
      .when(ended('completed'))
      .thenNothing();
    spec
      .given([requested, streamed('completed')])
      .when(ended('stopped'))
      .thenNothing();
  });

  it('records no other unfinished end, however often the reader comes back', () => {
    spec
      .given([requested, streamed('stopped')])
      .when(ended('stopped'))
      .thenNothing();
    spec
      .given([requested, streamed('stopped')])
      .when(ended('failed'))
      .thenNothing();
  });

  it('records nothing for a download not recorded', () => {
    spec.when(ended('completed')).thenNothing();
  });
});
