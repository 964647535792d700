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

const userAuthor = Type.Object({ kind: Type.Literal('user'), userId: id });
const visitorAuthor = Type.Object({
  kind: Type.Literal('visitor'),
  linkId: id,
  visitId: id,
  email: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
});

/** Who wrote a comment until v4: a user, or a share link's visitor with the e-mail they gave. */
const commentAuthorV3 = Type.Union([userAuthor, visitorAuthor]);

/** Who writes a comment from v5: a user, a share link's visitor, or a machine's API token. */
const commentAuthor = Type.Union([
  userAuthor,
  visitorAuthor,
  Type.Object({ kind: Type.Literal('token'), tokenId: id }),
]);

/**
 * A drawing on the picture at the comment's start: the fabric scene (its objects, in canvas
 * pixels) and the size of the canvas it was drawn on, to scale it to any picture size.
 */
const annotation = Type.Object({
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  scene: Type.Object({ objects: Type.Array(Type.Object({ type: Type.String() })) }),
});

/**
 * Where an imported comment came from: a marker of an edit suite's file (Media Composer's marker
 * text, Resolve's marker EDL, a CMX 3600 locator), with the name and colour the suite gave it.
 */
const commentMarker = Type.Object({
  format: Type.Union([
    Type.Literal('MEDIA_COMPOSER'),
    Type.Literal('RESOLVE_EDL'),
    Type.Literal('CMX_EDL'),
  ]),
  user: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
  colour: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
});

const commentAddedV3 = Type.Composite([commentAddedV1, Type.Object({ author: commentAuthorV3 })]);

const commentAddedV4 = Type.Composite([
  Type.Omit(commentAddedV3, ['text']),
  Type.Object({ text: Type.String(), annotation: Type.Union([annotation, Type.Null()]) }),
]);

const commentAddedV5 = Type.Composite([
  Type.Omit(commentAddedV4, ['author']),
  Type.Object({ author: commentAuthor }),
]);

/**
 * A comment on a version (stream `comment.<id>`) by its `author`; from v4 it may carry an
 * `annotation`, and then its text may be empty; from v5 its author may be an API token; from v6
 * it may be a `marker` imported from an edit suite's file (its author the person importing), or
 * carried from a comment on another version of the asset (`carriedFrom`, its author kept).
 * `start`/`end` are frames for video and milliseconds for audio and images; null without a
 * position.
 */
export const commentAdded = defineEvent('comment.added', {
  versions: {
    1: commentAddedV1,
    2: Type.Composite([commentAddedV1, Type.Object({ authorId: id })]),
    3: commentAddedV3,
    4: commentAddedV4,
    5: commentAddedV5,
    6: Type.Composite([
      commentAddedV5,
      Type.Object({
        marker: Type.Union([commentMarker, Type.Null()]),
        carriedFrom: Type.Union([id, Type.Null()]),
      }),
    ]),
  },
  upcast: {
    // Until v3 a comment was always added by a signed-in user, who was the decision's actor.
    1: (v1, meta) => ({ ...v1, authorId: meta.actor.id ?? '' }),
    2: ({ authorId, ...v2 }) => ({ ...v2, author: { kind: 'user' as const, userId: authorId } }),
    3: (v3) => ({ ...v3, annotation: null }),
    4: (v4) => v4,
    5: (v5) => ({ ...v5, marker: null, carriedFrom: null }),
  },
});

export type CommentAuthor = Static<typeof commentAuthor>;
export type CommentAnnotation = Static<typeof annotation>;
export type CommentMarker = Static<typeof commentMarker>;

export const commentEdited = defineEvent('comment.edited', {
  versions: { 1: Type.Object({ id, text: Type.String({ minLength: 1 }) }) },
});

export const commentRemoved = defineEvent('comment.removed', {
  versions: { 1: Type.Object({ id }) },
});

/**
 * The comment's text names these people with `@` (users who could read it when it was written),
 * in the commit that adds it: each hears of it in their inbox.
 */
export const commentMentioned = defineEvent('comment.mentioned', {
  versions: {
    1: Type.Object({
      id,
      projectId: id,
      assetId: id,
      versionId: id,
      userIds: Type.Array(id, { minItems: 1 }),
    }),
  },
});

/**
 * The comment was made in a review session its author was in, on an asset the session shows, in
 * the commit that adds it: the session's notes are the comments so tagged.
 */
export const commentTakenInSession = defineEvent('comment.taken_in_session', {
  versions: {
    1: Type.Object({ id, projectId: id, assetId: id, versionId: id, sessionId: id }),
  },
});

export type CommentAdded = EventOf<typeof commentAdded>;
export type CommentEdited = EventOf<typeof commentEdited>;
export type CommentRemoved = EventOf<typeof commentRemoved>;
export type CommentMentioned = EventOf<typeof commentMentioned>;
export type CommentTakenInSession = EventOf<typeof commentTakenInSession>;
export type CommentEvent =
  | CommentAdded
  | CommentEdited
  | CommentRemoved
  | CommentMentioned
  | CommentTakenInSession;
