import {
  type Actor,
  assetCreated,
  assetLiveCreated,
  assetRenamed,
  type DomainEvent,
} from '@rushes/events';
import type { AssetChange, FolderChangeKind } from '../../graphql/schema-types.generated.ts';
import { describedMoments } from '../history/asset-moments.ts';
import { placedBy } from '../history/asset-placement.ts';
import type { HistoryEntry } from '../history/past-asset.ts';

/** One change of an asset while it was in a folder, as the folder tells it. */
export interface FolderChange {
  /** Unique among the folder's changes: the asset and where in the log. */
  key: string;
  at: string;
  actor: Actor;
  kind: FolderChangeKind;
  assetId: string;
  /** Its name just after the change; null where its history does not say (a copy not renamed). */
  assetName: string | null;
  versionNumber: number | null;
  detail: string | null;
}

function nameAfter(event: DomainEvent, name: string | null): string | null {
  if (assetCreated.is(event) || assetLiveCreated.is(event) || assetRenamed.is(event)) {
    return event.data.name;
  }
  return name;
}

/** The asset's change as the folder sees it: it came (made, copied or moved in) or it left. */
function kindOf(change: AssetChange, placedHere: boolean): FolderChangeKind {
  if (change === 'CREATED' || change === 'COPIED') return 'ADDED';
  if (change === 'MOVED') return placedHere ? 'MOVED_IN' : 'MOVED_OUT';
  return change;
}

/**
 * What happened to an asset in a folder after `from` and up to `to` (ms since the epoch), in log
 * order: each moment of its history while it was in the folder just before or just after it, so
 * its arrival and its leaving count, and nothing it did elsewhere.
 */
export function changesIn(
  assetId: string,
  history: readonly HistoryEntry[],
  folderId: string,
  from: number,
  to: number,
): FolderChange[] {
  let folder: string | null = null;
  let name: string | null = null;
  const changes: FolderChange[] = [];
  for (const { moment, entry } of describedMoments(history)) {
    const before: string | null = folder;
    const placed = placedBy(entry.event);
    if (placed !== undefined) folder = placed;
    name = nameAfter(entry.event, name);
    const at = Date.parse(entry.at);
    if (at <= from || at > to || (before !== folderId && folder !== folderId)) continue;
    const { key, actor, change, versionNumber, detail } = moment;
    changes.push({
      ...{ key: `${assetId}.${key}`, at: entry.at, actor, assetId, assetName: name },
      ...{ kind: kindOf(change, folder === folderId), versionNumber, detail },
    });
  }
  return changes;
}
