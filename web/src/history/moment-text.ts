import { messages } from '../messages/messages.ts';

export interface MomentFacts {
  actorName: string;
  /** The schema's `AssetChange`. */
  change: string;
  versionNumber?: number | null;
  detail?: string | null;
}

const statuses: Record<string, string> = messages.reviewStatus.statuses;

/** A moment of an asset's history in words: who did what, to which version. */
export function momentText({ actorName: who, change, versionNumber, detail }: MomentFacts) {
  const v = versionNumber ? `v${versionNumber}` : 'a version';
  switch (change) {
    case 'CREATED':
      return `${who} added it as “${detail ?? ''}”`;
    case 'VERSION_ADDED':
      return detail ? `${who} added ${v} (${detail})` : `${who} added ${v}`;
    case 'RENAMED':
      return `${who} renamed it to “${detail ?? ''}”`;
    case 'SLATE_SET':
      return `${who} gave it a slate from ${detail ?? 'a metadata file'}`;
    case 'CUSTOM_VALUES_SET':
      return `${who} set its custom fields`;
    case 'REVIEW_STATUS_SET': {
      const status = detail && statuses[detail.toUpperCase()];
      return status ? `${who} set ${v} to ${status}` : `${who} cleared the status of ${v}`;
    }
    case 'COMMENT_ADDED':
      return `${who} commented on ${v}`;
    case 'REPLY_ADDED':
      return `${who} replied on ${v}`;
    case 'COMMENT_EDITED':
      return `${who} edited a comment on ${v}`;
    case 'COMMENT_REMOVED':
      return `${who} deleted a comment on ${v}`;
    case 'FEED_STARTED':
      return `The feed of ${v} started`;
    case 'FEED_ENDED':
      return `The feed of ${v} ended`;
    case 'MOVED':
      return `${who} moved it to another folder`;
    case 'COPIED':
      return `${who} made it as a copy`;
    case 'DELETED':
      return `${who} deleted it`;
    default:
      return `${who} changed it`;
  }
}

/** The folder's words for an asset's change there: what came, went, or changed in it. */
export function folderChangeText(facts: MomentFacts & { assetName: string }) {
  const { actorName: who, assetName: name } = facts;
  switch (facts.change) {
    case 'ADDED':
      return `${who} added “${name}”`;
    case 'MOVED_IN':
      return `${who} moved “${name}” here`;
    case 'MOVED_OUT':
      return `${who} moved “${name}” to another folder`;
    case 'DELETED':
      return `${who} deleted “${name}”`;
    default:
      return `${name}: ${momentText(facts)}`;
  }
}
