import { describe, expect, it } from 'vitest';
import { collectionFormErrorsOf } from './collection-form-errors.ts';

const refused = (code: string, data: unknown = null) => ({ ok: false as const, code, data });

describe('collectionFormErrorsOf', () => {
  it('says under the name that it is taken or missing', () => {
    expect(collectionFormErrorsOf(refused('NAME_CONFLICT'))).toEqual({
      name: 'Another collection of this project has this name',
    });
    expect(
      collectionFormErrorsOf(refused('VALIDATION_FAILED', { field: 'name', rule: 'required' })),
    ).toEqual({ name: 'A name is required' });
  });

  it('says under the search what it cannot read', () => {
    const definition = (data: Record<string, string>) =>
      collectionFormErrorsOf(refused('VALIDATION_FAILED', { field: 'definition', ...data }));
    expect(definition({ rule: 'required' })).toEqual({
      definition: 'Type what its assets match',
    });
    expect(definition({ rule: 'quote' })).toEqual({ definition: 'A quote is left open' });
    expect(definition({ rule: 'has', value: 'sound' })).toEqual({
      definition: 'has: takes comments, not sound',
    });
  });

  it('leaves any other failure to a toast', () => {
    expect(collectionFormErrorsOf(refused('FORBIDDEN'))).toBeNull();
    expect(collectionFormErrorsOf({ ok: true, value: {} })).toBeNull();
  });
});
