/** What a deployment owns in NATS. */
export interface NatsNames {
  /** The event log: its JetStream stream, its commits' subjects `<subjectPrefix>.<stream>`, and
   * the KV bucket of name reservations (as `connectJetStreamEventStore` takes them). */
  log: { streamName: string; subjectPrefix: string; kvBucket: string };
  /** The durable consumer the transcoders share. */
  transcoderConsumer: string;
  /** The ingest server's durable consumer (the renditions of running feeds). */
  liveIngestConsumer: string;
  /**
   * The public event feed's own stream, for audit mirrors. Its names hold an underscore, which no
   * prefix does, so they meet no other deployment's.
   */
  publicFeed: { streamName: string; subjectPrefix: string };
}

/**
 * The names of a deployment's stream, subjects, bucket and consumer, from `RUSHES_NATS_PREFIX`:
 * unset, the names every deployment had before the prefix existed.
 */
export function natsNames(prefix: string | undefined): NatsNames {
  if (!prefix) {
    return {
      log: { streamName: 'RUSHES_EVENTS', subjectPrefix: 'ev', kvBucket: 'rushes_names' },
      transcoderConsumer: 'transcoder',
      liveIngestConsumer: 'live-ingest',
      publicFeed: { streamName: 'RUSHES_PUBLIC_FEED', subjectPrefix: 'ev_public' },
    };
  }
  return {
    log: {
      streamName: `${prefix.toUpperCase().replaceAll('-', '_')}_EVENTS`,
      subjectPrefix: prefix,
      kvBucket: `${prefix}_names`,
    },
    transcoderConsumer: `${prefix}_transcoder`,
    liveIngestConsumer: `${prefix}_live-ingest`,
    publicFeed: {
      streamName: `${prefix.toUpperCase().replaceAll('-', '_')}_PUBLIC_FEED`,
      subjectPrefix: `${prefix}_public`,
    },
  };
}
