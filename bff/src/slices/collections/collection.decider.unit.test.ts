import { deciderSpec } from '@rushes/events/testing';
import { describe, expect, it } from 'vitest';
import {
  type CreateCollection,
  collectionDecider,
  collectionReleases,
  collectionReservations,
  type UpdateCollection,
} from './collection.decider.ts';

const spec = deciderSpec(collectionDecider);

const create = (overrides: Partial<CreateCollection> = {}): CreateCollection => ({
  type: 'CreateCollection',
  collectionId: 'c1',
  projectId: 'p1',
  name: '  Circled takes ',
  definition: ' selected:yes day:12 has:comments ',
  ...overrides,
});
const update = (overrides: Partial<UpdateCollection> = {}): UpdateCollection => ({
  type: 'UpdateCollection',
  collectionId: 'c1',
  ...overrides,
});
const remove = { type: 'DeleteCollection' as const, collectionId: 'c1' };

const created = {
  type: 'collection.created' as const,
  data: {
    id: 'c1',
    projectId: 'p1',
    name: 'Circled takes',
    definition: 'selected:yes day:12 has:comments',
  },
};
const renamed = (name: string, previousName = 'Circled takes') => ({
  type: 'collection.renamed' as const,
  data: { id: 'c1', projectId: 'p1', name, previousName },
});
const redefined = (definition: string) => ({
  type: 'collection.redefined' as const,
  data: { id: 'c1', projectId: 'p1', definition },
});
const deleted = {
  type: 'collection.deleted' as const,
  data: { id: 'c1', projectId: 'p1', name: 'Circled takes' },
};

describe('CreateCollection', () => {
  it('saves the trimmed name and definition', () => {
    spec.when(create()).then([created]);
  });

  it('does nothing when the collection exists already (a retry)', () => {
    spec.given([created]).when(create()).thenNothing();
  });

  it('refuses an empty name', () => {
    spec
      .when(create({ name: '  ' }))
      .thenRejects('VALIDATION_FAILED', { field: 'name', rule: 'required' });
  });

  it('refuses a definition that asks nothing, or that search cannot read', () => {
    for (const definition of ['', '   ', '""']) {
      spec
        .when(create({ definition }))
        .thenRejects('VALIDATION_FAILED', { field: 'definition', rule: 'required' });
    }
    spec
      .when(create({ definition: 'scene:19 "wide shot' }))
      .thenRejects('VALIDATION_FAILED', { field: 'definition', rule: 'quote' });
    spec
      .when(create({ definition: 'has:sound' }))
      .thenRejects('VALIDATION_FAILED', { field: 'definition', rule: 'has', value: 'sound' });
  });
});

describe('UpdateCollection', () => {
  it('renames and redefines, each only when it changes', () => {
    spec
      .given([created])
      .when(update({ name: ' Selects ', definition: 'selected:yes' }))
      .then([renamed('Selects'), redefined('selected:yes')]);
    spec
      .given([created])
      .when(update({ name: 'Circled takes', definition: ' selected:yes day:12 has:comments' }))
      .thenNothing();
    spec
      .given([created])
      .when(update({ definition: 'day:13' }))
      .then([redefined('day:13')]);
  });

  it('refuses what create refuses', () => {
    spec
      .given([created])
      .when(update({ name: '' }))
      .thenRejects('VALIDATION_FAILED', { field: 'name', rule: 'required' });
    spec
      .given([created])
      .when(update({ definition: '  ' }))
      .thenRejects('VALIDATION_FAILED', { field: 'definition', rule: 'required' });
  });

  it('finds no collection that was never made or was deleted', () => {
    spec
      .when(update({ name: 'x' }))
      .thenRejects('NOT_FOUND', { field: 'id', entity: 'collection' });
    spec
      .given([created, deleted])
      .when(update({ name: 'x' }))
      .thenRejects('NOT_FOUND');
  });
});

describe('DeleteCollection', () => {
  it('deletes it once', () => {
    spec
      .given([created, renamed('Selects')])
      .when(remove)
      .then([{ ...deleted, data: { ...deleted.data, name: 'Selects' } }]);
    spec.given([created, deleted]).when(remove).thenNothing();
    spec.when(remove).thenRejects('NOT_FOUND');
  });
});

describe('names', () => {
  it('are claimed in the project on create and rename, whatever the case', () => {
    expect(collectionReservations([created, renamed('Selects')])).toMatchObject([
      { scope: 'collection-name', key: 'p1/circled takes', owner: 'c1' },
      { scope: 'collection-name', key: 'p1/selects', owner: 'c1' },
    ]);
  });

  it('are freed by a rename to another name, and by a delete', () => {
    expect(collectionReleases([renamed('Selects'), deleted])).toMatchObject([
      { key: 'p1/circled takes' },
      { key: 'p1/circled takes' },
    ]);
    expect(collectionReleases([renamed('CIRCLED takes')])).toEqual([]);
  });
});
