import { describe, expect, it } from 'vitest';
import { natsNames } from './nats-names.ts';

describe('natsNames', () => {
  it('keeps the names of earlier releases without a prefix', () => {
    expect(natsNames(undefined)).toEqual({
      log: { streamName: 'RUSHES_EVENTS', subjectPrefix: 'ev', kvBucket: 'rushes_names' },
      transcoderConsumer: 'transcoder',
      liveIngestConsumer: 'live-ingest',
      publicFeed: { streamName: 'RUSHES_PUBLIC_FEED', subjectPrefix: 'ev_public' },
    });
  });

  it("keeps the public feed's stream apart from any deployment's log", () => {
    // No prefix holds an underscore, so no log's stream or subjects can be a public feed's.
    const feed = natsNames('a').publicFeed;
    for (const prefix of ['a-public', 'a-public-feed', 'ev', 'ev-public']) {
      const { log } = natsNames(prefix);
      expect(log.streamName).not.toBe(feed.streamName);
      expect(log.subjectPrefix).not.toBe(feed.subjectPrefix);
    }
  });

  it('gives a prefixed deployment a stream, subjects, bucket and consumer of its own', () => {
    expect(natsNames('staging-eu')).toEqual({
      log: {
        streamName: 'STAGING_EU_EVENTS',
        subjectPrefix: 'staging-eu',
        kvBucket: 'staging-eu_names',
      },
      transcoderConsumer: 'staging-eu_transcoder',
      liveIngestConsumer: 'staging-eu_live-ingest',
      publicFeed: { streamName: 'STAGING_EU_PUBLIC_FEED', subjectPrefix: 'staging-eu_public' },
    });
  });
});
