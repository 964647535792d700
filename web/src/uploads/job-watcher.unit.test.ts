import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJobWatcher, type JobFeed } from './job-watcher.ts';
import type { JobSnapshot } from './operation.ts';
import { jobSnapshot } from './upload.fixture.ts';

function fakeFeed() {
  const open = new Map<string, { onJob: (job: JobSnapshot) => void; onEnd: () => void }>();
  const fetches: [string, string | null][] = [];
  let answer: JobSnapshot[] = [];
  const feed: JobFeed = {
    subscribe(projectId, onJob, onEnd) {
      open.set(projectId, { onJob, onEnd });
      return () => open.delete(projectId);
    },
    async fetchJobs(projectId, updatedAfter) {
      fetches.push([projectId, updatedAfter]);
      return answer;
    },
  };
  const answerWith = (jobs: JobSnapshot[]) => {
    answer = jobs;
  };
  return { feed, open, fetches, answerWith };
}

function setup() {
  const fake = fakeFeed();
  const received: JobSnapshot[] = [];
  const watcher = createJobWatcher(fake.feed, (job) => received.push(job));
  return { ...fake, watcher, received };
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-06-15T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('job watcher', () => {
  it('opens one feed per project while any of its jobs is watched', async () => {
    const { watcher, open } = setup();
    const stopA = watcher.watch('p1', 'a', null);
    const stopB = watcher.watch('p1', 'b', null);
    watcher.watch('p2', 'c', null);
    expect([...open.keys()]).toEqual(['p1', 'p2']);
    stopA();
    stopB();
    await vi.advanceTimersByTimeAsync(999);
    expect(open.has('p1')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect([...open.keys()]).toEqual(['p2']);
  });

  it('keeps the feed when a job is watched again within the grace', async () => {
    const { watcher, open } = setup();
    watcher.watch('p1', 'a', null)();
    await vi.advanceTimersByTimeAsync(500);
    watcher.watch('p1', 'a', null);
    await vi.advanceTimersByTimeAsync(5000);
    expect(open.has('p1')).toBe(true);
  });

  it('hands on live updates and does not poll while the feed talks', async () => {
    const { watcher, open, fetches, received } = setup();
    watcher.watch('p1', 'a', null);
    for (let second = 1; second <= 10; second++) {
      await vi.advanceTimersByTimeAsync(1000);
      open.get('p1')?.onJob(jobSnapshot('a', 'RUNNING', second * 10));
    }
    expect(received.map((job) => job.progress)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(fetches).toEqual([]);
  });

  it('asks the jobs query after a silence, for what changed since the newest update', async () => {
    const { watcher, open, fetches, answerWith, received } = setup();
    watcher.watch('p1', 'a', '2026-06-15T11:59:00.000Z');
    open.get('p1')?.onJob(jobSnapshot('a', 'RUNNING', 10, '2026-06-15T12:00:00.000Z'));
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetches).toEqual([]);
    answerWith([jobSnapshot('a', 'COMPLETED', 100, '2026-06-15T12:00:05.000Z')]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetches).toEqual([['p1', '2026-06-15T12:00:00.000Z']]);
    expect(received.at(-1)).toMatchObject({ state: 'COMPLETED' });
  });

  it('polls at once when the feed ends', async () => {
    const { watcher, open, fetches } = setup();
    watcher.watch('p1', 'a', null);
    open.get('p1')?.onEnd();
    await vi.advanceTimersByTimeAsync(2000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetches).toEqual([
      ['p1', null],
      ['p1', null],
    ]);
  });
});
