import type { CatalogueEvent } from '../catalogue/catalogue.ts';
import type { catalogue } from '../catalogue/index.ts';
import type { DomainEvent } from '../envelope.ts';
import type { Owner } from './public-event.ts';
import { subjects } from './subjects.ts';

/**
 * The workspace and project a public event belongs to, as they were when it happened; null where
 * it belongs to none (users, sessions) or to one nobody placed. Either way only the whole
 * deployment's reach may see it.
 */
export interface Scope {
  workspaceId: string | null;
  projectId: string | null;
}

/** Where resources belonged at one point of the log. */
export interface ScopeLookup {
  /** The project of a subject (`assets/<id>` → its project's id); null when unknown. */
  projectOf(subject: string): string | null;
  /** The workspace a project was in; null when unknown. */
  workspaceOf(projectId: string): string | null;
}

/** What one event says about where resources belong from then on. */
export interface Placements {
  /** Subjects placed in a project for good: a project's folders, assets, comments, links. */
  subjects: { subject: string; projectId: string }[];
  /** Projects placed in a workspace until a later event moves them. */
  projects: { projectId: string; workspaceId: string }[];
}

type RushesEvent = CatalogueEvent<typeof catalogue>;

/**
 * Many events name only their own resource (`asset.renamed`, `comment.edited`): the events that
 * create a resource in a project, or move a project, say where it belongs. A reader of the log
 * keeps what they say to place the others. `event` is decoded (its newest version).
 */
export function placementsOf(event: DomainEvent): Placements {
  const known = event as RushesEvent;
  const inProject = (projectId: string, ...placed: string[]): Placements => ({
    subjects: placed.map((subject) => ({ subject, projectId })),
    projects: [],
  });
  switch (known.type) {
    case 'project.created':
      return {
        subjects: [{ subject: subjects.folder(known.data.rootFolderId), projectId: known.data.id }],
        projects: [{ projectId: known.data.id, workspaceId: known.data.workspaceId }],
      };
    case 'project.workspace_changed':
      return {
        subjects: [],
        projects: [{ projectId: known.data.id, workspaceId: known.data.workspaceId }],
      };
    case 'workspace.deleted':
      return {
        subjects: [],
        projects: known.data.projectIds.map((projectId) => ({
          projectId,
          workspaceId: known.data.defaultWorkspaceId,
        })),
      };
    case 'folder.created':
      return inProject(known.data.projectId, subjects.folder(known.data.id));
    case 'asset.created':
      return inProject(known.data.projectId, subjects.asset(known.data.id));
    case 'items.copied':
      return inProject(
        known.data.projectId,
        ...known.data.folders.map((folder) => subjects.folder(folder.id)),
        ...known.data.assets.map((asset) => subjects.asset(asset.id)),
      );
    case 'comment.added':
      return inProject(known.data.projectId, subjects.comment(known.data.id));
    case 'link.created':
      return inProject(known.data.projectId, subjects.link(known.data.id));
    default:
      return { subjects: [], projects: [] };
  }
}

/** The event types whose placements are not empty: what a reader keeping them must take. */
export const placingEventTypes = [
  'project.created',
  'project.workspace_changed',
  'workspace.deleted',
  'folder.created',
  'asset.created',
  'items.copied',
  'comment.added',
  'link.created',
] as const satisfies readonly RushesEvent['type'][];

/** The scope of a public event from what its mapping says it belongs to. */
export function scopeOf(owner: Owner, subject: string, lookup: ScopeLookup): Scope {
  if (owner === 'deployment') return { workspaceId: null, projectId: null };
  if (owner !== 'subject' && 'workspace' in owner) {
    return { workspaceId: owner.workspace, projectId: null };
  }
  const projectId = owner === 'subject' ? projectOfSubject(subject, lookup) : owner.project;
  return { workspaceId: projectId && lookup.workspaceOf(projectId), projectId };
}

function projectOfSubject(subject: string, lookup: ScopeLookup): string | null {
  const [collection, id] = subject.split('/');
  if (collection === 'projects' && id) return id;
  return lookup.projectOf(subject);
}
