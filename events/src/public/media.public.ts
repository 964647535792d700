import { Type } from '@sinclair/typebox';
import {
  assetCreated,
  assetMetadataSet,
  assetRenamed,
  assetUploadCancelled,
  assetUploadFailed,
  assetUploadStarted,
  assetVersionAdded,
  versionReviewStatusSet,
} from '../catalogue/asset.events.ts';
import {
  folderCreated,
  folderPosterRemoved,
  folderPosterSet,
  folderRenamed,
  folderThumbnailRegenerated,
} from '../catalogue/folder.events.ts';
import {
  jobCancelled,
  jobCompleted,
  jobFailed,
  jobJoinQueued,
  jobLadderQueued,
  jobLevelPlayable,
  jobLevelPublished,
  jobProbed,
  jobProgressReported,
  jobRangeEncoded,
  jobRangeQueued,
  jobRetryRequested,
  jobStarted,
} from '../catalogue/job.events.ts';
import { metadataImported } from '../catalogue/metadata.events.ts';
import { folderNotificationSent } from '../catalogue/notification.events.ts';
import { itemsCopied, itemsDeleted, itemsMoved } from '../catalogue/organise.events.ts';
import { privateEvent, publicEvent } from './public-event.ts';
import { id, ids, oneOf, orNull, shape } from './public-schemas.ts';
import { subjects } from './subjects.ts';

const projectId = id('The project.');
const folderId = id('The folder.');
const assetId = id('The asset.');
const versionId = id('The version of the asset.');
const name = Type.String({ minLength: 1 });

const processing =
  'A step of processing an upload (worker attempts, storage keys of the outputs); the version itself is public as asset.version_added.';
const thumbnail = "How a folder looks in lists: a storage key, or the app's choice of picture.";

const slate = shape("A take's slate, only the parts it has.", {
  episode: Type.Optional(Type.String()),
  scene: Type.Optional(Type.String()),
  shot: Type.Optional(Type.String()),
  take: Type.Optional(Type.String()),
  cameraAngle: Type.Optional(Type.String()),
  circled: Type.Optional(Type.Boolean()),
});

/** Folders, assets and their versions, and what organises them. */
export const mediaDecisions = [
  publicEvent(folderCreated, {
    name: 'folder.created',
    summary: 'A folder was created in a project.',
    versions: {
      1: shape('A new folder.', {
        folderId,
        projectId,
        parentId: orNull(id('The folder it is in; null for a root folder.')),
        name,
      }),
    },
    data: ({ id, projectId, parentId, name }) => ({ folderId: id, projectId, parentId, name }),
    subject: ({ id }) => subjects.folder(id),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
  publicEvent(folderRenamed, {
    name: 'folder.renamed',
    summary: 'A folder has a new name.',
    versions: {
      1: shape('The new name, and the one it gave up.', {
        folderId,
        parentId: id('The folder it is in.'),
        name,
        previousName: name,
      }),
    },
    data: ({ id, parentId, name, previousName }) => ({
      folderId: id,
      parentId,
      name,
      previousName,
    }),
    subject: ({ id }) => subjects.folder(id),
    owner: () => 'subject',
  }),
  privateEvent(folderPosterSet, thumbnail),
  privateEvent(folderPosterRemoved, thumbnail),
  privateEvent(folderThumbnailRegenerated, thumbnail),
  privateEvent(
    folderNotificationSent,
    "A mail's text and recipients; the content it announces is public in asset events.",
  ),

  privateEvent(
    assetUploadStarted,
    'An upload under way: multipart ids and storage keys. It becomes public as asset.version_added.',
  ),
  privateEvent(assetUploadCancelled, 'An upload that never became a version.'),
  privateEvent(assetUploadFailed, 'An upload that never became a version: its file was refused.'),
  publicEvent(assetCreated, {
    name: 'asset.created',
    summary: 'An asset was created in a folder, named after its first file.',
    versions: {
      1: shape('A new asset; its first version follows as asset.version_added.', {
        assetId,
        projectId,
        folderId,
        name,
        type: oneOf(['Video', 'Audio', 'Image', 'Document', 'Other'], 'What kind of media.'),
      }),
    },
    data: ({ id, projectId, folderId, name, type }) => ({
      assetId: id,
      projectId,
      folderId,
      name,
      type,
    }),
    subject: ({ id }) => subjects.asset(id),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
  publicEvent(assetVersionAdded, {
    name: 'asset.version_added',
    summary: 'An uploaded file became a new version of an asset.',
    versions: {
      1: shape('The new version and its file.', {
        assetId,
        versionId,
        projectId,
        folderId,
        number: Type.Integer({ minimum: 1, description: 'The version number, from 1.' }),
        filename: name,
        size: Type.Integer({ minimum: 0, description: 'In bytes.' }),
        mimetype: Type.String(),
      }),
    },
    data: ({ assetId, versionId, projectId, folderId, number, filename, size, mimetype }) => ({
      assetId,
      versionId,
      projectId,
      folderId,
      number,
      filename,
      size,
      mimetype,
    }),
    subject: ({ assetId }) => subjects.asset(assetId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
  publicEvent(assetRenamed, {
    name: 'asset.renamed',
    summary: "An asset has a new name; its versions keep their files' names.",
    versions: { 1: shape('The new name.', { assetId, name }) },
    data: ({ id, name }) => ({ assetId: id, name }),
    subject: ({ id }) => subjects.asset(id),
    owner: () => 'subject',
  }),
  publicEvent(assetMetadataSet, {
    name: 'asset.metadata_set',
    summary: "An asset's metadata was replaced by a record of an imported metadata file.",
    versions: {
      1: shape("The asset's metadata now.", {
        assetId,
        entries: Type.Array(
          shape('One column of the record.', {
            key: Type.String({ minLength: 1 }),
            value: Type.String(),
          }),
          { description: "The record's entries, in the file's order." },
        ),
        slate,
        source: shape('The import it came from.', { importId: id('The import.'), filename: name }),
      }),
    },
    data: ({ assetId, entries, slate, source }) => ({
      assetId,
      entries: entries.map(({ key, value }) => ({ key, value })),
      slate: { ...slate },
      source: { importId: source.importId, filename: source.filename },
    }),
    subject: ({ assetId }) => subjects.asset(assetId),
    owner: () => 'subject',
  }),
  publicEvent(versionReviewStatusSet, {
    name: 'version.review_status_set',
    summary: "A version's review status was set or cleared.",
    versions: {
      1: shape('The review status of the version now.', {
        assetId,
        versionId,
        status: orNull(
          oneOf(
            ['needs_review', 'in_progress', 'changes_requested', 'approved'],
            'The status; null for none.',
          ),
        ),
      }),
    },
    data: ({ assetId, versionId, status }) => ({ assetId, versionId, status }),
    subject: ({ assetId }) => subjects.asset(assetId),
    owner: () => 'subject',
  }),
  privateEvent(
    metadataImported,
    'A metadata file as the log keeps it, in parts; what it sets is public as asset.metadata_set.',
  ),

  publicEvent(itemsDeleted, {
    name: 'project.items_deleted',
    summary: 'Folders and assets of a project were deleted together.',
    versions: {
      1: shape('What was deleted. Assets in the deleted folders went with them.', {
        projectId,
        folders: Type.Array(
          shape('A folder chosen, with its subtree.', { folderId, parentId: folderId, name }),
        ),
        folderIds: ids('Every folder deleted: the chosen ones and their subtrees.'),
        assets: Type.Array(shape('An asset chosen.', { assetId, folderId })),
      }),
    },
    data: ({ projectId, folders, folderIds, assets }) => ({
      projectId,
      folders: folders.map(({ id, parentId, name }) => ({ folderId: id, parentId, name })),
      folderIds,
      assets: assets.map(({ id, folderId }) => ({ assetId: id, folderId })),
    }),
    subject: ({ projectId }) => subjects.project(projectId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
  publicEvent(itemsMoved, {
    name: 'project.items_moved',
    summary: 'Folders (with their subtrees) and assets of a project moved into a folder.',
    versions: {
      1: shape('What moved, and where from.', {
        projectId,
        targetId: id('The folder they moved into.'),
        folders: Type.Array(shape('A folder.', { folderId, fromParentId: folderId, name })),
        assets: Type.Array(shape('An asset.', { assetId, fromFolderId: folderId })),
      }),
    },
    data: ({ projectId, targetId, folders, assets }) => ({
      projectId,
      targetId,
      folders: folders.map(({ id, fromParentId, name }) => ({ folderId: id, fromParentId, name })),
      assets: assets.map(({ id, fromFolderId }) => ({ assetId: id, fromFolderId })),
    }),
    subject: ({ projectId }) => subjects.project(projectId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
  publicEvent(itemsCopied, {
    name: 'project.items_copied',
    summary: 'Folders and assets of a project were copied into a folder, under new ids.',
    versions: {
      1: shape('Every copy made, and what it copies; copies share the stored media.', {
        projectId,
        targetId: id('The folder they were copied into.'),
        folders: Type.Array(
          shape('A new folder.', { folderId, sourceId: folderId, parentId: folderId, name }),
        ),
        assets: Type.Array(shape('A new asset.', { assetId, sourceId: assetId, folderId })),
      }),
    },
    data: ({ projectId, targetId, folders, assets }) => ({
      projectId,
      targetId,
      folders: folders.map(({ id, sourceId, parentId, name }) => ({
        folderId: id,
        sourceId,
        parentId,
        name,
      })),
      assets: assets.map(({ id, sourceId, folderId }) => ({ assetId: id, sourceId, folderId })),
    }),
    subject: ({ projectId }) => subjects.project(projectId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),

  privateEvent(jobStarted, processing),
  privateEvent(jobProgressReported, processing),
  privateEvent(jobProbed, processing),
  privateEvent(jobLevelPlayable, processing),
  privateEvent(jobLevelPublished, processing),
  privateEvent(jobLadderQueued, processing),
  privateEvent(jobRangeQueued, processing),
  privateEvent(jobRangeEncoded, processing),
  privateEvent(jobJoinQueued, processing),
  privateEvent(jobCompleted, processing),
  privateEvent(jobFailed, processing),
  privateEvent(jobCancelled, processing),
  privateEvent(jobRetryRequested, processing),
];
