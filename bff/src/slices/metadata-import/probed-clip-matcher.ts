import type { Services } from '../../services.ts';
import { assetCommands } from '../assets/asset.binding.ts';
import { clipOf, metadataOf } from '../metadata/clip-metadata.ts';
import { matchKeptRecord } from './metadata.queries.ts';

/** How often each BFF looks for clips probed since, and how many it takes at once. */
const MATCH_EVERY_MS = 2_000;
const BATCH = 100;

/**
 * Clips whose processing has just probed their source timecode, in folders that keep imported
 * metadata (metadata.projection): each is matched again, now by reel and timecode too, and gets
 * the record naming it. A row goes only once its clip is done, so a failure leaves it for the
 * next round; two BFFs taking the same row append once (the idempotency key).
 * How many clips got metadata.
 */
export async function matchProbedClips(services: Services): Promise<number> {
  const rows = await services.db
    .selectFrom('metadataMatchPending')
    .select(['versionId', 'assetId'])
    .orderBy('at')
    .limit(BATCH)
    .execute();
  let matched = 0;
  for (const { versionId, assetId } of rows) {
    if (await matchClip(services, versionId, assetId)) matched += 1;
    await services.db
      .deleteFrom('metadataMatchPending')
      .where('versionId', '=', versionId)
      .execute();
  }
  return matched;
}

async function matchClip(services: Services, versionId: string, assetId: string) {
  const { db } = services;
  const clip = await db
    .selectFrom('version')
    .innerJoin('asset', 'asset.id', 'version.assetId')
    .select(['version.filename', 'version.timecode', 'asset.folderId', 'asset.slate'])
    .where('version.id', '=', versionId)
    .executeTakeFirst();
  if (!clip || clip.slate !== null) return false;
  const kept = await matchKeptRecord(db, clip.folderId, clipOf(clip.filename, clip.timecode));
  if (!kept) return false;
  const { importId, filename } = kept;
  const metadata = metadataOf(assetId, kept.record, { importId, filename });
  const origin = {
    actor: { kind: 'system' as const },
    correlationId: `metadata-match:${versionId}`,
  };
  const command = { type: 'SetAssetMetadata' as const, metadata };
  // waits for every read model: the list's next reload shows the slate
  const options = { idempotencyKey: `metadata-match:${versionId}` };
  await assetCommands.run(services, origin, assetId, command, options);
  return true;
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
