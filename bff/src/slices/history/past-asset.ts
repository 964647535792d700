import {
  type Actor,
  assetCreated,
  assetLiveCreated,
  assetMetadataSet,
  assetRenamed,
  assetVersionAdded,
  type CommentAnnotation,
  type CommentAuthor,
  commentAdded,
  commentEdited,
  commentRemoved,
  type DomainEvent,
  liveStarted,
  type ReviewStatus,
  versionReviewStatusSet,
} from '@rushes/events';
import type { AssetSlate } from '@rushes/migrations';

/** One of an asset's events as its history keeps it: where in the log, when, and by whom. */
export interface HistoryEntry {
  seq: number;
  /** ISO 8601, as the commit's meta has it. */
  at: string;
  actor: Actor;
  event: DomainEvent;
}

export interface PastComment {
  id: string;
  versionId: string;
  /** The thread's first comment, for a reply. */
  parentId: string | null;
  text: string;
  author: CommentAuthor;
  start: number | null;
  end: number | null;
  /** Its drawing, as written (a comment's drawing is never edited). */
  annotation: CommentAnnotation | null;
  createdAt: string;
  updatedAt: string;
  deleted: boolean;
}

export interface PastVersion {
  id: string;
  number: number;
  /** The uploaded file's name; null for a Live asset's feed. */
  filename: string | null;
  addedAt: string;
  reviewStatus: ReviewStatus | null;
  /** Comments and replies in the order they were written. */
  comments: PastComment[];
}

/** An asset as it was at one moment: its name, slate and versions (the newest first). */
export interface PastAsset {
  id: string;
  name: string;
  createdAt: string;
  slate: AssetSlate | null;
  versions: PastVersion[];
}

const timeOf = (entry: HistoryEntry) => Date.parse(entry.at);

/**
 * The fold's working state: the asset's fields, its versions and its comments by id. Its objects
 * are the fold's own, changed in place: one pass over thousands of events, not a copy per event.
 */
interface Folding {
  asset: Omit<PastAsset, 'versions'> | null;
  versions: Map<string, PastVersion>;
  comments: Map<string, PastComment>;
}

function addVersion(
  state: Folding,
  id: string,
  number: number,
  filename: string | null,
  at: string,
) {
  if (state.versions.has(id)) return;
  state.versions.set(id, { id, number, filename, addedAt: at, reviewStatus: null, comments: [] });
}

/** One more event of the asset's history. */
function evolve(state: Folding, { at, event }: HistoryEntry): void {
  if (assetCreated.is(event) || assetLiveCreated.is(event)) {
    const { id, name } = event.data;
    state.asset = { id, name, createdAt: at, slate: null };
    if (assetLiveCreated.is(event)) addVersion(state, event.data.versionId, 1, null, at);
    return;
  }
  const { asset } = state;
  if (!asset) return;
  if (assetRenamed.is(event)) asset.name = event.data.name;
  else if (assetMetadataSet.is(event)) asset.slate = event.data.slate;
  else if (assetVersionAdded.is(event)) {
    const { versionId, number, filename } = event.data;
    addVersion(state, versionId, number, filename, at);
  } else if (liveStarted.is(event)) {
    addVersion(state, event.data.versionId, event.data.number, null, at);
  } else if (versionReviewStatusSet.is(event)) {
    const version = state.versions.get(event.data.versionId);
    if (version) version.reviewStatus = event.data.status;
  } else evolveComment(state, at, event);
}

function evolveComment(state: Folding, at: string, event: DomainEvent): void {
  if (commentAdded.is(event)) {
    const { id, versionId, parentId, text, author, start, end, annotation } = event.data;
    const version = state.versions.get(versionId);
    if (!version) return;
    const comment: PastComment = {
      ...{ id, versionId, parentId, text, author, start, end, annotation },
      createdAt: at,
      updatedAt: at,
      deleted: false,
    };
    state.comments.set(id, comment);
    version.comments.push(comment);
    return;
  }
  const comment = state.comments.get((event.data as { id: string }).id);
  if (!comment) return;
  if (commentEdited.is(event)) {
    comment.text = event.data.text;
    comment.updatedAt = at;
  } else if (commentRemoved.is(event)) {
    Object.assign(comment, { text: '', deleted: true, updatedAt: at });
  }
}

/**
 * The asset as it was at `at` (ms since the epoch): its history's events up to that moment,
 * folded in log order; null before it was made. Later edits are undone, comments removed later
 * are back, and those written later are not there.
 */
export function assetAt(history: readonly HistoryEntry[], at: number): PastAsset | null {
  const state: Folding = { asset: null, versions: new Map(), comments: new Map() };
  // in log order, which the clocks of several BFFs may not quite keep: every event up to `at`
  for (const entry of history) if (timeOf(entry) <= at) evolve(state, entry);
  if (!state.asset) return null;
  // the newest version first
  return { ...state.asset, versions: [...state.versions.values()].reverse() };
}
