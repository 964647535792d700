import type { CommentAnnotation, CommentMarker } from '@rushes/events';
import { deciderSpec } from '@rushes/events/testing';
import { describe, it } from 'vitest';
import { outsider } from '../policy.ts';
import {
  type AddComment,
  commentDecider,
  type EditComment,
  type RemoveComment,
  type RepliedComment,
} from './comment.decider.ts';

const ada = { userId: 'ada', isSuperuser: false };
const bob = { userId: 'bob', isSuperuser: false };
const root = { userId: 'root', isSuperuser: true };
const byAda = { kind: 'user' as const, userId: 'ada' };
const guest = {
  kind: 'visitor' as const,
  linkId: 'l1',
  visitId: 'visit1',
  email: 'client@studio.tv' as string | null,
};
const version = { id: 'v1', assetId: 'a1', projectId: 'p1' };
/** The project is managed by someone else; the actors hold no role there unless a test says so. */
const access = outsider('mia');
const supervising = { ...access, role: 'supervisor' as const };
const editing = { ...access, role: 'editor' as const };

const addComment = (overrides: Partial<AddComment> = {}): AddComment => ({
  type: 'AddComment',
  commentId: 'c1',
  by: byAda,
  version,
  reply: null,
  text: '  Cut here  ',
  position: { start: 120, end: null },
  annotation: null,
  marker: null,
  carriedFrom: null,
  ...overrides,
});

const addedData = {
  id: 'c1',
  projectId: 'p1',
  assetId: 'a1',
  versionId: 'v1',
  author: byAda as typeof byAda | typeof guest,
  parentId: null as string | null,
  text: 'Cut here',
  start: 120 as number | null,
  end: null as number | null,
  annotation: null as CommentAnnotation | null,
  marker: null as CommentMarker | null,
  carriedFrom: null as string | null,
};
const added = () => ({ type: 'comment.added' as const, data: addedData });
/** A comment by a share link's visitor. */
const addedByGuest = { type: 'comment.added' as const, data: { ...addedData, author: guest } };

/** A reply: under the thread's first comment, with no position. */
const replyAdded = {
  type: 'comment.added' as const,
  data: { ...addedData, parentId: 'c0', start: null, end: null },
};
const edited = { type: 'comment.edited' as const, data: { id: 'c1', text: 'Cut later' } };
const removed = { type: 'comment.removed' as const, data: { id: 'c1' } };

const editComment = (overrides: Partial<EditComment> = {}): EditComment => ({
  type: 'EditComment',
  commentId: 'c1',
  by: ada,
  access,
  text: ' Cut later ',
  ...overrides,
});

const removeComment = (overrides: Partial<RemoveComment> = {}): RemoveComment => ({
  type: 'RemoveComment',
  commentId: 'c1',
  by: ada,
  access,
  ...overrides,
});

const parent: RepliedComment = { id: 'c0', versionId: 'v1', parentId: null, deleted: false };
const reply = (found: RepliedComment | undefined) => ({ reply: { commentId: 'c0', found } });

const spec = deciderSpec(commentDecider);

describe('AddComment', () => {
  it('adds the trimmed text at its position', () => {
    spec.when(addComment()).then([added()]);
  });

  it('keeps the edit suite’s marker a comment was imported from', () => {
    const marker = { format: 'RESOLVE_EDL' as const, user: null, colour: 'blue' };
    spec
      .when(addComment({ marker }))
      .then([{ type: 'comment.added', data: { ...addedData, marker } }]);
  });

  it('tags a comment with the review session it was made in, in the same commit', () => {
    const taken = { id: 'c1', projectId: 'p1', assetId: 'a1', versionId: 'v1', sessionId: 's1' };
    spec
      .when(addComment({ sessionId: 's1' }))
      .then([added(), { type: 'comment.taken_in_session', data: taken }]);
  });

  it('adds nothing for a comment already there: an imported marker imported again', () => {
    spec
      .given([added()])
      .when(addComment({ text: 'Another text' }))
      .then([]);
  });

  it('keeps a range and a comment without a position', () => {
    spec
      .when(addComment({ position: { start: 10, end: 40 } }))
      .then([{ type: 'comment.added', data: { ...addedData, start: 10, end: 40 } }]);
    spec
      .when(addComment({ position: null }))
      .then([{ type: 'comment.added', data: { ...addedData, start: null } }]);
  });

  it("records a share link's visitor as its author, with the e-mail they gave or none", () => {
    spec.when(addComment({ by: guest })).then([addedByGuest]);
    const anonymous = { ...guest, email: null };
    spec
      .when(addComment({ by: anonymous }))
      .then([{ type: 'comment.added', data: { ...addedData, author: anonymous } }]);
  });

  it('does nothing when the comment exists already (a retry)', () => {
    spec.given([added()]).when(addComment()).thenNothing();
  });

  it('refuses empty text', () => {
    spec.when(addComment({ text: ' \n ' })).thenRejects('VALIDATION_FAILED', {
      field: 'text',
      rule: 'required',
    });
    spec.when(addComment({ text: '', ...reply(parent) })).thenRejects('VALIDATION_FAILED', {
      field: 'text',
      rule: 'required',
    });
  });

  it('refuses a negative position or an end before the start', () => {
    spec.when(addComment({ position: { start: -1, end: null } })).thenRejects('VALIDATION_FAILED');
    spec.when(addComment({ position: { start: 50, end: 40 } })).thenRejects('VALIDATION_FAILED');
  });

  it('adds a reply under its parent, without a position of its own', () => {
    spec.when(addComment(reply(parent))).then([replyAdded]);
  });

  it('adds a reply to a reply to the same thread', () => {
    spec.when(addComment(reply({ ...parent, id: 'c2', parentId: 'c0' }))).then([replyAdded]);
  });

  it('refuses a reply to a comment that does not exist or is on another version', () => {
    const notFound = { field: 'replyTo', entity: 'comment' };
    spec.when(addComment(reply(undefined))).thenRejects('NOT_FOUND', notFound);
    spec.when(addComment(reply({ ...parent, versionId: 'v2' }))).thenRejects('NOT_FOUND', notFound);
  });

  it('refuses a reply to a deleted comment', () => {
    spec.when(addComment(reply({ ...parent, deleted: true }))).thenRejects('STATE_CONFLICT', {
      field: 'replyTo',
      rule: 'notDeleted',
    });
  });
});

describe('AddComment with an annotation', () => {
  const scene = { version: '7.4.0', objects: [{ type: 'Rect', left: 4 }] };
  const drawing = { width: 960, height: 540, scene: JSON.stringify(scene) };
  const annotated = (text = '') => ({
    type: 'comment.added' as const,
    data: { ...addedData, text, annotation: { width: 960, height: 540, scene } },
  });

  it('keeps the drawing with its canvas size, the text being optional', () => {
    spec.when(addComment({ text: ' ', annotation: drawing })).then([annotated()]);
    spec.when(addComment({ annotation: drawing })).then([annotated('Cut here')]);
  });

  it('refuses a drawing with nothing drawn, of another shape or size, or without a frame', () => {
    const refused = (annotation: AddComment['annotation'], rule: string) =>
      spec
        .when(addComment({ annotation }))
        .thenRejects('VALIDATION_FAILED', { field: 'annotation', rule });
    refused({ ...drawing, scene: '{"objects":[]}' }, 'empty');
    refused({ ...drawing, scene: '{"objects":[{"type":"Image","src":"x"}]}' }, 'shape');
    refused({ ...drawing, scene: 'not json' }, 'shape');
    refused({ ...drawing, width: 0 }, 'size');
    spec
      .when(addComment({ annotation: drawing, position: null }))
      .thenRejects('VALIDATION_FAILED', { field: 'annotation', rule: 'position' });
  });

  it('lets nobody edit it, its author included; its author may remove it', () => {
    spec.given([annotated()]).when(editComment()).thenRejects('FORBIDDEN');
    spec.given([annotated()]).when(removeComment()).then([removed]);
  });
});

describe('EditComment', () => {
  it('lets the author change the text, trimmed', () => {
    spec.given([added()]).when(editComment()).then([edited]);
  });

  it('refuses anyone else, even a superuser', () => {
    spec
      .given([added()])
      .when(editComment({ by: bob }))
      .thenRejects('FORBIDDEN');
    spec
      .given([added()])
      .when(editComment({ by: root }))
      .thenRejects('FORBIDDEN');
  });

  it("refuses a visitor, and anyone a visitor's comment", () => {
    spec
      .given([addedByGuest])
      .when(editComment({ by: null }))
      .thenRejects('FORBIDDEN');
    spec
      .given([addedByGuest])
      .when(editComment({ by: root }))
      .thenRejects('FORBIDDEN');
  });

  it('refuses empty text', () => {
    spec
      .given([added()])
      .when(editComment({ text: '  ' }))
      .thenRejects('VALIDATION_FAILED', {
        field: 'text',
        rule: 'required',
      });
  });

  it('does nothing when the text stays the same', () => {
    spec
      .given([added(), edited])
      .when(editComment({ text: 'Cut later' }))
      .thenNothing();
  });

  it('refuses a removed or unknown comment', () => {
    spec.given([added(), removed]).when(editComment()).thenRejects('STATE_CONFLICT');
    spec.when(editComment()).thenRejects('NOT_FOUND');
  });
});

describe('RemoveComment', () => {
  it('lets the author or a superuser remove it', () => {
    spec.given([added()]).when(removeComment()).then([removed]);
    spec
      .given([added(), edited])
      .when(removeComment({ by: root }))
      .then([removed]);
  });

  it("lets a Supervisor of the project remove another's comment", () => {
    spec
      .given([added()])
      .when(removeComment({ by: bob, access: supervising }))
      .then([removed]);
  });

  it("lets those who edit the project remove a visitor's comment, never a visitor", () => {
    spec
      .given([addedByGuest])
      .when(removeComment({ by: bob, access: supervising }))
      .then([removed]);
    spec
      .given([addedByGuest])
      .when(removeComment({ by: null }))
      .thenRejects('FORBIDDEN');
  });

  it('refuses anyone else, an Editor of the project included', () => {
    spec
      .given([added()])
      .when(removeComment({ by: bob }))
      .thenRejects('FORBIDDEN');
    spec
      .given([added()])
      .when(removeComment({ by: bob, access: editing }))
      .thenRejects('FORBIDDEN');
  });

  it('does nothing when it is removed already', () => {
    spec.given([added(), removed]).when(removeComment()).thenNothing();
  });

  it('refuses an unknown comment', () => {
    spec.when(removeComment()).thenRejects('NOT_FOUND');
  });
});
