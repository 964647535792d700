import type { CatalogueEvent } from '../catalogue/catalogue.ts';
import type { catalogue } from '../catalogue/index.ts';
import type { DomainEvent } from '../envelope.ts';
import type { Owner } from './public-event.ts';
import { subjects } from './subjects.ts';

/**
 * The workspace and project a public event belongs to, as they were when it happened; null where
 * it belongs to none (users, sessions) or to one the index does not know. Either way only the
 * whole deployment's reach may see it.
 */
export interface Scope {
  workspaceId: string | null;
  projectId: string | null;
}

/** Where resources belong, at one point of the log. */
export interface ScopeLookup {
  /** The project of a subject (`assets/<id>` → its project's id); null when unknown. */
  projectOf(subject: string): string | null;
  /** The workspace a project is in; null when unknown. */
  workspaceOf(projectId: string): string | null;
}

/** A `ScopeLookup` kept by reading the log in order, every event, private ones too. */
export interface ScopeIndex extends ScopeLookup {
  /** Takes in where the event puts a resource; `event` is decoded (its newest version). */
  learn(event: DomainEvent): void;
}

type RushesEvent = CatalogueEvent<typeof catalogue>;

/**
 * Many events name only their own resource (`asset.renamed`, `comment.edited`): the events that
 * create a resource in a project, or move a project, say where it belongs, and this index keeps
 * it. A project's folders, assets, comments and links never leave it; a project may change
 * workspace, so an event carries the workspace it happened in.
 */
export function createScopeIndex(): ScopeIndex {
  const projectOfSubject = new Map<string, string>();
  const workspaceOfProject = new Map<string, string>();
  const place = (subject: string, projectId: string) => projectOfSubject.set(subject, projectId);

  return {
    learn(event) {
      const known = event as RushesEvent;
      switch (known.type) {
        case 'project.created':
          workspaceOfProject.set(known.data.id, known.data.workspaceId);
          place(subjects.folder(known.data.rootFolderId), known.data.id);
          break;
        case 'project.workspace_changed':
          workspaceOfProject.set(known.data.id, known.data.workspaceId);
          break;
        case 'workspace.deleted':
          for (const projectId of known.data.projectIds) {
            workspaceOfProject.set(projectId, known.data.defaultWorkspaceId);
          }
          break;
        case 'folder.created':
          place(subjects.folder(known.data.id), known.data.projectId);
          break;
        case 'asset.created':
          place(subjects.asset(known.data.id), known.data.projectId);
          break;
        case 'items.copied':
          for (const folder of known.data.folders) {
            place(subjects.folder(folder.id), known.data.projectId);
          }
          for (const asset of known.data.assets) {
            place(subjects.asset(asset.id), known.data.projectId);
          }
          break;
        case 'comment.added':
          place(subjects.comment(known.data.id), known.data.projectId);
          break;
        case 'link.created':
          place(subjects.link(known.data.id), known.data.projectId);
          break;
      }
    },
    projectOf(subject) {
      const [collection, id] = subject.split('/');
      if (collection === 'projects' && id) return id;
      return projectOfSubject.get(subject) ?? null;
    },
    workspaceOf: (projectId) => workspaceOfProject.get(projectId) ?? null,
  };
}

/** The scope of a public event from what its mapping says it belongs to. */
export function scopeOf(owner: Owner, subject: string, lookup: ScopeLookup): Scope {
  if (owner === 'deployment') return { workspaceId: null, projectId: null };
  if (owner !== 'subject' && 'workspace' in owner) {
    return { workspaceId: owner.workspace, projectId: null };
  }
  const projectId = owner === 'subject' ? lookup.projectOf(subject) : owner.project;
  return { workspaceId: projectId && lookup.workspaceOf(projectId), projectId };
}
