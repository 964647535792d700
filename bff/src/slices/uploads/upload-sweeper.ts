import type { ObjectStorage } from '@rushes/storage';
import type { FastifyBaseLogger as Logger } from 'fastify';

const HOUR_MS = 60 * 60 * 1000;
/** An upload nobody finished within a day is abandoned (the largest takes hours, not days). */
export const ABANDONED_AFTER_MS = 24 * HOUR_MS;

/**
 * Aborts the multipart uploads started more than a day before `now`, parts and all; what fails
 * is tried again at the next sweep. The upload's row stays `started`: finishing it answers that
 * it is gone.
 */
export async function sweepUploads(storage: ObjectStorage, logger: Logger, now = new Date()) {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MS);
  try {
    const aborted = await storage.abortMultipartUploadsStartedBefore(cutoff);
    if (aborted > 0) logger.info({ aborted, cutoff }, 'abandoned uploads aborted');
  } catch (error) {
    logger.warn({ err: error }, 'abandoned uploads could not be aborted; next sweep retries');
  }
}

/** Sweeps at start and then every hour, in every BFF; returns the stop. */
export function startUploadSweeper(storage: ObjectStorage, logger: Logger): () => Promise<void> {
  let sweeping = sweepUploads(storage, logger);
  const timer = setInterval(() => {
    sweeping = sweeping.then(() => sweepUploads(storage, logger));
  }, HOUR_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await sweeping;
  };
}
