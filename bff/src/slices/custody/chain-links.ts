import { chainHash, genesisHash, type RushesCloudEvent, sameEvent } from '@rushes/events';

/** The last link of a project's chain: its position (0 before the first) and hash. */
export interface ChainHead {
  position: number;
  hash: string;
}

/** One row of `custody_chain`. */
export interface ChainLink {
  projectId: string;
  position: number;
  eventId: string;
  cloudEvent: RushesCloudEvent;
  previousHash: string;
  hash: string;
}

/** Where a project's chain starts. */
export const chainStart: ChainHead = { position: 0, hash: genesisHash };

/**
 * Appends each project's events, in the order given (the log's), to the end of its chain:
 * `heads` are the chains' ends (none yet: `chainStart`), and are moved to the new ends. Events of
 * no project are not chained.
 */
export function extendChains(
  heads: Map<string, ChainHead>,
  events: readonly RushesCloudEvent[],
): ChainLink[] {
  return events.flatMap((cloudEvent) => {
    const projectId = cloudEvent.rushesproject;
    if (!projectId) return [];
    const head = heads.get(projectId) ?? chainStart;
    const link = {
      projectId,
      position: head.position + 1,
      eventId: cloudEvent.id,
      cloudEvent,
      previousHash: head.hash,
      hash: chainHash(head.hash, cloudEvent),
    };
    heads.set(projectId, { position: link.position, hash: link.hash });
    return [link];
  });
}

/**
 * Why a chain does not hold at an event:
 * - `EVENT_CHANGED`: the log's event is not the one chained there;
 * - `EVENT_MISSING`: an event chained there is no longer in the log;
 * - `EVENT_UNCHAINED`: the log has an event the chain does not hold;
 * - `CHAIN_ALTERED`: a link of the chain itself was changed (its hash, or the hash before it).
 */
export type BreakReason = 'EVENT_CHANGED' | 'EVENT_MISSING' | 'EVENT_UNCHAINED' | 'CHAIN_ALTERED';

/**
 * Checks the next event of a project's log against the link stored for it (found by the event's
 * id), after `head`: null when it holds, else why not.
 */
export function checkLink(
  head: ChainHead,
  link: ChainLink | undefined,
  fromLog: RushesCloudEvent,
): BreakReason | null {
  if (!link) return 'EVENT_UNCHAINED';
  if (link.projectId !== fromLog.rushesproject) return 'EVENT_CHANGED';
  if (link.position > head.position + 1) return 'EVENT_MISSING';
  if (link.position < head.position + 1 || link.previousHash !== head.hash) return 'CHAIN_ALTERED';
  if (chainHash(link.previousHash, link.cloudEvent) !== link.hash) return 'CHAIN_ALTERED';
  return sameEvent(link.cloudEvent, fromLog) ? null : 'EVENT_CHANGED';
}
