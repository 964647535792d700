import { type Static, Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });

const position = Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]);

/** comment.added as first published: the author was only the decision's actor. */
const commentAddedV1 = Type.Object({
  id,
  projectId: id,
  assetId: id,
  versionId: id,
  parentId: Type.Union([id, Type.Null()]),
  text: Type.String({ minLength: 1 }),
  start: position,
  end: position,
});

/** Who wrote a comment: a user, or a share link's visitor with the e-mail they gave (if any). */
const commentAuthor = Type.Union([
  Type.Object({ kind: Type.Literal('user'), userId: id }),
  Type.Object({
    kind: Type.Literal('visitor'),
    linkId: id,
    visitId: id,
    email: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
  }),
]);

/**
 * A comment on a version (stream `comment.<id>`) by its `author`. `start`/`end` are frames for
 * video and milliseconds for audio and images; null without a position.
 */
export const commentAdded = defineEvent('comment.added', {
  versions: {
    1: commentAddedV1,
    2: Type.Composite([commentAddedV1, Type.Object({ authorId: id })]),
    3: Type.Composite([commentAddedV1, Type.Object({ author: commentAuthor })]),
  },
  upcast: {
    // Until v3 a comment was always added by a signed-in user, who was the decision's actor.
    1: (v1, meta) => ({ ...v1, authorId: meta.actor.id ?? '' }),
    2: ({ authorId, ...v2 }) => ({ ...v2, author: { kind: 'user' as const, userId: authorId } }),
  },
});

export type CommentAuthor = Static<typeof commentAuthor>;

export const commentEdited = defineEvent('comment.edited', {
  versions: { 1: Type.Object({ id, text: Type.String({ minLength: 1 }) }) },
});

export const commentRemoved = defineEvent('comment.removed', {
  versions: { 1: Type.Object({ id }) },
});

export type CommentAdded = EventOf<typeof commentAdded>;
export type CommentEdited = EventOf<typeof commentEdited>;
export type CommentRemoved = EventOf<typeof commentRemoved>;
export type CommentEvent = CommentAdded | CommentEdited | CommentRemoved;
