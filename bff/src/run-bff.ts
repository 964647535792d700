import {
  type CheckpointWatcher,
  createCheckpointWatcher,
  type ProjectionRunner,
  startProjectionRunner,
} from '@rushes/events';
import { migrateToLatest } from '@rushes/migrations';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from './app.ts';
import { openSetupLink } from './auth/setup-link.ts';
import type { BffConfig } from './config.ts';
import { startLivePublisher } from './live/live.publisher.ts';
import type { Services } from './services.ts';
import { accountsOf, projectionsOf, type Slice } from './slice.ts';

/** How long a start waits for the read models to reach the log's head before first-user checks. */
const CATCH_UP_TIMEOUT_MS = 60_000;

/** What the caller brings: everything `buildApp` takes but the slices and what `runBff` starts. */
export type BffAdapters = Omit<AppDeps, 'checkpoints' | 'slices'>;

export interface RunningBff {
  app: FastifyInstance;
  /** The setup link's token when this start printed one. */
  setupToken: string | null;
  /** Closes the app, the projection runner and the checkpoint watcher (not the adapters). */
  close(): Promise<void>;
}

/** Whether the read models have reached the log's head, so "no user exists" can be trusted. */
async function readModelsCurrent(services: Services, slices: readonly Slice[]): Promise<boolean> {
  const head = await services.store.headSeq();
  if (head === 0) return true;
  const names = projectionsOf(slices).map(({ name }) => name);
  return services.checkpoints.waitFor(names, head, CATCH_UP_TIMEOUT_MS);
}

async function firstStart(services: Services, slices: readonly Slice[]): Promise<string | null> {
  if (!(await readModelsCurrent(services, slices))) {
    services.logger.warn('read models still catching up: first-user setup skipped on this start');
    return null;
  }
  for (const slice of slices) await slice.onStart?.(services);
  return openSetupLink(services, accountsOf(slices, services));
}

/**
 * A BFF made of `slices`, ready but not listening: migrates, starts the checkpoint watcher, the
 * projection runner, the live publisher and the app, and creates the first superuser or prints
 * the setup link. `startBff` runs it with the domain slices and listens; the test app runs it
 * with the same slices, in process.
 */
export async function runBff(
  config: BffConfig,
  adapters: BffAdapters,
  slices: readonly Slice[],
): Promise<RunningBff> {
  const { pool, db, store, catalogue } = adapters;
  await migrateToLatest(db);
  const checkpoints: CheckpointWatcher = createCheckpointWatcher(pool);
  let runner: ProjectionRunner | undefined;
  let live: ProjectionRunner | undefined;
  let app: FastifyInstance | undefined;
  const close = async () => {
    await live?.stop();
    await app?.close();
    await runner?.stop();
    await checkpoints.close();
  };
  try {
    app = await buildApp(config, { ...adapters, slices, checkpoints });
    const projections = projectionsOf(slices);
    runner = startProjectionRunner({ pool, db, store, catalogue, projections, logger: app.log });
    const topics = slices.flatMap((slice) => slice.live ?? []);
    live = startLivePublisher({ pool, services: app.services, topics });
    await app.ready();
    const setupToken = await firstStart(app.services, slices);
    return { app, setupToken, close };
  } catch (error) {
    await close();
    throw error;
  }
}
