import {
  assetCreated,
  assetLiveCreated,
  type DomainEvent,
  itemsCopied,
  itemsDeleted,
  itemsMoved,
} from '@rushes/events';
import type { HistoryEntry } from './past-asset.ts';

/** The folder an event put the asset in (null: deleted); undefined where it did not move it. */
export function placedBy(event: DomainEvent): string | null | undefined {
  if (assetCreated.is(event) || assetLiveCreated.is(event)) return event.data.folderId;
  if (itemsMoved.is(event)) return event.data.targetId;
  if (itemsCopied.is(event)) return event.data.assets[0]?.folderId ?? null;
  if (itemsDeleted.is(event)) return null;
  return undefined;
}

/** The folder the asset was in at `at` (ms since the epoch); null before it was made or once deleted. */
export function folderAt(history: readonly HistoryEntry[], at: number): string | null {
  let folder: string | null = null;
  for (const entry of history) {
    if (Date.parse(entry.at) > at) continue;
    const placed = placedBy(entry.event);
    if (placed !== undefined) folder = placed;
  }
  return folder;
}
