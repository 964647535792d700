import { Type } from '@sinclair/typebox';
import {
  collectionCreated,
  collectionDeleted,
  collectionRedefined,
  collectionRenamed,
} from '../catalogue/collection.events.ts';
import { publicEvent } from './public-event.ts';
import { id, shape } from './public-schemas.ts';
import { subjects } from './subjects.ts';

const projectId = id('The project whose assets it collects.');
const collectionId = id('The collection.');
const name = Type.String({ minLength: 1, description: 'Its name, unique in the project.' });
const definition = Type.String({
  minLength: 1,
  description: 'The search its assets match, in the language of the header search.',
});

/**
 * A project's collections: saved searches that live in the project, under its subject (what
 * lives inside a resource takes its resource's subject).
 */
export const collectionDecisions = [
  publicEvent(collectionCreated, {
    name: 'project.collection_created',
    summary: 'A project has a new collection: a named, saved search of its assets.',
    versions: { 1: shape('The new collection.', { projectId, collectionId, name, definition }) },
    data: ({ id, projectId, name, definition }) => ({
      projectId,
      collectionId: id,
      name,
      definition,
    }),
    subject: ({ projectId }) => subjects.project(projectId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
  publicEvent(collectionRenamed, {
    name: 'project.collection_renamed',
    summary: "A project's collection has a new name.",
    versions: { 1: shape('The collection and its new name.', { projectId, collectionId, name }) },
    data: ({ id, projectId, name }) => ({ projectId, collectionId: id, name }),
    subject: ({ projectId }) => subjects.project(projectId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
  publicEvent(collectionRedefined, {
    name: 'project.collection_redefined',
    summary: "A project's collection searches for something else.",
    versions: {
      1: shape('The collection and its new definition.', { projectId, collectionId, definition }),
    },
    data: ({ id, projectId, definition }) => ({ projectId, collectionId: id, definition }),
    subject: ({ projectId }) => subjects.project(projectId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
  publicEvent(collectionDeleted, {
    name: 'project.collection_deleted',
    summary: "A project's collection was deleted; links sharing it share nothing from then on.",
    versions: { 1: shape('The collection that went.', { projectId, collectionId }) },
    data: ({ id, projectId }) => ({ projectId, collectionId: id }),
    subject: ({ projectId }) => subjects.project(projectId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
];
