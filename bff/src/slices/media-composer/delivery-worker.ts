import { type IntegrationType, systemOrigin } from '@rushes/events';
import { sql } from 'kysely';
import { decided } from '../../errors.ts';
import {
  createRequestContext,
  type LoaderFactory,
  type RequestContext,
} from '../../request-context.ts';
import type { Services } from '../../services.ts';
import { assetsProjection } from '../assets/asset.projection.ts';
import { commentsProjection } from '../comments/comment.projection.ts';
import { foldersProjection } from '../folders/folder.projection.ts';
import { deliveriesProjection } from './deliveries.projection.ts';
import { folderDeliveryCommands } from './folder-delivery.binding.ts';
import { type DeliveredFile, sameFiles } from './folder-delivery.decider.ts';
import { folderFiles } from './folder-files.ts';

/**
 * A project's folders are written once its changes have paused this long (a burst of comments
 * writes once), or once the oldest has waited `MAX_WAIT_MS` while more keep coming.
 */
const SETTLE_MS = 3_000;
const MAX_WAIT_MS = 30_000;
/** How often each BFF looks for settled folders. */
const EVERY_MS = 1_000;
/** A folder whose files could not be written is tried again this much later. */
const RETRY_MS = 30_000;
const INTEGRATION: IntegrationType = 'MEDIACOMPOSER';
/** What the files are made of: folders, clips and their versions, comments, the deliveries. */
const READ_MODELS = [
  foldersProjection,
  assetsProjection,
  commentsProjection,
  deliveriesProjection,
].map((projection) => projection.name);

interface Pending {
  folderId: string;
  projectId: string;
  seq: string;
}

/**
 * Takes the pending folders of the projects that have settled, for this BFF alone: rows another
 * BFF is taking are skipped, and taken rows are gone for everyone.
 */
async function takeSettled(services: Services, now: Date): Promise<Pending[]> {
  const quiet = new Date(now.getTime() - SETTLE_MS);
  const overdue = new Date(now.getTime() - MAX_WAIT_MS);
  const { rows } = await sql<Pending>`
    DELETE FROM delivery_pending WHERE folder_id IN (
      SELECT folder_id FROM delivery_pending WHERE project_id IN (
        SELECT project_id FROM delivery_pending GROUP BY project_id
        HAVING max(at) <= ${quiet} OR min(first_at) <= ${overdue}
      )
      FOR UPDATE SKIP LOCKED
    )
    RETURNING folder_id AS "folderId", project_id AS "projectId", seq
  `.execute(services.db);
  return rows;
}

/** Puts folders back to be tried again after `RETRY_MS`. */
async function putBack(services: Services, rows: readonly Pending[], now: Date) {
  const at = new Date(now.getTime() + RETRY_MS);
  await services.db
    .insertInto('deliveryPending')
    .values(rows.map((row) => ({ ...row, firstAt: at, at })))
    .onConflict((conflict) => conflict.column('folderId').doUpdateSet({ at }))
    .execute();
}

const asDelivered = ({
  kind,
  name,
  storageKey,
  contentType,
  size,
  sha256,
}: DeliveredFile): DeliveredFile => ({ kind, name, storageKey, contentType, size, sha256 });

/**
 * Brings one folder's files to what it holds now: written to storage and recorded when their
 * content (or name) changed, removed when the integration is off or the folder gone or without
 * clips, nothing otherwise. One BFF at a time per folder (an advisory lock held until the record
 * is in the read model), so the next comparison sees what the last one wrote.
 */
async function deliverFolder(ctx: RequestContext, { folderId, projectId }: Pending) {
  const { db, storage } = ctx.services;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`delivery:${folderId}`}, 0))`.execute(
      trx,
    );
    const folder = await db
      .selectFrom('folder')
      .selectAll()
      .where('id', '=', folderId)
      .executeTakeFirst();
    const on =
      folder &&
      (await db
        .selectFrom('projectIntegration')
        .select('projectId')
        .where('projectId', '=', folder.projectId)
        .where('integration', '=', INTEGRATION)
        .executeTakeFirst());
    const files = folder && on ? await folderFiles(ctx, folder) : [];
    const current = await db
      .selectFrom('deliveryFile')
      .selectAll()
      .where('folderId', '=', folderId)
      .where('integration', '=', INTEGRATION)
      .execute();
    const wanted = files.map(asDelivered);
    if (sameFiles(current, wanted)) return false;
    for (const file of files) {
      const kept = current.find((row) => row.storageKey === file.storageKey);
      if (kept?.sha256 === file.sha256) continue;
      await storage.putObject(file.storageKey, file.body, { contentType: file.contentType });
    }
    const command = {
      type: 'RecordDelivery' as const,
      folderId,
      projectId: folder?.projectId ?? projectId,
      integration: INTEGRATION,
      files: wanted,
    };
    const origin = systemOrigin(`delivery-${folderId}`);
    decided(await folderDeliveryCommands.run(ctx.services, origin, folderId, command));
    for (const row of current) {
      if (!wanted.some((file) => file.storageKey === row.storageKey)) {
        await storage.deletePrefix(row.storageKey);
      }
    }
    return true;
  });
}

/**
 * Writes the files of every settled folder (of projects with the integration on, or whose files
 * must go) once the read models have passed the changes; a folder that fails is logged and
 * tried again later. Answers how many folders' files changed.
 */
export async function deliverSettled(
  services: Services,
  loaders: readonly LoaderFactory[],
  now = new Date(),
): Promise<number> {
  const rows = await takeSettled(services, now);
  if (rows.length === 0) return 0;
  const seq = Math.max(...rows.map((row) => Number(row.seq)));
  if (!(await services.checkpoints.waitFor(READ_MODELS, seq))) {
    await putBack(services, rows, now);
    return 0;
  }
  const ctx = createRequestContext(
    services,
    { viewer: null, visitor: null },
    { id: `deliveries-${now.toISOString()}`, clientIp: null, headers: {} },
    loaders,
  );
  let changed = 0;
  for (const row of rows) {
    try {
      if (await deliverFolder(ctx, row)) changed += 1;
    } catch (error) {
      services.logger.error(
        { err: error, folderId: row.folderId },
        'delivery files could not be written; tried again later',
      );
      await putBack(services, [row], now);
    }
  }
  return changed;
}

/** Every BFF looks for settled folders every second; a failed round is logged and tried again. */
export function startDeliveryWorker(services: Services, loaders: readonly LoaderFactory[]) {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = deliverSettled(services, loaders)
      .catch((error: unknown) => {
        services.logger.error({ err: error }, 'delivery files round failed');
      })
      .finally(() => {
        busy = false;
      });
  }, EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
