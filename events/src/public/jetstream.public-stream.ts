import {
  JetStreamApiCodes,
  JetStreamApiError,
  jetstream,
  jetstreamManager,
  StorageType,
} from '@nats-io/jetstream';
import { connect, headers as natsHeaders } from '@nats-io/transport-node';
import { isWrongLastSequence } from '../store/jetstream.reservations.ts';
import { natsServerOptions } from '../store/nats-servers.ts';
import type { RushesCloudEvent } from './cloud-event.ts';

/** Where a public stream ends: its last message's sequence and CloudEvent id (0, null: empty). */
export interface PublicStreamHead {
  seq: number;
  lastId: string | null;
}

/**
 * The public feed as a JetStream stream of its own (decision 0117), for an audit system to
 * mirror with its own NATS credentials: one structured CloudEvent per message, `Nats-Msg-Id` its
 * id, on `<subjectPrefix>.<workspace id | deployment>.<type without io.rushes.>`.
 */
export interface PublicStream {
  head(): Promise<PublicStreamHead>;
  /**
   * Appends `event` if the stream still ends at `afterSeq`; its new sequence, or null when
   * another publisher went ahead (read `head()` again).
   */
  append(event: RushesCloudEvent, afterSeq: number): Promise<number | null>;
  close(): Promise<void>;
}

export interface PublicStreamOptions {
  servers: string;
  streamName: string;
  subjectPrefix: string;
  /** Default 1; 3 in a cluster. */
  replicas?: number;
}

/** The subject of a public event: by workspace, then by type, for an auditor's filters. */
export const publicSubject = (prefix: string, event: RushesCloudEvent) =>
  `${prefix}.${event.rushesworkspace ?? 'deployment'}.${event.type.replace(/^io\.rushes\./, '')}`;

export async function connectJetStreamPublicStream(
  options: PublicStreamOptions,
): Promise<PublicStream> {
  const { streamName, subjectPrefix } = options;
  const nc = await connect({
    ...natsServerOptions(options.servers),
    name: 'rushes-public-stream',
    maxReconnectAttempts: -1,
  });
  try {
    const jsm = await jetstreamManager(nc);
    const js = jetstream(nc);
    await jsm.streams.info(streamName).catch(async (error: unknown) => {
      if (
        !(error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound)
      ) {
        throw error;
      }
      await jsm.streams.add({
        name: streamName,
        description: 'Rushes public event feed: one CloudEvent per message',
        subjects: [`${subjectPrefix}.>`],
        storage: StorageType.File,
        num_replicas: options.replicas ?? 1,
        // Operators keep it as long as their audit needs; by default, forever.
        max_age: 0,
        max_msgs: -1,
        max_bytes: -1,
        duplicate_window: 10 * 60 * 1e9,
      });
    });
    return {
      async head() {
        const { state } = await jsm.streams.info(streamName);
        if (state.last_seq === 0 || state.messages === 0)
          return { seq: state.last_seq, lastId: null };
        const last = await jsm.streams.getMessage(streamName, { seq: state.last_seq });
        return { seq: state.last_seq, lastId: last?.header.get('Nats-Msg-Id') || null };
      },
      async append(event, afterSeq) {
        const headers = natsHeaders();
        headers.set('content-type', 'application/cloudevents+json; charset=utf-8');
        try {
          const ack = await js.publish(publicSubject(subjectPrefix, event), JSON.stringify(event), {
            msgID: event.id,
            expect: { lastSequence: afterSeq },
            headers,
          });
          return ack.seq;
        } catch (error) {
          if (isWrongLastSequence(error)) return null;
          throw error;
        }
      },
      close: () => nc.close(),
    };
  } catch (error) {
    await nc.close();
    throw error;
  }
}
