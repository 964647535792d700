import { Type } from '@sinclair/typebox';
import {
  type CommentAuthor,
  commentAdded,
  commentEdited,
  commentRemoved,
} from '../catalogue/comment.events.ts';
import { publicEvent } from './public-event.ts';
import { id, orNull, shape } from './public-schemas.ts';
import { subjects } from './subjects.ts';

const commentId = id('The comment.');
const position = orNull(
  Type.Integer({
    minimum: 0,
    description: 'Frames for a video, milliseconds for audio and pictures; null without one.',
  }),
);

const author = Type.Union(
  [
    shape('A user of Rushes.', { kind: Type.Literal('user'), userId: id('The user.') }),
    shape('A visitor of a share link, with the e-mail address they gave, if any.', {
      kind: Type.Literal('visitor'),
      linkId: id('The share link.'),
      email: orNull(Type.String({ minLength: 1 })),
    }),
    shape("A machine, through one of its workspace's API tokens.", {
      kind: Type.Literal('token'),
      tokenId: id('The API token.'),
    }),
  ],
  { description: 'Who wrote the comment.' },
);

/** Who wrote a comment, as integrators see them. */
function publicAuthor(author: CommentAuthor) {
  switch (author.kind) {
    case 'user':
      return { kind: 'user' as const, userId: author.userId };
    case 'visitor':
      return { kind: 'visitor' as const, linkId: author.linkId, email: author.email };
    case 'token':
      return { kind: 'token' as const, tokenId: author.tokenId };
  }
}

/** Comments on versions, from users, share-link visitors and machines. */
export const commentDecisions = [
  publicEvent(commentAdded, {
    name: 'comment.added',
    summary: 'A comment was added on a version of an asset, or as a reply to another.',
    versions: {
      1: shape('A new comment.', {
        commentId,
        projectId: id('The project.'),
        assetId: id('The asset.'),
        versionId: id('The version commented on.'),
        parentId: orNull(id('The comment it replies to; null for a new thread.')),
        author,
        text: Type.String({ description: 'May be empty on an annotated comment.' }),
        start: position,
        end: position,
        annotated: Type.Boolean({ description: 'It carries a drawing on the picture.' }),
      }),
    },
    data: ({
      id,
      projectId,
      assetId,
      versionId,
      parentId,
      author,
      text,
      start,
      end,
      annotation,
    }) => ({
      commentId: id,
      projectId,
      assetId,
      versionId,
      parentId,
      author: publicAuthor(author),
      text,
      start,
      end,
      annotated: annotation !== null,
    }),
    subject: ({ id }) => subjects.comment(id),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
  publicEvent(commentEdited, {
    name: 'comment.edited',
    summary: "A comment's text was replaced.",
    versions: { 1: shape('The new text.', { commentId, text: Type.String({ minLength: 1 }) }) },
    data: ({ id, text }) => ({ commentId: id, text }),
    subject: ({ id }) => subjects.comment(id),
    owner: () => 'subject',
  }),
  publicEvent(commentRemoved, {
    name: 'comment.removed',
    summary: 'A comment was removed.',
    versions: { 1: shape('The comment that went.', { commentId }) },
    data: ({ id }) => ({ commentId: id }),
    subject: ({ id }) => subjects.comment(id),
    owner: () => 'subject',
  }),
];
