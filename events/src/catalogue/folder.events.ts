import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });

/** A folder inside a project; `parentId` is null only for a root (see `project.created`). */
export const folderCreated = defineEvent('folder.created', {
  versions: {
    1: Type.Object({
      id,
      projectId: id,
      parentId: Type.Union([id, Type.Null()]),
      name: Type.String({ minLength: 1 }),
    }),
  },
});

/** An uploaded and checked image becomes the folder's poster: its picture in lists. */
export const folderPosterSet = defineEvent('folder.poster_set', {
  versions: { 1: Type.Object({ id, storageKey: id, contentType: id }) },
});

/** The folder's poster is removed; its automatic thumbnail shows again. */
export const folderPosterRemoved = defineEvent('folder.poster_removed', {
  versions: { 1: Type.Object({ id }) },
});

/**
 * A superuser had the folder's automatic thumbnail chosen again from what it holds now (Regenerate
 * Thumbnail): `versionId` is the version whose picture it shows, null when none has one. Its
 * parent's open views hear it.
 */
export const folderThumbnailRegenerated = defineEvent('folder.thumbnail_regenerated', {
  versions: { 1: Type.Object({ id, versionId: Type.Union([id, Type.Null()]) }) },
});

/**
 * The folder has a new name under `parentId` (sibling names are unique, whatever their case);
 * `previousName` is the one it gives up. A root folder is named after its project, never renamed.
 */
export const folderRenamed = defineEvent('folder.renamed', {
  versions: {
    1: Type.Object({
      id,
      parentId: id,
      name: Type.String({ minLength: 1 }),
      previousName: Type.String({ minLength: 1 }),
    }),
  },
});

export type FolderCreated = EventOf<typeof folderCreated>;
export type FolderPosterSet = EventOf<typeof folderPosterSet>;
export type FolderPosterRemoved = EventOf<typeof folderPosterRemoved>;
export type FolderThumbnailRegenerated = EventOf<typeof folderThumbnailRegenerated>;
export type FolderRenamed = EventOf<typeof folderRenamed>;
export type FolderEvent =
  | FolderCreated
  | FolderRenamed
  | FolderPosterSet
  | FolderPosterRemoved
  | FolderThumbnailRegenerated;
