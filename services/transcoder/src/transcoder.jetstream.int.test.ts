import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { connectJetStreamEventStore } from '@rushes/events';
import { uniqueName } from '@rushes/testing';
import { inject } from 'vitest';
import { transcoderScenarios } from './transcoder.contract.ts';

const { natsUrl } = inject('services');

async function deleteStreams(names: string[]) {
  const nc = await connect({ servers: natsUrl });
  const jsm = await jetstreamManager(nc);
  await Promise.all(names.map((name) => jsm.streams.delete(name)));
  await nc.close();
}

transcoderScenarios('JetStream', async () => {
  const options = {
    servers: natsUrl,
    streamName: uniqueName('EVENTS'),
    subjectPrefix: uniqueName('ev'),
    kvBucket: uniqueName('names'),
  };
  const store = await connectJetStreamEventStore(options);
  return {
    store,
    open: () => connectJetStreamEventStore(options),
    async cleanup() {
      await store.close();
      await deleteStreams([options.streamName, `KV_${options.kvBucket}`]);
    },
  };
});
