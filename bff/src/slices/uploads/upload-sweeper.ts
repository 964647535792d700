import type { Services } from '../../services.ts';
import { assetCommands } from '../assets/asset.binding.ts';
import { findUploadsStartedBefore } from './upload.queries.ts';

const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** Uploads one sweep ends at most; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * Aborts the multipart uploads started more than `keepDays` (RUSHES_UPLOAD_KEEP_DAYS) before
 * `now`, parts and all: until then, choosing the same file again resumes them. Each such upload
 * still started is then cancelled on its asset's stream, with Rushes as the actor, so it ends in
 * the transfer statistics too. What fails is tried again at the next sweep.
 */
export async function sweepUploads(services: Services, keepDays: number, now = new Date()) {
  const { storage, logger } = services;
  const cutoff = new Date(now.getTime() - keepDays * DAY_MS);
  try {
    const aborted = await storage.abortMultipartUploadsStartedBefore(cutoff);
    if (aborted > 0) logger.info({ aborted, cutoff }, 'abandoned uploads aborted');
    const abandoned = await findUploadsStartedBefore(services.db, cutoff, SWEEP_BATCH);
    for (const { id, assetId } of abandoned) {
      const origin = { actor: { kind: 'system' as const }, correlationId: `upload-sweep:${id}` };
      const command = { type: 'CancelUpload' as const, versionId: id };
      await assetCommands.run(services, origin, assetId, command, {
        idempotencyKey: `upload-sweep:${id}`,
      });
    }
    if (abandoned.length > 0)
      logger.info({ cancelled: abandoned.length }, 'abandoned uploads ended');
  } catch (error) {
    logger.warn({ err: error }, 'abandoned uploads could not be ended; next sweep retries');
  }
}

/** Sweeps at start and then every hour, in every BFF; returns the stop. */
export function startUploadSweeper(services: Services, keepDays: number): () => Promise<void> {
  let sweeping = sweepUploads(services, keepDays);
  const timer = setInterval(() => {
    sweeping = sweeping.then(() => sweepUploads(services, keepDays));
  }, HOUR_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await sweeping;
  };
}
