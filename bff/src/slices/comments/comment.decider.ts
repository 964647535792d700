import {
  type CommentAuthor,
  type CommentEvent,
  type CommentMarker,
  type Decider,
  DomainError,
} from '@rushes/events';
import { annotationProblem } from '@rushes/rules';
import { commentAllowedTo, type ProjectAccess, type Viewer } from '../policy.ts';
import { invalid } from '../validation.ts';

/** The comment a reply answers, as the read model has it. */
export interface RepliedComment {
  id: string;
  versionId: string;
  /** Set when it is itself a reply: threads are one level deep, so the reply joins that thread. */
  parentId: string | null;
  deleted: boolean;
}

/**
 * Adds a comment on a version, by a user or a share link's visitor. `reply` names the comment
 * answered and what the caller found under that id (undefined when nothing); a reply has no
 * position of its own.
 */
export interface AddComment {
  type: 'AddComment';
  commentId: string;
  by: CommentAuthor;
  version: { id: string; assetId: string; projectId: string };
  reply: { commentId: string; found: RepliedComment | undefined } | null;
  text: string;
  position: { start: number; end: number | null } | null;
  /** A drawing on the picture at `position` (the caller checked who may draw); `scene` as JSON. */
  annotation: { width: number; height: number; scene: string } | null;
  /** The edit suite's marker it was imported from, if it was. */
  marker: CommentMarker | null;
  /** The comment on another version of the asset it was carried from, if it was. */
  carriedFrom: string | null;
  /** The users its text names with `@`, found by the caller among those who may read it. */
  mentions?: readonly string[];
  /** The review session it is made in (the caller checked the author is in it, showing it). */
  sessionId?: string | null;
}

/**
 * `by` is the user acting (null for a share link's visitor); `access` is the actor's place in the
 * comment's project, which the policy weighs.
 */
export interface EditComment {
  type: 'EditComment';
  commentId: string;
  by: Viewer;
  access: ProjectAccess;
  text: string;
}

export interface RemoveComment {
  type: 'RemoveComment';
  commentId: string;
  by: Viewer;
  access: ProjectAccess;
}

export type CommentCommand = AddComment | EditComment | RemoveComment;

/**
 * `authorId` is the user who wrote the comment; null for a visitor's or an API token's, which
 * nobody edits; nor is an annotation (`isAnnotation`) ever edited.
 */
export type CommentState =
  | { status: 'none' }
  | { status: 'active'; authorId: string | null; isAnnotation: boolean; text: string }
  | { status: 'removed'; authorId: string | null; isAnnotation: boolean };

const notFound = () => new DomainError('NOT_FOUND', { field: 'id', entity: 'comment' });

/** The parent a reply attaches to (the thread's first comment), or the refusal. */
function replyParent(
  { found }: NonNullable<AddComment['reply']>,
  versionId: string,
): string | DomainError {
  if (!found || found.versionId !== versionId) {
    return new DomainError('NOT_FOUND', { field: 'replyTo', entity: 'comment' });
  }
  if (found.deleted) {
    return new DomainError('STATE_CONFLICT', {
      field: 'replyTo',
      rule: 'notDeleted',
    });
  }
  return found.parentId ?? found.id;
}

function positionError(position: AddComment['position']): DomainError | null {
  if (position === null) return null;
  const { start, end } = position;
  if (start >= 0 && (end === null || end >= start)) return null;
  return invalid('position', 'range');
}

/** The drawing as saved, or why not: it needs a position of its own and something drawn. */
function annotationOf(command: AddComment) {
  if (command.annotation === null) return null;
  if (command.reply !== null || command.position === null) return invalid('annotation', 'position');
  const { width, height, scene } = command.annotation;
  const problem = annotationProblem(width, height, scene);
  return problem ? invalid('annotation', problem) : { width, height, scene: JSON.parse(scene) };
}

function addComment(command: AddComment, state: CommentState) {
  if (state.status !== 'none') return [];
  const annotation = annotationOf(command);
  if (annotation instanceof DomainError) return annotation;
  const text = command.text.trim();
  if (text.length === 0 && annotation === null) return invalid('text', 'required');
  const parentId = command.reply ? replyParent(command.reply, command.version.id) : null;
  if (parentId instanceof DomainError) return parentId;
  const position = parentId === null ? command.position : null;
  const error = positionError(position);
  if (error) return error;
  const { id: versionId, assetId, projectId } = command.version;
  const data = {
    id: command.commentId,
    projectId,
    assetId,
    versionId,
    author: command.by,
    parentId,
    text,
    start: position?.start ?? null,
    end: position?.end ?? null,
    annotation,
    marker: command.marker,
    carriedFrom: command.carriedFrom,
  };
  const events: CommentEvent[] = [{ type: 'comment.added', data }];
  const userIds = [...new Set(command.mentions ?? [])];
  if (userIds.length > 0) {
    const mentioned = { id: data.id, projectId, assetId, versionId, userIds };
    events.push({ type: 'comment.mentioned', data: mentioned });
  }
  if (command.sessionId) {
    const taken = { id: data.id, projectId, assetId, versionId, sessionId: command.sessionId };
    events.push({ type: 'comment.taken_in_session', data: taken });
  }
  return events;
}

const accessOf = (state: Exclude<CommentState, { status: 'none' }>) => ({
  createdBy: state.authorId,
  isAnnotation: state.isAnnotation,
});

function editComment(command: EditComment, state: CommentState) {
  if (state.status === 'none') return notFound();
  if (!commentAllowedTo(command.by, accessOf(state), command.access).edit) {
    return new DomainError('FORBIDDEN');
  }
  if (state.status === 'removed') return new DomainError('STATE_CONFLICT', { entity: 'comment' });
  const text = command.text.trim();
  if (text.length === 0) return invalid('text', 'required');
  if (text === state.text) return [];
  return [{ type: 'comment.edited' as const, data: { id: command.commentId, text } }];
}

function removeComment(command: RemoveComment, state: CommentState) {
  if (state.status === 'none') return notFound();
  if (!commentAllowedTo(command.by, accessOf(state), command.access).delete) {
    return new DomainError('FORBIDDEN');
  }
  if (state.status === 'removed') return [];
  return [{ type: 'comment.removed' as const, data: { id: command.commentId } }];
}

/** A comment (stream `comment.<id>`): its author may edit it; the policy says who may remove it. */
export const commentDecider: Decider<CommentCommand, CommentState, CommentEvent> = {
  initialState: { status: 'none' },
  decide(command, state) {
    switch (command.type) {
      case 'AddComment':
        return addComment(command, state);
      case 'EditComment':
        return editComment(command, state);
      case 'RemoveComment':
        return removeComment(command, state);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'comment.added': {
        const { author, text, annotation } = event.data;
        const authorId = author.kind === 'user' ? author.userId : null;
        return { status: 'active', authorId, isAnnotation: annotation !== null, text };
      }
      case 'comment.edited':
        return state.status === 'active' ? { ...state, text: event.data.text } : state;
      case 'comment.removed':
        return state.status === 'none'
          ? state
          : { status: 'removed', authorId: state.authorId, isAnnotation: state.isAnnotation };
      case 'comment.mentioned':
      case 'comment.taken_in_session':
        return state;
    }
  },
};
