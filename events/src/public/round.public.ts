import { Type } from '@sinclair/typebox';
import { roundMarked, roundRemoved } from '../catalogue/round.events.ts';
import { publicEvent } from './public-event.ts';
import { id, shape } from './public-schemas.ts';
import { subjects } from './subjects.ts';

const projectId = id('The project of the folder.');
const folderId = id('The folder whose moment it names (a project round names its root folder).');
const roundId = id('The round.');
const name = Type.String({ minLength: 1, description: 'Its name, unique in the folder.' });

/** A folder's review rounds: named moments that live in the folder, under its subject. */
export const roundDecisions = [
  publicEvent(roundMarked, {
    name: 'folder.round_marked',
    summary: "A moment of a folder's review was named as a round, to ask what changed since.",
    versions: {
      1: shape('The round and the moment it names.', {
        projectId,
        folderId,
        roundId,
        name,
        at: Type.String({ minLength: 1, description: 'The moment named (ISO 8601).' }),
      }),
    },
    data: ({ id, projectId, folderId, name, at }) => ({
      projectId,
      folderId,
      roundId: id,
      name,
      at,
    }),
    subject: ({ folderId }) => subjects.folder(folderId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
  publicEvent(roundRemoved, {
    name: 'folder.round_removed',
    summary: "A folder's review round was removed; the moment it named stays in the history.",
    versions: { 1: shape('The round that went.', { projectId, folderId, roundId }) },
    data: ({ id, projectId, folderId }) => ({ projectId, folderId, roundId: id }),
    subject: ({ folderId }) => subjects.folder(folderId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
];
