import type { ObjectStorage } from '@rushes/storage';
import type { FastifyBaseLogger as Logger } from 'fastify';

const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Aborts the multipart uploads started more than `keepDays` (RUSHES_UPLOAD_KEEP_DAYS) before
 * `now`, parts and all: until then, choosing the same file again resumes them. What fails is
 * tried again at the next sweep. The upload's row stays `started`: finishing it answers that it
 * is gone, and resuming starts a new one.
 */
export async function sweepUploads(
  storage: ObjectStorage,
  logger: Logger,
  keepDays: number,
  now = new Date(),
) {
  const cutoff = new Date(now.getTime() - keepDays * DAY_MS);
  try {
    const aborted = await storage.abortMultipartUploadsStartedBefore(cutoff);
    if (aborted > 0) logger.info({ aborted, cutoff }, 'abandoned uploads aborted');
  } catch (error) {
    logger.warn({ err: error }, 'abandoned uploads could not be aborted; next sweep retries');
  }
}

/** Sweeps at start and then every hour, in every BFF; returns the stop. */
export function startUploadSweeper(
  storage: ObjectStorage,
  logger: Logger,
  keepDays: number,
): () => Promise<void> {
  let sweeping = sweepUploads(storage, logger, keepDays);
  const timer = setInterval(() => {
    sweeping = sweeping.then(() => sweepUploads(storage, logger, keepDays));
  }, HOUR_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await sweeping;
  };
}
