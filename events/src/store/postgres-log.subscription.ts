import type { Commit } from '../envelope.ts';
import type { Subscription } from './event-store.ts';
import type { CommitNotifier } from './postgres-log.notifier.ts';

const batchSize = 256;

/**
 * Reads the log page by page from `afterSeq` and feeds each commit to `onCommit` in turn. At the
 * end of the log it waits for a notification, or `pollMs` at most: the visibility horizon can
 * move when an unrelated transaction ends, and nothing notifies then.
 */
export function pollLog(
  read: (afterSeq: number, limit: number) => Promise<Commit[]>,
  notifier: CommitNotifier,
  pollMs: number,
  afterSeq: number,
  onCommit: (commit: Commit) => Promise<void>,
): Subscription {
  let closed = false;
  let stop = () => {};
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
  });
  const run = async () => {
    let cursor = afterSeq;
    while (!closed) {
      const seen = notifier.generation;
      const page = await read(cursor, batchSize);
      for (const commit of page) {
        if (closed) return;
        await onCommit(commit);
        cursor = commit.seq;
      }
      if (page.length < batchSize) await Promise.race([notifier.wait(seen, pollMs), stopped]);
    }
  };
  const done = run();
  // Failures are reported through `done`; this keeps an unobserved one from crashing the process.
  done.catch(() => {});
  return {
    done,
    async close() {
      closed = true;
      stop();
      await done.catch(() => {});
    },
  };
}
