import type { ApiTokenUsed, Decider, VersionPlayed, VersionViewed } from '@rushes/events';

/** What a version is, for the record of who looked at it. */
interface VersionFacts {
  projectId: string;
  assetId: string;
  versionId: string;
}

/** Records that someone was handed a version to look at (its file too, for `original`). */
export interface RecordView extends VersionFacts {
  type: 'RecordView';
  original: boolean;
}

/** Records that a signed-in user started playing a version. */
export interface RecordPlay extends VersionFacts {
  type: 'RecordPlay';
}

/** Records that a machine's API token read a project's data. */
export interface RecordTokenUse {
  type: 'RecordTokenUse';
  tokenId: string;
  projectId: string;
  channel: 'graphql' | 'feed';
  reads: readonly string[];
}

export type AccessCommand = RecordView | RecordPlay | RecordTokenUse;
export type AccessEvent = VersionViewed | VersionPlayed | ApiTokenUsed;

/** Most reads one token use names: the rest of a long list is left out. */
export const maxReads = 50;

function eventOf(command: AccessCommand): AccessEvent {
  switch (command.type) {
    case 'RecordView': {
      const { projectId, assetId, versionId, original } = command;
      return { type: 'version.viewed', data: { projectId, assetId, versionId, original } };
    }
    case 'RecordPlay': {
      const { projectId, assetId, versionId } = command;
      return { type: 'version.played', data: { projectId, assetId, versionId } };
    }
    case 'RecordTokenUse': {
      const { tokenId, projectId, channel, reads } = command;
      const data = { tokenId, projectId, channel, reads: reads.slice(0, maxReads) };
      return { type: 'api_token.used', data };
    }
  }
}

/**
 * One access of a window (stream `access.<id>`, the id named by who, what and the hour: see
 * `access-records.ts`): recorded once, so a second view, play or read in the same hour, from
 * this BFF or another, appends nothing.
 */
export const accessDecider: Decider<AccessCommand, { recorded: boolean }, AccessEvent> = {
  initialState: { recorded: false },
  decide: (command, state) => (state.recorded ? [] : [eventOf(command)]),
  evolve: () => ({ recorded: true }),
};
