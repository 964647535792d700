import { catalogue } from '../catalogue/index.ts';
import type { Commit } from '../envelope.ts';
import { publicEventsOf, type RushesCloudEvent, toCloudEvent } from './cloud-event.ts';
import { placementsOf, type ScopeLookup, scopeOf } from './placements.ts';

/**
 * A reader of the whole log in order, as the feed's scope read model is: each commit's
 * placements are learnt before its own events are scoped.
 */
export function replayAsCloudEvents(log: readonly Commit[], source: string): RushesCloudEvent[] {
  const projectOfSubject = new Map<string, string>();
  const workspaceOfProject = new Map<string, string>();
  const lookup: ScopeLookup = {
    projectOf: (subject) => projectOfSubject.get(subject) ?? null,
    workspaceOf: (projectId) => workspaceOfProject.get(projectId) ?? null,
  };
  return log.flatMap((commit) => {
    for (const stored of commit.events) {
      const placed = placementsOf(catalogue.decode(stored, commit.meta));
      for (const { subject, projectId } of placed.subjects)
        projectOfSubject.set(subject, projectId);
      for (const { projectId, workspaceId } of placed.projects) {
        workspaceOfProject.set(projectId, workspaceId);
      }
    }
    return publicEventsOf(commit).map((event) => {
      const scope = scopeOf(event.presented.owner, event.presented.subject, lookup);
      return toCloudEvent(event, { source, scope });
    });
  });
}
