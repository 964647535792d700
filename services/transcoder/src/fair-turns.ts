import type { Catalogue, Commit, EventStore } from '@rushes/events';
import { type JobWork, jobWorkIn } from './job-source.ts';
import { jobHistory } from './job-steps.ts';

/** How far past a job the log is read for other people's uploads waiting behind it. */
const LOOK_AHEAD_COMMITS = 500;
/** Whose first levels this transcoder started, counted over this long. */
const TURN_WINDOW_MS = 10 * 60_000;
/** Uploads looked at as candidates for a turn, at most, each a read of its job. */
const CANDIDATES = 10;

/**
 * Turns between the people who upload (decision 0141): the first levels this transcoder started
 * lately, by uploader, and the upload that should go before the one just taken — another
 * person's, still waiting further on in the log, who has had fewer turns. One person's hundred
 * files then go in turn with another's one, not all before it.
 */
export interface FairTurns {
  /** A waiting upload of someone with fewer turns than `work`'s uploader, or null. */
  before(commit: Commit, work: JobWork, passed: ReadonlySet<string>): Promise<JobWork | null>;
  /** A first level of `uploader`'s starts now. */
  started(uploader: string): void;
}

export function createFairTurns(deps: {
  store: EventStore;
  catalogue: Catalogue;
  now?: () => number;
}): FairTurns {
  const now = deps.now ?? Date.now;
  const starts = new Map<string, number[]>();
  const turns = (uploader: string) => {
    const recent = (starts.get(uploader) ?? []).filter((at) => now() - at < TURN_WINDOW_MS);
    starts.set(uploader, recent);
    return recent.length;
  };

  return {
    async before(commit, work, passed) {
      if (!work.uploader) return null;
      const own = turns(work.uploader);
      if (own === 0) return null;
      const ahead = await deps.store.readAll(commit.seq, LOOK_AHEAD_COMMITS);
      const candidates = ahead
        .flatMap((later) => jobWorkIn(later, deps.catalogue))
        .filter((other) => other.version && other.uploader && other.uploader !== work.uploader)
        .filter((other) => !passed.has(other.jobId))
        .map((other, order) => ({ other, order, turns: turns(other.uploader ?? '') }))
        .filter((candidate) => candidate.turns < own)
        .sort((a, b) => a.turns - b.turns || a.order - b.order)
        .slice(0, CANDIDATES);
      for (const { other } of candidates) {
        const { state } = await jobHistory(deps.store, deps.catalogue, other.jobId);
        if (state.status === 'WAITING') return other;
      }
      return null;
    },
    started(uploader) {
      turns(uploader);
      starts.get(uploader)?.push(now());
    },
  };
}
