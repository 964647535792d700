import {
  JetStreamApiCodes,
  JetStreamApiError,
  type JetStreamClient,
  type JetStreamManager,
  jetstream,
  jetstreamManager,
  StorageType,
} from '@nats-io/jetstream';
import { Kvm } from '@nats-io/kv';
import { connect } from '@nats-io/transport-node';
import { trackWorkers } from '../consumer/consume-loop.ts';
import type { EventMeta, StoredEvent } from '../envelope.ts';
import { assertStreamName } from './commit.codec.ts';
import type { AppendResult, EventStore, Subscription } from './event-store.ts';
import { StreamVersionConflict } from './event-store.ts';
import { createJetStreamConsumers } from './jetstream.durable-consumers.ts';
import { readOrdered, subscribeOrdered } from './jetstream.reader.ts';
import { createKvReservations, isWrongLastSequence } from './jetstream.reservations.ts';
import { natsServerOptions } from './nats-servers.ts';

export interface JetStreamEventStoreOptions {
  servers: string;
  /** Default `RUSHES_EVENTS`. */
  streamName?: string;
  /** Commit subjects are `<subjectPrefix>.<aggregate>.<id>`; default `ev`. */
  subjectPrefix?: string;
  /** The reservations bucket; default `rushes_names`. */
  kvBucket?: string;
  /** Default 1; 3 in a cluster. */
  replicas?: number;
}

/**
 * How long JetStream remembers a command id (`Nats-Msg-Id`). A client retries a mutation with
 * the same id after a lost answer, a reconnect or a laptop waking up, so minutes are not enough;
 * the cost is the server's memory of one id per command in the window, small at our command rate.
 * A stale retry older than this is still caught (see `append`); a retry that expects the current
 * sequence is not, and is left to the decider (a repeated command decides `[]`).
 */
const duplicateWindowNs = 24 * 60 * 60 * 1e9;

async function ensureStream(
  jsm: JetStreamManager,
  config: { name: string; subjects: string[]; replicas: number },
): Promise<void> {
  try {
    await jsm.streams.info(config.name);
  } catch (error) {
    if (!(error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound)) {
      throw error;
    }
    await jsm.streams.add({
      name: config.name,
      subjects: config.subjects,
      storage: StorageType.File,
      num_replicas: config.replicas,
      max_age: 0,
      max_bytes: -1,
      max_msgs: -1,
      duplicate_window: duplicateWindowNs,
    });
  }
}

/** The event log as one JetStream stream: one message per commit, its stream seq is `seq`. */
export async function connectJetStreamEventStore(
  options: JetStreamEventStoreOptions,
): Promise<EventStore> {
  const streamName = options.streamName ?? 'RUSHES_EVENTS';
  const prefix = options.subjectPrefix ?? 'ev';
  const replicas = options.replicas ?? 1;
  // Keeps reconnecting for as long as the process lives: a NATS restart must not end the store.
  const nc = await connect({
    ...natsServerOptions(options.servers),
    name: 'rushes-event-store',
    maxReconnectAttempts: -1,
  });
  try {
    const jsm = await jetstreamManager(nc);
    await ensureStream(jsm, { name: streamName, subjects: [`${prefix}.>`], replicas });
    const js = jetstream(nc);
    const kv = await new Kvm(js).create(options.kvBucket ?? 'rushes_names', {
      history: 1,
      replicas,
      storage: StorageType.File,
      // Reads through the stream leader: a lagging replica could report an owner that is gone.
      allow_direct: false,
    });
    const subscriptions = new Set<Subscription>();
    const workers = trackWorkers(
      createJetStreamConsumers({ nc, js, jsm, streamName, subjectPrefix: prefix }).consume,
    );
    return {
      append: (stream, events, appendOptions) =>
        append(js, { streamName, subject: `${prefix}.${stream}`, stream }, events, appendOptions),
      async readStream(stream) {
        assertStreamName(stream);
        const commits = await readOrdered(js, streamName, {
          startSeq: 1,
          limit: Number.POSITIVE_INFINITY,
          filter: `${prefix}.${stream}`,
        });
        return { commits, lastSeq: commits.at(-1)?.seq ?? 0 };
      },
      readAll: (afterSeq, limit) => readOrdered(js, streamName, { startSeq: afterSeq + 1, limit }),
      subscribe(afterSeq, onCommit) {
        const subscription = subscribeOrdered(js, streamName, afterSeq, onCommit);
        subscriptions.add(subscription);
        subscription.done.finally(() => subscriptions.delete(subscription)).catch(() => {});
        return subscription;
      },
      async headSeq() {
        return (await jsm.streams.info(streamName)).state.last_seq;
      },
      reservations: createKvReservations(kv),
      consumers: workers.consumers,
      async close() {
        await workers.stopAll();
        await Promise.all([...subscriptions].map((subscription) => subscription.close()));
        await nc.close();
      },
    };
  } catch (error) {
    await nc.close();
    throw error;
  }
}

async function append(
  js: JetStreamClient,
  target: { streamName: string; subject: string; stream: string },
  events: StoredEvent[],
  { expectedSeq, meta }: { expectedSeq: number; meta: EventMeta },
): Promise<AppendResult> {
  assertStreamName(target.stream);
  const body = JSON.stringify({ stream: target.stream, meta, events });
  try {
    const ack = await js.publish(target.subject, body, {
      msgID: meta.commandId,
      expect: { lastSubjectSequence: expectedSeq },
    });
    return { seq: ack.seq, duplicate: ack.duplicate };
  } catch (error) {
    if (!isWrongLastSequence(error)) throw error;
    // A single server checks the command id first (a retry inside the duplicate window gets a
    // duplicate ack); whatever a cluster does, and for an older retry, the first append is past
    // `expectedSeq` on this subject.
    const later = await readOrdered(js, target.streamName, {
      startSeq: expectedSeq + 1,
      limit: Number.POSITIVE_INFINITY,
      filter: target.subject,
    });
    const earlier = later.find((commit) => commit.meta.commandId === meta.commandId);
    if (earlier) return { seq: earlier.seq, duplicate: true };
    throw new StreamVersionConflict(target.stream, expectedSeq);
  }
}
