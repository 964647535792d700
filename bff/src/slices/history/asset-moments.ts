import {
  type Actor,
  assetCreated,
  assetCustomValuesSet,
  assetLiveCreated,
  assetMetadataSet,
  assetRenamed,
  assetVersionAdded,
  commentAdded,
  commentEdited,
  commentRemoved,
  type DomainEvent,
  itemsCopied,
  itemsDeleted,
  itemsMoved,
  liveEnded,
  liveStarted,
  versionReviewStatusSet,
} from '@rushes/events';
import type { AssetChange } from '../../graphql/schema-types.generated.ts';
import type { HistoryEntry } from './past-asset.ts';

/** One change of an asset: when, by whom, what, and the word that says it best. */
export interface AssetMoment {
  /** Unique among the asset's moments: where in the log. */
  key: string;
  at: string;
  actor: Actor;
  change: AssetChange;
  /** The version it is about, by number, where it is about one. */
  versionNumber: number | null;
  /**
   * The new name, the file's name or the status set; never a comment's text, which its past
   * view shows to those who could read it then.
   */
  detail: string | null;
}

type Described = Pick<AssetMoment, 'change' | 'detail'> & { versionId?: string };

function describe(event: DomainEvent): Described | null {
  if (assetCreated.is(event) || assetLiveCreated.is(event)) {
    return { change: 'CREATED', detail: event.data.name };
  }
  if (assetVersionAdded.is(event)) {
    return {
      change: 'VERSION_ADDED',
      detail: event.data.filename,
      versionId: event.data.versionId,
    };
  }
  if (assetRenamed.is(event)) return { change: 'RENAMED', detail: event.data.name };
  if (assetMetadataSet.is(event))
    return { change: 'SLATE_SET', detail: event.data.source.filename };
  if (assetCustomValuesSet.is(event)) return { change: 'CUSTOM_VALUES_SET', detail: null };
  if (versionReviewStatusSet.is(event)) {
    const { status, versionId } = event.data;
    return { change: 'REVIEW_STATUS_SET', detail: status, versionId };
  }
  if (commentAdded.is(event)) {
    const { parentId, versionId } = event.data;
    return { change: parentId ? 'REPLY_ADDED' : 'COMMENT_ADDED', detail: null, versionId };
  }
  if (commentEdited.is(event)) return { change: 'COMMENT_EDITED', detail: null };
  if (commentRemoved.is(event)) return { change: 'COMMENT_REMOVED', detail: null };
  if (liveStarted.is(event)) {
    return { change: 'FEED_STARTED', detail: null, versionId: event.data.versionId };
  }
  if (liveEnded.is(event)) {
    return { change: 'FEED_ENDED', detail: null, versionId: event.data.versionId };
  }
  if (itemsMoved.is(event)) return { change: 'MOVED', detail: null };
  if (itemsCopied.is(event)) return { change: 'COPIED', detail: null };
  if (itemsDeleted.is(event)) return { change: 'DELETED', detail: null };
  return null;
}

/**
 * The moments an asset changed, the newest first: each event of its history that a person
 * would name (not an upload's progress), with the version it concerns by number. A comment's
 * edit or removal names the version of the comment.
 */
export function momentsOf(history: readonly HistoryEntry[]): AssetMoment[] {
  return describedMoments(history)
    .map(({ moment }) => moment)
    .reverse();
}

/** Each moment with the entry it describes, in log order. */
export function describedMoments(
  history: readonly HistoryEntry[],
): { moment: AssetMoment; entry: HistoryEntry }[] {
  const numbers = new Map<string, number>();
  const commentVersions = new Map<string, string>();
  const moments: { moment: AssetMoment; entry: HistoryEntry }[] = [];
  for (const [index, entry] of history.entries()) {
    const { seq, at, actor, event } = entry;
    if (assetVersionAdded.is(event) || liveStarted.is(event)) {
      numbers.set(event.data.versionId, event.data.number);
    }
    if (assetLiveCreated.is(event)) numbers.set(event.data.versionId, 1);
    if (commentAdded.is(event)) commentVersions.set(event.data.id, event.data.versionId);
    const described = describe(event);
    if (!described) continue;
    const { change, detail } = described;
    const commentId = (event.data as { id?: string }).id ?? '';
    const versionId = described.versionId ?? commentVersions.get(commentId);
    const versionNumber = (versionId && numbers.get(versionId)) || null;
    const moment = { key: `${seq}.${index}`, at, actor, change, versionNumber, detail };
    moments.push({ moment, entry });
  }
  return moments;
}
