import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });
const name = Type.String({ minLength: 1 });
/** A search text in the header search's language (`selected:yes day:12 has:comments`). */
const definition = Type.String({ minLength: 1 });

/**
 * A project's collection (stream `collection.<id>`): a named, saved search whose assets are those
 * of the project that match its definition now. Its creator is the decision's actor.
 */
export const collectionCreated = defineEvent('collection.created', {
  versions: { 1: Type.Object({ id, projectId: id, name, definition }) },
});

/** The collection's new name, unique in its project whatever the case. */
export const collectionRenamed = defineEvent('collection.renamed', {
  versions: { 1: Type.Object({ id, projectId: id, name, previousName: name }) },
});

/** The collection's new definition: its assets are those that match it from now on. */
export const collectionRedefined = defineEvent('collection.redefined', {
  versions: { 1: Type.Object({ id, projectId: id, definition }) },
});

/** The collection goes; its name is free again in its project, and its links share nothing. */
export const collectionDeleted = defineEvent('collection.deleted', {
  versions: { 1: Type.Object({ id, projectId: id, name }) },
});

export type CollectionCreated = EventOf<typeof collectionCreated>;
export type CollectionRenamed = EventOf<typeof collectionRenamed>;
export type CollectionRedefined = EventOf<typeof collectionRedefined>;
export type CollectionDeleted = EventOf<typeof collectionDeleted>;
export type CollectionEvent =
  | CollectionCreated
  | CollectionRenamed
  | CollectionRedefined
  | CollectionDeleted;
