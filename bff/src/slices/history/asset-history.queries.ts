import type { Actor, Catalogue } from '@rushes/events';
import type { AssetHistoryRow, Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import type { HistoryEntry } from './past-asset.ts';

/** How many assets' histories a BFF keeps decoded: those opened last. */
const KEPT_HISTORIES = 100;

interface Kept {
  /** The last commit read. */
  seq: number;
  entries: HistoryEntry[];
}

/** Each BFF's decoded histories (by its database), the oldest opened first. */
const keptBy = new WeakMap<Kysely<Database>, Map<string, Kept>>();

function keptOf(db: Kysely<Database>): Map<string, Kept> {
  const kept = keptBy.get(db) ?? new Map<string, Kept>();
  keptBy.set(db, kept);
  return kept;
}

type Row = Pick<AssetHistoryRow, 'seq' | 'at' | 'actor' | 'type' | 'version' | 'data'>;

/** A row as a history entry, its event upcast (the upcasters read the commit's actor and time). */
function entryOf(catalogue: Catalogue, row: Row): HistoryEntry {
  const at = row.at.toISOString();
  const actor = row.actor as Actor;
  const meta = { actor, at, commandId: '', correlationId: '', causationId: null, clientIp: null };
  const { type, version, data } = row;
  return {
    seq: Number(row.seq),
    at,
    actor,
    event: catalogue.decode({ type, version, data }, meta),
  };
}

/**
 * An asset's history in log order, each event upcast to its catalogue version now. What the log
 * holds never changes and the history only grows, so a BFF keeps the histories it decoded last
 * and reads only the commits past them.
 */
export async function findAssetHistory(
  { db, catalogue }: { db: Kysely<Database>; catalogue: Catalogue },
  assetId: string,
): Promise<HistoryEntry[]> {
  const kept = keptOf(db);
  const known = kept.get(assetId);
  const rows = await db
    .selectFrom('assetHistory')
    .select(['seq', 'at', 'actor', 'type', 'version', 'data'])
    .where('assetId', '=', assetId)
    .where('seq', '>', String(known?.seq ?? 0))
    .orderBy('seq')
    .orderBy('position')
    .execute();
  const entries = [...(known?.entries ?? []), ...rows.map((row) => entryOf(catalogue, row))];
  kept.delete(assetId);
  kept.set(assetId, { seq: entries.at(-1)?.seq ?? 0, entries });
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT_HISTORIES) break;
    kept.delete(oldest);
  }
  return entries;
}

/**
 * The histories of every asset ever made in, copied or moved into a folder (so every asset that
 * was ever in it), each in log order: read in one query, not kept.
 */
export async function findFolderHistories(
  { db, catalogue }: { db: Kysely<Database>; catalogue: Catalogue },
  folderId: string,
): Promise<Map<string, HistoryEntry[]>> {
  const rows = await db
    .selectFrom('assetHistory')
    .select(['assetId', 'seq', 'at', 'actor', 'type', 'version', 'data'])
    .where(
      'assetId',
      'in',
      db.selectFrom('assetHistory').select('assetId').where('folderId', '=', folderId),
    )
    .orderBy('assetId')
    .orderBy('seq')
    .orderBy('position')
    .execute();
  const histories = new Map<string, HistoryEntry[]>();
  for (const row of rows) {
    const entries = histories.get(row.assetId) ?? [];
    entries.push(entryOf(catalogue, row));
    histories.set(row.assetId, entries);
  }
  return histories;
}
