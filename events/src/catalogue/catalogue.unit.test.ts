import { Type } from '@sinclair/typebox';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { DomainEvent } from '../envelope.ts';
import { assertCatalogueUpcasts, sampleMeta } from '../testing/index.ts';
import { type Catalogue, type CatalogueEvent, createCatalogue } from './catalogue.ts';
import { defineEvent, type EventOf, InvalidEvent, UnknownEvent } from './define-event.ts';

const noteAdded = defineEvent('note.added', {
  versions: { 1: Type.Object({ noteId: Type.String(), text: Type.String() }) },
});

const noteRenamed = defineEvent('note.renamed', {
  versions: {
    1: Type.Object({ title: Type.String() }),
    2: Type.Object({ title: Type.String(), previous: Type.Union([Type.String(), Type.Null()]) }),
    3: Type.Object({
      name: Type.String({ minLength: 1 }),
      previous: Type.Union([Type.String(), Type.Null()]),
    }),
  },
  upcast: {
    1: (v1) => ({ title: v1.title, previous: null }),
    2: (v2) => ({ name: v2.title, previous: v2.previous }),
  },
});

/** A note's author was the decision's actor until v2 named it. */
const noteSigned = defineEvent('note.signed', {
  versions: {
    1: Type.Object({ noteId: Type.String() }),
    2: Type.Object({ noteId: Type.String(), signedBy: Type.String() }),
  },
  upcast: { 1: (v1, meta) => ({ noteId: v1.noteId, signedBy: meta.actor.id ?? 'rushes' }) },
});

const catalogue = createCatalogue([noteAdded, noteRenamed, noteSigned]);
const meta = sampleMeta;
/** The untyped view the command handler and the runner use. */
const loose: Catalogue = catalogue;

describe('defineEvent and createCatalogue', () => {
  it('gives the typed event of the newest version', () => {
    expectTypeOf<EventOf<typeof noteRenamed>>().toEqualTypeOf<{
      type: 'note.renamed';
      data: { name: string; previous: string | null };
    }>();
    expectTypeOf<CatalogueEvent<typeof catalogue>>().toEqualTypeOf<
      EventOf<typeof noteAdded> | EventOf<typeof noteRenamed> | EventOf<typeof noteSigned>
    >();
  });

  it('encodes at the newest version after validating', () => {
    const event = { type: 'note.renamed', data: { name: 'Cut 2', previous: 'Cut 1' } } as const;
    expect(catalogue.encode(event)).toEqual({ ...event, version: 3 });
    expect(catalogue.types).toEqual(['note.added', 'note.renamed', 'note.signed']);
  });

  it('upcasts old versions step by step on decode', () => {
    expect(
      catalogue.decode({ type: 'note.renamed', version: 1, data: { title: 'A' } }, meta),
    ).toEqual({
      type: 'note.renamed',
      data: { name: 'A', previous: null },
    });
    const v2 = { type: 'note.renamed', version: 2, data: { title: 'B', previous: 'A' } };
    expect(catalogue.decode(v2, meta).data).toEqual({ name: 'B', previous: 'A' });
  });

  it('names the type, version and field of invalid data', () => {
    const bad = { type: 'note.added', data: { noteId: 'n1', text: 7 } };
    expect(() => loose.encode(bad)).toThrow(InvalidEvent);
    expect(() => loose.encode(bad)).toThrow(
      expect.objectContaining({ type: 'note.added', version: 1, path: '/text' }),
    );
    const stored = { type: 'note.renamed', version: 1, data: { title: 3 } };
    expect(() => catalogue.decode(stored, meta)).toThrow(
      expect.objectContaining({ version: 1, path: '/title' }),
    );
  });

  it('rejects an upcast result that the next version refuses', () => {
    const stored = { type: 'note.renamed', version: 1, data: { title: '' } };
    expect(() => catalogue.decode(stored, meta)).toThrow(
      expect.objectContaining({ version: 3, path: '/name' }),
    );
  });

  it('rejects unknown types and versions', () => {
    expect(() => loose.encode({ type: 'note.lost', data: {} })).toThrow(UnknownEvent);
    const future = { type: 'note.added', version: 2, data: { noteId: 'n', text: 't' } };
    expect(() => catalogue.decode(future, meta)).toThrow(expect.objectContaining({ version: 2 }));
  });

  it('refuses duplicate types, gaps in versions and missing upcasters', () => {
    expect(() => createCatalogue([noteAdded, noteAdded])).toThrow(/defined twice/);
    const gap = { 1: Type.String(), 3: Type.String() };
    expect(() => defineEvent('x.gap', { versions: gap, upcast: {} as never })).toThrow(/1\.\.2/);
    const two = { 1: Type.String(), 2: Type.String() };
    expect(() => defineEvent('x.lost', { versions: two, upcast: {} as never })).toThrow(/upcaster/);
  });

  it("gives an upcaster the decision's meta", () => {
    const v1 = { type: 'note.signed', version: 1, data: { noteId: 'n-1' } };
    expect(catalogue.decode(v1, meta).data).toEqual({ noteId: 'n-1', signedBy: meta.actor.id });
  });

  it('narrows a decoded event with the definition guard', () => {
    const event: DomainEvent = catalogue.decode(
      {
        type: 'note.renamed',
        version: 1,
        data: { title: 'A' },
      },
      meta,
    );
    expect(noteRenamed.is(event) && event.data.name).toBe('A');
    expect(noteAdded.is(event)).toBe(false);
    expect(noteRenamed.is({ type: 'note.renamed', data: { title: 'A' } })).toBe(false);
  });
});

describe('assertCatalogueUpcasts', () => {
  const samples = {
    'note.added': { 1: [{ noteId: 'n1', text: 'hi' }] },
    'note.renamed': {
      1: [{ title: 'A' }],
      2: [{ title: 'B', previous: 'A' }],
      3: [{ name: 'C', previous: null }],
    },
    'note.signed': { 1: [{ noteId: 'n1' }], 2: [{ noteId: 'n1', signedBy: 'u-7' }] },
  };

  it('passes when every version upcasts to valid data', () => {
    expect(() => assertCatalogueUpcasts(catalogue, samples)).not.toThrow();
  });

  it('lists missing samples, unknown entries and upcasts that fail', () => {
    const broken = {
      'note.added': { 1: [{ noteId: 'n1', text: 'hi' }], 2: [{}] },
      'note.renamed': { 1: [{ title: '' }], 3: [{ name: 'C', previous: null }] },
      'note.lost': { 1: [{}] },
    };
    expect(() => assertCatalogueUpcasts(catalogue, broken)).toThrow(
      /note\.lost: not in the catalogue[\s\S]*note\.added v2: no such version[\s\S]*note\.renamed v1: invalid note\.renamed v3 at \/name[\s\S]*note\.renamed v2: no sample/,
    );
  });
});
