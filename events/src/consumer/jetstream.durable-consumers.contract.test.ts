import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { uniqueName } from '@rushes/testing';
import { inject } from 'vitest';
import { connectJetStreamEventStore } from '../store/jetstream.event-store.ts';
import { durableConsumersContract } from './durable-consumers.contract.ts';

const { natsUrl } = inject('services');

async function deleteStreams(names: string[]) {
  const nc = await connect({ servers: natsUrl });
  const jsm = await jetstreamManager(nc);
  await Promise.all(names.map((name) => jsm.streams.delete(name)));
  await nc.close();
}

durableConsumersContract('JetStream', async () => {
  const streamName = uniqueName('EVENTS');
  const kvBucket = uniqueName('names');
  const store = await connectJetStreamEventStore({
    servers: natsUrl,
    streamName,
    subjectPrefix: uniqueName('ev'),
    kvBucket,
  });
  return {
    store,
    async cleanup() {
      await store.close();
      await deleteStreams([streamName, `KV_${kvBucket}`]);
    },
  };
});
