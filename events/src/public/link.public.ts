import { Type } from '@sinclair/typebox';
import { downloadRequested } from '../catalogue/download.events.ts';
import {
  linkCollectionShared,
  linkCreated,
  linkDeleted,
  linkItemsSet,
  linkOptionsChanged,
  linkPasswordSet,
  linkSent,
} from '../catalogue/link.events.ts';
import {
  renditionCompleted,
  renditionFailed,
  renditionPlayable,
  renditionProgressed,
  renditionRequested,
} from '../catalogue/rendition.events.ts';
import { linkPlayed, linkVisited } from '../catalogue/visit.events.ts';
import { privateEvent, publicEvent } from './public-event.ts';
import { id, ids, orNull, shape } from './public-schemas.ts';
import { subjects } from './subjects.ts';

const linkId = id('The share link.');
const visitId = id('The visit: one opening of the link, which its requests belong to.');
const expiresAt = orNull(
  Type.String({ minLength: 1, description: 'When it stops working (ISO 8601); null: never.' }),
);
const folderIds = ids('The folders it shares.');
const assetIds = ids('The assets it shares.');

const rendition =
  "A share link's watermarked copy of a version being made: worker attempts and storage keys.";

/** Share links, what their visitors open and play, and downloads. */
export const linkDecisions = [
  publicEvent(linkCreated, {
    name: 'link.created',
    summary: 'A share link to folders and assets of a project was created.',
    versions: {
      1: shape('A new share link. Its token, which opens it, is never published.', {
        linkId,
        projectId: id('The project.'),
        name: Type.String({ minLength: 1 }),
        folderIds,
        assetIds,
        canDownload: Type.Boolean(),
        expiresAt,
        allowComments: Type.Boolean(),
      }),
    },
    data: ({
      id,
      projectId,
      name,
      folderIds,
      assetIds,
      canDownload,
      expiresAt,
      allowComments,
    }) => ({
      linkId: id,
      projectId,
      name,
      folderIds,
      assetIds,
      canDownload,
      expiresAt,
      allowComments,
    }),
    subject: ({ id }) => subjects.link(id),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
  publicEvent(linkOptionsChanged, {
    name: 'link.options_changed',
    summary: "A share link's options changed: only those that changed are present.",
    versions: {
      1: shape('The options that changed; a missing one kept its value.', {
        linkId,
        name: Type.Optional(Type.String({ minLength: 1 })),
        canDownload: Type.Optional(Type.Boolean()),
        expiresAt: Type.Optional(expiresAt),
        allowComments: Type.Optional(Type.Boolean()),
        watermarked: Type.Optional(
          Type.Boolean({ description: 'Its pictures carry a watermark from now on, or not.' }),
        ),
      }),
    },
    data: ({ id, name, canDownload, expiresAt, allowComments, watermark }) => ({
      linkId: id,
      ...(name === undefined ? {} : { name }),
      ...(canDownload === undefined ? {} : { canDownload }),
      ...(expiresAt === undefined ? {} : { expiresAt }),
      ...(allowComments === undefined ? {} : { allowComments }),
      ...(watermark === undefined ? {} : { watermarked: watermark !== null }),
    }),
    subject: ({ id }) => subjects.link(id),
    owner: () => 'subject',
  }),
  publicEvent(linkPasswordSet, {
    name: 'link.password_set',
    summary: 'A share link now asks for a password, or no longer does.',
    versions: {
      1: shape('Whether the link asks for a password; the password is never published.', {
        linkId,
        passwordProtected: Type.Boolean(),
      }),
    },
    data: ({ id, passwordHash }) => ({ linkId: id, passwordProtected: passwordHash !== null }),
    subject: ({ id }) => subjects.link(id),
    owner: () => 'subject',
  }),
  publicEvent(linkItemsSet, {
    name: 'link.items_set',
    summary: 'What a share link shares changed.',
    versions: { 1: shape('What the link shares from now on.', { linkId, folderIds, assetIds }) },
    data: ({ id, folderIds, assetIds }) => ({ linkId: id, folderIds, assetIds }),
    subject: ({ id }) => subjects.link(id),
    owner: () => 'subject',
  }),
  publicEvent(linkCollectionShared, {
    name: 'link.collection_shared',
    summary: 'A share link shares a collection of its project.',
    versions: {
      1: shape(
        "The collection it shares: its visitors see the collection's assets as they match when they look.",
        { linkId, collectionId: id('The collection.') },
      ),
    },
    data: ({ id, collectionId }) => ({ linkId: id, collectionId }),
    subject: ({ id }) => subjects.link(id),
    owner: () => 'subject',
  }),
  publicEvent(linkSent, {
    name: 'link.sent',
    summary: 'A share link was mailed.',
    versions: {
      1: shape('Whom the link was mailed to.', {
        linkId,
        recipients: Type.Array(Type.String({ minLength: 3 }), {
          minItems: 1,
          description: 'Their e-mail addresses.',
        }),
      }),
    },
    data: ({ id, recipients }) => ({ linkId: id, recipients }),
    subject: ({ id }) => subjects.link(id),
    owner: () => 'subject',
  }),
  publicEvent(linkDeleted, {
    name: 'link.deleted',
    summary: 'A share link stopped working for good.',
    versions: { 1: shape('The link that went.', { linkId }) },
    data: ({ id }) => ({ linkId: id }),
    subject: ({ id }) => subjects.link(id),
    owner: () => 'subject',
  }),
  publicEvent(linkVisited, {
    name: 'link.visited',
    summary: 'Someone opened a share link.',
    versions: {
      1: shape('The visit, and the e-mail address the visitor gave, if any.', {
        linkId,
        visitId,
        email: orNull(Type.String()),
      }),
    },
    data: ({ linkId, visitId, email }) => ({ linkId, visitId, email }),
    subject: ({ linkId }) => subjects.link(linkId),
    owner: () => 'subject',
  }),
  publicEvent(linkPlayed, {
    name: 'link.played',
    summary: "A share link's visitor started playing a version.",
    versions: {
      1: shape('What the visitor played.', {
        linkId,
        visitId,
        assetId: id('The asset.'),
        versionId: id('The version played.'),
      }),
    },
    data: ({ linkId, visitId, assetId, versionId }) => ({ linkId, visitId, assetId, versionId }),
    subject: ({ linkId }) => subjects.link(linkId),
    owner: () => 'subject',
  }),
  publicEvent(downloadRequested, {
    name: 'download.requested',
    summary: 'Files were handed to someone allowed to download them.',
    versions: {
      1: shape("One file, or a zip of several. Who asked is the event's actor.", {
        downloadId: id('The download.'),
        projectId: id('The project.'),
        name: Type.String({ minLength: 1, description: 'The name it is saved as.' }),
        fileCount: Type.Integer({ minimum: 1 }),
        bytes: Type.Integer({ minimum: 0 }),
      }),
    },
    data: ({ id, projectId, name, fileCount, bytes }) => ({
      downloadId: id,
      projectId,
      name,
      fileCount,
      bytes,
    }),
    subject: ({ id }) => subjects.download(id),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
  privateEvent(renditionRequested, rendition),
  privateEvent(renditionProgressed, rendition),
  privateEvent(renditionPlayable, rendition),
  privateEvent(renditionCompleted, rendition),
  privateEvent(renditionFailed, rendition),
];
