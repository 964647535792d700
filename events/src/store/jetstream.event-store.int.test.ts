import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { uniqueName } from '@rushes/testing';
import { afterEach, beforeEach, expect, inject, it } from 'vitest';
import { testEvent, testMeta } from './event-store.contract.ts';
import type { EventStore } from './event-store.ts';
import { StreamVersionConflict } from './event-store.ts';
import { connectJetStreamEventStore } from './jetstream.event-store.ts';

const { natsUrl } = inject('services');
let nc: NatsConnection;
let store: EventStore;
let streamName: string;
let kvBucket: string;
let subjectPrefix: string;

beforeEach(async () => {
  nc = await connect({ servers: natsUrl });
  streamName = uniqueName('EVENTS');
  kvBucket = uniqueName('names');
  subjectPrefix = uniqueName('ev');
  store = await connectJetStreamEventStore({
    servers: natsUrl,
    streamName,
    subjectPrefix,
    kvBucket,
  });
});
afterEach(async () => {
  await store.close();
  const jsm = await jetstreamManager(nc);
  await jsm.streams.delete(streamName);
  await jsm.streams.delete(`KV_${kvBucket}`);
  await nc.close();
});

it('finds a retried command past the duplicate window by its command id', async () => {
  // The first append as it looks once JetStream has forgotten its Nats-Msg-Id.
  const meta = testMeta('cmd-old');
  const body = JSON.stringify({ stream: 'folder.a', meta, events: [testEvent(1)] });
  const { seq } = await jetstream(nc).publish(`${subjectPrefix}.folder.a`, body);

  await expect(store.append('folder.a', [testEvent(1)], { expectedSeq: 0, meta })).resolves.toEqual(
    { seq, duplicate: true },
  );
  await expect(
    store.append('folder.a', [testEvent(2)], { expectedSeq: 0, meta: testMeta() }),
  ).rejects.toBeInstanceOf(StreamVersionConflict);
  expect((await store.readStream('folder.a')).commits).toHaveLength(1);
});

it('leaves no consumer behind after reads', async () => {
  await store.append('folder.a', [testEvent(1)], { expectedSeq: 0, meta: testMeta() });
  await store.readStream('folder.a');
  await store.readStream('folder.none');
  await store.readAll(0, 10);
  const jsm = await jetstreamManager(nc);
  expect((await jsm.streams.info(streamName)).state.consumer_count).toBe(0);
});
