import type { JobSnapshot } from './operation.ts';

/** The jobs query runs every 2000 ms (the spec's status poll) while the live feed is silent. */
export const POLL_INTERVAL_MS = 2000;
/** A feed with no news for this long, while jobs run, is taken as not connected. */
export const SILENCE_MS = 5000;
/** A project's feed stays open this long after its last job is unwatched (rows re-rendering). */
const CLOSE_GRACE_MS = 1000;

export interface JobFeed {
  /** Live job updates of one project; `onEnd` when the feed errs or completes. */
  subscribe(projectId: string, onJob: (job: JobSnapshot) => void, onEnd: () => void): () => void;
  /** The project's jobs changed after the given time (all when null). */
  fetchJobs(projectId: string, updatedAfter: string | null): Promise<JobSnapshot[]>;
}

export interface JobWatcher {
  /** Follows a job until the returned function is called; returns that function. */
  watch(projectId: string, jobId: string, updatedAt: string | null): () => void;
  dispose(): void;
}

interface ProjectFeed {
  jobs: Map<string, number>;
  stop: () => void;
  alive: boolean;
  lastNewsAt: number;
  updatedAfter: string | null;
  polling: boolean;
  closing: ReturnType<typeof setTimeout> | null;
}

/** Whether to ask the jobs query: the feed ended, or said nothing for a while. */
export function shouldPoll(feed: { alive: boolean; lastNewsAt: number }, now: number): boolean {
  return !feed.alive || now - feed.lastNewsAt >= SILENCE_MS;
}

const later = (a: string | null, b: string): string =>
  a === null || Date.parse(b) > Date.parse(a) ? b : a;

/**
 * Follows the jobs that rows and uploads show: one `jobUpdated(projectId)` feed per project
 * while any of its jobs is watched, and the `jobs(updatedAfter)` query when that feed is not
 * connected. Every update reaches `onJob` (the upload list; Relay's store updates itself).
 */
export function createJobWatcher(feed: JobFeed, onJob: (job: JobSnapshot) => void): JobWatcher {
  const projects = new Map<string, ProjectFeed>();
  let poller: ReturnType<typeof setInterval> | null = null;

  const receive = (project: ProjectFeed, job: JobSnapshot) => {
    project.lastNewsAt = Date.now();
    project.updatedAfter = later(project.updatedAfter, job.updatedAt);
    onJob(job);
  };

  function open(projectId: string, updatedAt: string | null): ProjectFeed {
    const project: ProjectFeed = {
      jobs: new Map(),
      stop: () => {},
      alive: true,
      lastNewsAt: Date.now(),
      updatedAfter: updatedAt,
      polling: false,
      closing: null,
    };
    project.stop = feed.subscribe(
      projectId,
      (job) => receive(project, job),
      () => {
        project.alive = false;
      },
    );
    projects.set(projectId, project);
    poller ??= setInterval(poll, POLL_INTERVAL_MS);
    return project;
  }

  function close(projectId: string, project: ProjectFeed) {
    project.stop();
    projects.delete(projectId);
    if (projects.size === 0 && poller) {
      clearInterval(poller);
      poller = null;
    }
  }

  function poll() {
    const now = Date.now();
    for (const [projectId, project] of projects) {
      if (project.polling || !shouldPoll(project, now)) continue;
      project.polling = true;
      feed
        .fetchJobs(projectId, project.updatedAfter)
        .then((jobs) => {
          for (const job of jobs) receive(project, job);
        })
        .catch(() => {})
        .finally(() => {
          project.polling = false;
        });
    }
  }

  return {
    watch(projectId, jobId, updatedAt) {
      const project = projects.get(projectId) ?? open(projectId, updatedAt);
      if (project.closing) clearTimeout(project.closing);
      project.closing = null;
      project.jobs.set(jobId, (project.jobs.get(jobId) ?? 0) + 1);
      let watching = true;
      return () => {
        if (!watching) return;
        watching = false;
        const count = (project.jobs.get(jobId) ?? 1) - 1;
        if (count > 0) project.jobs.set(jobId, count);
        else project.jobs.delete(jobId);
        if (project.jobs.size > 0) return;
        project.closing = setTimeout(() => close(projectId, project), CLOSE_GRACE_MS);
      };
    },
    dispose() {
      for (const [projectId, project] of projects) {
        if (project.closing) clearTimeout(project.closing);
        close(projectId, project);
      }
    },
  };
}
