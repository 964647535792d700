import {
  AckPolicy,
  type Consumer,
  type ConsumerConfig,
  DeliverPolicy,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  ReplayPolicy,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { runConsumeLoop } from '../consumer/consume-loop.ts';
import { type ConsumerSettings, consumerSettings } from '../consumer/consumer-settings.ts';
import { createDelivery } from '../consumer/delivery.ts';
import type { Delivery, DurableConsumers } from '../consumer/durable-consumer.ts';
import { toCommit } from './commit.codec.ts';

interface Deps {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  streamName: string;
  /** Commit subjects are `<subjectPrefix>.<aggregate>.<id>`. */
  subjectPrefix: string;
}

/**
 * How long one pull waits for a message. A worker that is stopping lets its pull run out (a
 * message that still arrives is nak'ed at once), so this bounds how long `stop` takes.
 */
const pullExpiresMs = 1000;

const nanos = (ms: number) => ms * 1_000_000;

/** Creates the durable consumer, or brings an existing one to these settings. */
async function ensureConsumer(deps: Deps, settings: ConsumerSettings): Promise<Consumer> {
  const wanted: Partial<ConsumerConfig> = {
    ack_wait: nanos(settings.ackWaitMs),
    max_deliver: settings.maxDeliveries,
    filter_subject: `${deps.subjectPrefix}.>`,
  };
  const existing = await deps.jsm.consumers.info(deps.streamName, settings.name).catch(() => null);
  if (!existing) {
    await deps.jsm.consumers.add(deps.streamName, {
      ...wanted,
      durable_name: settings.name,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      replay_policy: ReplayPolicy.Instant,
    });
  } else if (
    existing.config.ack_wait !== wanted.ack_wait ||
    existing.config.max_deliver !== wanted.max_deliver ||
    existing.config.filter_subject !== wanted.filter_subject
  ) {
    await deps.jsm.consumers.update(deps.streamName, settings.name, wanted);
  }
  return deps.js.consumers.get(deps.streamName, settings.name);
}

function toDelivery(deps: Deps, settings: ConsumerSettings, msg: JsMsg): Delivery {
  const signal = async (send: () => void) => {
    send();
    await deps.nc.flush();
  };
  return createDelivery(toCommit(msg.seq, msg.json<unknown>()), msg.info.deliveryCount, settings, {
    async ack() {
      await msg.ackAck();
    },
    nak: (delayMs) => signal(() => msg.nak(delayMs)),
    term: () => signal(() => msg.term()),
    working: () => signal(() => msg.working()),
  });
}

/**
 * Durable pull consumers on the events stream (explicit ack, ack wait, bounded deliveries):
 * workers with the same durable name, in any process, share its messages, each message going to
 * one of them. A worker pulls one message at a time, so it never holds one it is not working on.
 * The back-off is applied here as an explicit `nak` delay: the server's `backoff` list would
 * replace the ack wait as well.
 */
export function createJetStreamConsumers(deps: Deps): DurableConsumers {
  const take = (settings: ConsumerSettings) => {
    let consumer: Consumer | null = null;
    return async (signal: AbortSignal): Promise<Delivery | null> => {
      consumer ??= await ensureConsumer(deps, settings);
      const msg = await consumer.next({ expires: pullExpiresMs }).catch((error: unknown) => {
        // Looked up again next time: the consumer may have been deleted or the server replaced.
        consumer = null;
        throw error;
      });
      if (!msg) return null;
      if (signal.aborted) {
        msg.nak();
        await deps.nc.flush();
        return null;
      }
      try {
        return toDelivery(deps, settings, msg);
      } catch (error) {
        // Not a commit: nothing can ever handle it.
        settings.logger.error({ err: error, consumer: settings.name, seq: msg.seq }, 'term');
        msg.term();
        return null;
      }
    };
  };
  return {
    consume(options, handler) {
      const settings = consumerSettings(options);
      return runConsumeLoop(take(settings), handler, settings);
    },
  };
}
