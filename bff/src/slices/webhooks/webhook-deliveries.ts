import { createSealer } from '@rushes/runtime';
import { publicOrigin } from '../../config.ts';
import type { Services } from '../../services.ts';
import { eventScopesProjection } from '../event-feed/event-scope.projection.ts';
import { createFeedReader } from '../event-feed/feed-reader.ts';
import { createAddressGuard } from './address-guard.ts';
import { type DispatcherOptions, startDispatcher } from './delivery-dispatcher.ts';
import { createEnqueuer, type EnqueueProgress } from './delivery-enqueuer.ts';
import { webhooksProjection } from './webhook.projection.ts';
import { createWebhookSecrets } from './webhook-secrets.ts';

/** How long the enqueuer waits for the log to move before it looks for replays anyway. */
const IDLE_MS = 2_000;

/** The dispatcher's settings unless a caller (a test) says otherwise. */
export function dispatcherDefaults(services: Services): DispatcherOptions {
  return {
    clock: () => new Date(),
    guard: createAddressGuard(services.config.webhookAllowPrivate),
    timeoutMs: 10_000,
    leaseMs: 60_000,
    concurrency: 8,
    pollMs: 1_000,
    userAgent: `Rushes-Webhooks/${services.config.buildId}`,
  };
}

/** A webhook's signing secrets, sealed with the deployment's secrets key. */
export const webhookSecretsOf = (services: Services) =>
  createWebhookSecrets(services.db, createSealer(services.config.secretsKey));

/**
 * Webhook deliveries, run in every BFF (the slice's background): an enqueuer that queues the
 * log's events for the webhooks that take them (one BFF at a time), and a dispatcher that
 * delivers them (every BFF, sharing the queue). Returns the stop, which ends both cleanly.
 */
export function startWebhookDeliveries(
  services: Services,
  overrides: Partial<DispatcherOptions> = {},
): () => Promise<void> {
  const options = { ...dispatcherDefaults(services), ...overrides };
  const { db, store, checkpoints, logger } = services;
  const reader = createFeedReader({ store, db, source: publicOrigin(services.config) });
  const enqueuer = createEnqueuer({ db, store, reader, clock: options.clock });
  const dispatcher = startDispatcher(
    { db, services, secrets: webhookSecretsOf(services) },
    options,
  );
  const stopping = new AbortController();
  const stopped = new Promise<false>((resolve) =>
    stopping.signal.addEventListener('abort', () => resolve(false), { once: true }),
  );
  const rest = (ms: number) =>
    Promise.race([new Promise<false>((resolve) => setTimeout(resolve, ms, false)), stopped]);

  const enqueuing = (async () => {
    let seq = 0;
    while (!stopping.signal.aborted) {
      let progress: EnqueueProgress | null = null;
      try {
        progress = await enqueuer.pass();
      } catch (error) {
        logger.error({ err: error }, 'webhook enqueuer pass failed');
      }
      if (progress) {
        seq = progress.seq;
        dispatcher.wake();
        if (!progress.caughtUp) continue;
        const names = [eventScopesProjection.name, webhooksProjection.name];
        const moved = await Promise.race([checkpoints.waitFor(names, seq + 1, IDLE_MS), stopped]);
        if (moved) continue;
      }
      await rest(progress ? 100 : IDLE_MS);
    }
  })();

  return async () => {
    stopping.abort();
    await enqueuing;
    await dispatcher.stop();
  };
}
