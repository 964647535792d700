import type { AssetVersionAdded } from '../catalogue/asset.events.ts';
import type { LiveEnded, LiveEvent, LiveProtocol, LiveStarted } from '../catalogue/live.events.ts';
import type { Decider } from '../decider.ts';
import type { DomainEvent } from '../envelope.ts';
import { DomainError } from '../errors.ts';

/**
 * The Live commands of an asset's stream (`asset.<id>`, decision 0137): the BFF creates the asset
 * and its keys for a person; the ingest server starts and ends its feeds.
 */
export interface CreateLiveAsset {
  type: 'CreateLiveAsset';
  assetId: string;
  projectId: string;
  folderId: string;
  name: string;
  /** Its first version, waiting for the first feed. */
  versionId: string;
  /** Where its versions' files go in its project's storage (ends with `/`). */
  keyFolder: string;
  /** The id of its first stream key. */
  keyId: string;
}

/** A new stream key, replacing (revoking) the one in force. */
export interface IssueLiveKey {
  type: 'IssueLiveKey';
  keyId: string;
}

export interface RevokeLiveKey {
  type: 'RevokeLiveKey';
}

/** A feed sent with key `keyId` plays: it becomes the asset's next version. */
export interface StartLive {
  type: 'StartLive';
  keyId: string;
  feed: Omit<LiveStarted['data'], 'assetId' | 'projectId' | 'folderId' | 'number'>;
}

/**
 * The feed of version `versionId` ended; its recording (`size` bytes, named `filename`) is the
 * version's source, which job `jobId` processes (none for an empty recording).
 */
export interface EndLive {
  type: 'EndLive';
  versionId: string;
  ended: LiveEnded['data']['ended'];
  size: number;
  durationMs: number;
  filename: string;
  jobId: string;
}

export type LiveCommand = CreateLiveAsset | IssueLiveKey | RevokeLiveKey | StartLive | EndLive;

/** The feed that plays now. */
export interface LiveFeed {
  versionId: string;
  number: number;
  protocol: LiveProtocol;
  sourceKey: string;
}

export interface LiveState {
  assetId: string | null;
  place: { projectId: string; folderId: string } | null;
  /** Where its versions' files go: `<keyFolder><version>/`. */
  keyFolder: string;
  /** The version waiting for the first feed; null once a feed started. */
  waiting: string | null;
  /** The stream key in force; null once revoked. */
  keyId: string | null;
  /** The asset's highest version number. */
  versions: number;
  feed: LiveFeed | null;
}

/** The events of an asset's stream the Live commands fold; the stream's others change nothing. */
export type LiveStreamEvent = LiveEvent | AssetVersionAdded;

const notLive = () => new DomainError('NOT_FOUND', { field: 'assetId', entity: 'liveAsset' });
const blank = (name: string) => name.trim().length === 0;

function createLiveAsset(command: CreateLiveAsset, state: LiveState) {
  if (state.assetId !== null) return [];
  const name = command.name.trim();
  if (blank(name)) {
    return new DomainError('VALIDATION_FAILED', { field: 'name', rule: 'required' });
  }
  const { assetId: id, projectId, folderId, versionId, keyFolder, keyId } = command;
  return [
    {
      type: 'asset.live_created' as const,
      data: { id, projectId, folderId, name, versionId, keyFolder },
    },
    { type: 'live.key_issued' as const, data: { assetId: id, keyId } },
  ];
}

function issueLiveKey({ keyId }: IssueLiveKey, { assetId, keyId: current }: LiveState) {
  if (assetId === null) return notLive();
  if (current === keyId) return [];
  const revoked =
    current === null
      ? []
      : [{ type: 'live.key_revoked' as const, data: { assetId, keyId: current } }];
  return [...revoked, { type: 'live.key_issued' as const, data: { assetId, keyId } }];
}

function revokeLiveKey({ assetId, keyId }: LiveState) {
  if (assetId === null) return notLive();
  if (keyId === null) return [];
  return [{ type: 'live.key_revoked' as const, data: { assetId, keyId } }];
}

/**
 * The first feed plays the version waiting for it; a later one is a new version. A second start
 * of the same version (a retried one) is nothing new.
 */
function startLive({ keyId, feed }: StartLive, state: LiveState) {
  const { assetId, place } = state;
  if (assetId === null || place === null) return notLive();
  if (state.feed?.versionId === feed.versionId) return [];
  if (state.waiting !== null && state.waiting !== feed.versionId) {
    return new DomainError('STATE_CONFLICT', {
      field: 'versionId',
      entity: 'liveAsset',
      state: 'waiting',
    });
  }
  if (state.keyId !== keyId) {
    return new DomainError('STATE_CONFLICT', {
      field: 'streamKey',
      entity: 'liveKey',
      state: 'revoked',
    });
  }
  if (state.feed !== null) {
    return new DomainError('STATE_CONFLICT', {
      field: 'assetId',
      entity: 'liveAsset',
      state: 'live',
    });
  }
  const number = state.waiting !== null ? state.versions : state.versions + 1;
  const data = { ...feed, assetId, ...place, number };
  return [{ type: 'live.started' as const, data }];
}

/** Ending a feed that already ended is nothing new. */
function endLive(command: EndLive, state: LiveState) {
  const { assetId, place, feed } = state;
  if (assetId === null || place === null) return notLive();
  if (feed?.versionId !== command.versionId) return [];
  const { versionId, ended, size, durationMs } = command;
  const added: AssetVersionAdded['data'] = {
    ...{ assetId, versionId, ...place, number: feed.number, filename: command.filename, size },
    mimetype: 'video/mp2t',
    sourceKey: feed.sourceKey,
    jobId: size > 0 ? command.jobId : null,
  };
  return [
    { type: 'live.ended' as const, data: { assetId, versionId, ended, size, durationMs } },
    { type: 'asset.version_added' as const, data: added },
  ];
}

export const liveDecider: Decider<LiveCommand, LiveState, LiveStreamEvent> = {
  initialState: {
    ...{ assetId: null, place: null, keyFolder: '', waiting: null },
    ...{ keyId: null, versions: 0, feed: null },
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateLiveAsset':
        return createLiveAsset(command, state);
      case 'IssueLiveKey':
        return issueLiveKey(command, state);
      case 'RevokeLiveKey':
        return revokeLiveKey(state);
      case 'StartLive':
        return startLive(command, state);
      case 'EndLive':
        return endLive(command, state);
    }
  },
  evolve(state, event: DomainEvent) {
    const live = event as LiveStreamEvent;
    switch (live.type) {
      case 'asset.live_created': {
        const { id, projectId, folderId, versionId, keyFolder } = live.data;
        const place = { projectId, folderId };
        return { ...state, assetId: id, place, keyFolder, waiting: versionId, versions: 1 };
      }
      case 'live.key_issued':
        return { ...state, keyId: live.data.keyId };
      case 'live.key_revoked':
        return state.keyId === live.data.keyId ? { ...state, keyId: null } : state;
      case 'live.started': {
        const { versionId, number, protocol, sourceKey } = live.data;
        const feed = { versionId, number, protocol, sourceKey };
        return { ...state, feed, waiting: null, versions: Math.max(state.versions, number) };
      }
      case 'live.ended':
        return state.feed?.versionId === live.data.versionId ? { ...state, feed: null } : state;
      case 'asset.version_added':
        return { ...state, versions: Math.max(state.versions, live.data.number) };
      default:
        // The asset's other events (renames, metadata, review statuses) are not the feeds'.
        return state;
    }
  },
};
