/**
 * Where a one-at-a-time consumer stands (the embedded log's consumer row, or its in-memory
 * twin): every commit up to `ackedSeq` is done; `pendingSeq` is the one being delivered, due
 * for (re)delivery in `dueInMs` (the ack wait of its delivery, or a nak's delay).
 */
export interface ConsumerPosition {
  ackedSeq: number;
  pendingSeq: number | null;
  deliveryCount: number;
  /** Milliseconds until the pending commit is due; 0 or less when it is. */
  dueInMs: number;
}

export type TakeStep =
  | { kind: 'next' }
  | { kind: 'wait'; ms: number }
  | { kind: 'redeliver' }
  | { kind: 'giveUp' };

/** What a worker does next: take the next commit, wait for the pending one, or redeliver it. */
export function takeStep(position: ConsumerPosition, maxDeliveries: number): TakeStep {
  if (position.pendingSeq === null) return { kind: 'next' };
  if (position.dueInMs > 0) return { kind: 'wait', ms: position.dueInMs };
  // Its last delivery went unanswered for the whole ack wait.
  if (position.deliveryCount >= maxDeliveries) return { kind: 'giveUp' };
  return { kind: 'redeliver' };
}
