import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });
const name = Type.String({ minLength: 1 });

/**
 * A review round (stream `rounds.<folderId>`): a moment of a folder, or of a project through its
 * root folder, given a name ("Director's review 2") so that what changed since can be asked.
 * `at` is the moment named (ISO 8601), which may be earlier than the commit that named it; who
 * named it is the decision's actor.
 */
export const roundMarked = defineEvent('round.marked', {
  versions: {
    1: Type.Object({ id, projectId: id, folderId: id, name, at: Type.String({ minLength: 1 }) }),
  },
});

/** The round goes; its name is free again in the folder. The moment itself stays in the log. */
export const roundRemoved = defineEvent('round.removed', {
  versions: { 1: Type.Object({ id, projectId: id, folderId: id, name }) },
});

export type RoundMarked = EventOf<typeof roundMarked>;
export type RoundRemoved = EventOf<typeof roundRemoved>;
export type RoundEvent = RoundMarked | RoundRemoved;
