import { runCommand } from '@rushes/events';
import { sql } from 'kysely';
import type { Services } from '../../services.ts';
import { clipOf, metadataOf } from '../metadata/clip-metadata.ts';
import { matchKeptRecord } from '../metadata/metadata.queries.ts';
import { assetDecider } from './asset.decider.ts';

/** How often each BFF looks for clips probed since, and how many it takes at once. */
const MATCH_EVERY_MS = 2_000;
const BATCH = 100;

/**
 * Clips whose processing has just probed their source timecode, in folders that keep imported
 * metadata (metadata.projection): each is matched again, now by reel and timecode too, and gets
 * the record naming it. Rows another BFF is taking are skipped; taken rows are gone for everyone.
 * How many clips got metadata.
 */
export async function matchProbedClips(services: Services): Promise<number> {
  const { db } = services;
  const { rows } = await sql<{ versionId: string; assetId: string }>`
    DELETE FROM metadata_match_pending WHERE version_id IN (
      SELECT version_id FROM metadata_match_pending ORDER BY at LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING version_id AS "versionId", asset_id AS "assetId"`.execute(db);
  let matched = 0;
  for (const { versionId, assetId } of rows) {
    const clip = await db
      .selectFrom('version')
      .innerJoin('asset', 'asset.id', 'version.assetId')
      .select(['version.filename', 'version.timecode', 'asset.folderId', 'asset.slate'])
      .where('version.id', '=', versionId)
      .executeTakeFirst();
    if (!clip || clip.slate !== null) continue;
    const match = clipOf(clip.filename, clip.timecode);
    const kept = await matchKeptRecord(db, clip.folderId, match);
    if (!kept) continue;
    const { importId, filename } = kept;
    const metadata = metadataOf(assetId, kept.record, { importId, filename });
    await runCommand(
      services,
      { actor: { kind: 'system' }, correlationId: `metadata-match:${versionId}` },
      {
        stream: `asset.${assetId}`,
        decider: assetDecider,
        command: { type: 'SetAssetMetadata', metadata },
        // the list's next reload shows the slate
        readModels: services.readModels,
        idempotencyKey: `metadata-match:${versionId}`,
      },
    );
    matched += 1;
  }
  return matched;
}

export function startProbedClipMatcher(services: Services) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = matchProbedClips(services).catch((error: unknown) => {
      services.logger.error({ err: error }, 'matching probed clips to metadata failed');
    });
  }, MATCH_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
