import type { ObjectStorage } from '@rushes/storage';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { expiredNotesPrefixes } from './notes-keys.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Deletes the notes files no URL reaches any more; what fails is tried again at the next sweep. */
export async function sweepNotes(storage: ObjectStorage, logger: Logger, now = new Date()) {
  for (const prefix of expiredNotesPrefixes(now)) {
    try {
      await storage.deletePrefix(prefix);
    } catch (error) {
      logger.warn(
        { err: error, prefix },
        'exported notes could not be deleted; next sweep retries',
      );
    }
  }
}

/**
 * Sweeps at start and then every hour, in every BFF: deleting what is gone already costs little.
 * Returns the stop.
 */
export function startNotesSweeper(storage: ObjectStorage, logger: Logger): () => Promise<void> {
  let sweeping = sweepNotes(storage, logger);
  const timer = setInterval(() => {
    sweeping = sweeping.then(() => sweepNotes(storage, logger));
  }, HOUR_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await sweeping;
  };
}
