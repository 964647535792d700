import {
  type CollectionEvent,
  type Decider,
  DomainError,
  type NameReservation,
} from '@rushes/events';
import { invalid, nameKey } from '../validation.ts';
import { definitionProblem } from './collection-definition.ts';

/** A new collection of a project the caller may edit. */
export interface CreateCollection {
  type: 'CreateCollection';
  collectionId: string;
  projectId: string;
  name: string;
  definition: string;
}

/** A new name or definition, or both; what is left undefined stays. */
export interface UpdateCollection {
  type: 'UpdateCollection';
  collectionId: string;
  name?: string;
  definition?: string;
}

export interface DeleteCollection {
  type: 'DeleteCollection';
  collectionId: string;
}

export type CollectionCommand = CreateCollection | UpdateCollection | DeleteCollection;

export type CollectionState =
  | { status: 'none' }
  | { status: 'active' | 'deleted'; projectId: string; name: string; definition: string };

const notFound = () => new DomainError('NOT_FOUND', { field: 'id', entity: 'collection' });

/** A trimmed name that is not empty, or the refusal. */
function nameOf(name: string): string | DomainError {
  const trimmed = name.trim();
  return trimmed === '' ? invalid('name', 'required') : trimmed;
}

/** A trimmed definition search can read, or the refusal. */
function definitionOf(definition: string): string | DomainError {
  const trimmed = definition.trim();
  return definitionProblem(trimmed) ?? trimmed;
}

function createCollection(command: CreateCollection, state: CollectionState) {
  if (state.status !== 'none') return [];
  const name = nameOf(command.name);
  if (name instanceof DomainError) return name;
  const definition = definitionOf(command.definition);
  if (definition instanceof DomainError) return definition;
  const data = { id: command.collectionId, projectId: command.projectId, name, definition };
  return [{ type: 'collection.created' as const, data }];
}

function updateCollection(command: UpdateCollection, state: CollectionState) {
  if (state.status !== 'active') return notFound();
  const name = command.name === undefined ? state.name : nameOf(command.name);
  if (name instanceof DomainError) return name;
  const definition =
    command.definition === undefined ? state.definition : definitionOf(command.definition);
  if (definition instanceof DomainError) return definition;
  const { collectionId: id } = command;
  const { projectId } = state;
  const events: CollectionEvent[] = [];
  if (name !== state.name) {
    const data = { id, projectId, name, previousName: state.name };
    events.push({ type: 'collection.renamed', data });
  }
  if (definition !== state.definition) {
    events.push({ type: 'collection.redefined', data: { id, projectId, definition } });
  }
  return events;
}

function deleteCollection(command: DeleteCollection, state: CollectionState) {
  if (state.status === 'none') return notFound();
  if (state.status === 'deleted') return [];
  const data = { id: command.collectionId, projectId: state.projectId, name: state.name };
  return [{ type: 'collection.deleted' as const, data }];
}

/**
 * A project's collection (stream `collection.<id>`): a named, saved search, created, renamed,
 * redefined and deleted by those who edit the project (the caller has checked the policy). Its
 * name is unique in the project whatever the case; its definition must ask for something.
 */
export const collectionDecider: Decider<CollectionCommand, CollectionState, CollectionEvent> = {
  initialState: { status: 'none' },
  decide(command, state) {
    switch (command.type) {
      case 'CreateCollection':
        return createCollection(command, state);
      case 'UpdateCollection':
        return updateCollection(command, state);
      case 'DeleteCollection':
        return deleteCollection(command, state);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'collection.created': {
        const { projectId, name, definition } = event.data;
        return { status: 'active', projectId, name, definition };
      }
      case 'collection.renamed':
        return state.status === 'none' ? state : { ...state, name: event.data.name };
      case 'collection.redefined':
        return state.status === 'none' ? state : { ...state, definition: event.data.definition };
      case 'collection.deleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
    }
  },
};

/** A collection's name in its project: claimed on create and rename, freed on rename and delete. */
const projectName = (projectId: string, name: string, owner: string): NameReservation => ({
  scope: 'collection-name',
  key: `${projectId}/${nameKey(name)}`,
  owner,
  conflict: { field: 'name', entity: 'collection' },
});

/** The names collections take. */
export const collectionReservations = (events: CollectionEvent[]): NameReservation[] =>
  events.flatMap((event) =>
    event.type === 'collection.created' || event.type === 'collection.renamed'
      ? [projectName(event.data.projectId, event.data.name, event.data.id)]
      : [],
  );

/** The names collections give up: a new name's old one (unless only its case changed), a deleted one's. */
export const collectionReleases = (events: CollectionEvent[]): NameReservation[] =>
  events.flatMap((event) => {
    const { projectId, id } = event.data;
    if (event.type === 'collection.deleted') return [projectName(projectId, event.data.name, id)];
    if (event.type !== 'collection.renamed') return [];
    const { name, previousName } = event.data;
    return nameKey(name) === nameKey(previousName)
      ? []
      : [projectName(projectId, previousName, id)];
  });
