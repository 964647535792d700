import type { PublicLogEvent, ScopeLookup } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

/** Where resources belonged at each point of a stretch of the log: a lookup per commit. */
export type ScopesAt = (seq: number) => ScopeLookup;

/** The subjects whose project the lookup may be asked for, and the projects events name. */
function askedOf(events: readonly PublicLogEvent[]) {
  const subjects = new Set<string>();
  const projects = new Set<string>();
  for (const { presented } of events) {
    const { owner, subject } = presented;
    if (owner === 'subject') {
      const [collection, id] = subject.split('/');
      if (collection === 'projects' && id) projects.add(id);
      else subjects.add(subject);
    } else if (owner !== 'deployment' && 'project' in owner) {
      projects.add(owner.project);
    }
  }
  return { subjects: [...subjects], projects };
}

/**
 * The scopes of a page of public events in two reads of the `event-scopes` read model: the
 * subjects' projects, then each project's workspaces up to the page's last commit.
 */
export async function loadScopes(
  db: Kysely<Database>,
  events: readonly PublicLogEvent[],
): Promise<ScopesAt> {
  const asked = askedOf(events);
  const projectOf = new Map<string, string>();
  if (asked.subjects.length > 0) {
    const rows = await db
      .selectFrom('eventScopeSubject')
      .select(['subject', 'projectId'])
      .where('subject', 'in', asked.subjects)
      .execute();
    for (const row of rows) {
      projectOf.set(row.subject, row.projectId);
      asked.projects.add(row.projectId);
    }
  }
  // Each project's placements, oldest first: a commit's workspace is the last placed by then.
  const placements = new Map<string, { fromSeq: number; workspaceId: string }[]>();
  const lastSeq = Math.max(0, ...events.map((event) => event.seq));
  if (asked.projects.size > 0) {
    const rows = await db
      .selectFrom('eventScopeProject')
      .select(['projectId', 'fromSeq', 'workspaceId'])
      .where('projectId', 'in', [...asked.projects])
      .where('fromSeq', '<=', String(lastSeq))
      .orderBy('projectId')
      .orderBy('fromSeq')
      .execute();
    for (const { projectId, fromSeq, workspaceId } of rows) {
      const list = placements.get(projectId) ?? [];
      list.push({ fromSeq: Number(fromSeq), workspaceId });
      placements.set(projectId, list);
    }
  }
  return (seq) => ({
    projectOf: (subject) => projectOf.get(subject) ?? null,
    workspaceOf: (projectId) =>
      placements.get(projectId)?.findLast((placed) => placed.fromSeq <= seq)?.workspaceId ?? null,
  });
}
