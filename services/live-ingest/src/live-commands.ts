import {
  type Catalogue,
  type EndLive,
  type EventStore,
  type LiveState,
  type LiveStreamEvent,
  liveDecider,
  runCommand,
  type StartLive,
} from '@rushes/events';

/** What the ingest server appends as: Rushes itself, named for the logs. */
const origin = { actor: { kind: 'system', id: 'live-ingest' } as const };

export interface LiveLog {
  store: EventStore;
  catalogue: Catalogue;
}

/** The Live asset as its stream holds it now. */
export async function liveStateOf(log: LiveLog, assetId: string): Promise<LiveState> {
  const { commits } = await log.store.readStream(`asset.${assetId}`);
  return (
    commits
      .flatMap((commit) => commit.events.map((stored) => log.catalogue.decode(stored, commit.meta)))
      // The decider passes over the stream's other events (renames, metadata, review statuses).
      .reduce(
        (state, event) => liveDecider.evolve(state, event as LiveStreamEvent),
        liveDecider.initialState,
      )
  );
}

/**
 * Decides and appends one step of a feed; its command id (`live:<version>:<step>`) makes a
 * retried step harmless. Resolves to the refusal's code, or null when it was recorded.
 */
export async function feedStep(
  log: LiveLog,
  assetId: string,
  versionId: string,
  command: StartLive | EndLive,
): Promise<string | null> {
  const step = command.type === 'StartLive' ? 'start' : 'end';
  const result = await runCommand(
    log,
    { ...origin, correlationId: `live:${versionId}` },
    {
      stream: `asset.${assetId}`,
      decider: liveDecider,
      command,
      commandId: `live:${versionId}:${step}`,
    },
  );
  return result.ok ? null : result.error.code;
}
