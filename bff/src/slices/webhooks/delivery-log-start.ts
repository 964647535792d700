import type { EventStore } from '@rushes/events';
import type { FeedPosition } from '../event-feed/feed-position.ts';

/** Past every event of a commit: a position after it whatever it holds. */
export const afterCommit = (seq: number): FeedPosition => ({ seq, index: 2_147_483_647 });

/**
 * Where a replay from `time` starts: after the last commit decided before it, found by bisecting
 * the log up to `untilSeq` (its commits' times follow their order, up to the clocks of the BFFs
 * that decided them; the replay then skips any event earlier than `time`).
 */
export async function positionBefore(
  store: Pick<EventStore, 'readAll'>,
  time: Date,
  untilSeq: number,
): Promise<FeedPosition> {
  let before = 0;
  let upTo = untilSeq;
  while (before < upTo) {
    const middle = Math.floor((before + upTo) / 2);
    const [commit] = await store.readAll(middle, 1);
    if (!commit || commit.seq > upTo || new Date(commit.meta.at) >= time) upTo = middle;
    else before = commit.seq;
  }
  return afterCommit(before);
}
