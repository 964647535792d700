import { describe, expect, it } from 'vitest';
import { natsNames } from './nats-names.ts';

describe('natsNames', () => {
  it('keeps the names of earlier releases without a prefix', () => {
    expect(natsNames(undefined)).toEqual({
      log: { streamName: 'RUSHES_EVENTS', subjectPrefix: 'ev', kvBucket: 'rushes_names' },
      transcoderConsumer: 'transcoder',
    });
  });

  it('gives a prefixed deployment a stream, subjects, bucket and consumer of its own', () => {
    expect(natsNames('staging-eu')).toEqual({
      log: {
        streamName: 'STAGING_EU_EVENTS',
        subjectPrefix: 'staging-eu',
        kvBucket: 'staging-eu_names',
      },
      transcoderConsumer: 'staging-eu_transcoder',
    });
  });
});
