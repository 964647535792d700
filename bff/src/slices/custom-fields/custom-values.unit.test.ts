import { DomainError } from '@rushes/events';
import { describe, expect, it } from 'vitest';
import type { CustomFieldRow } from './custom-field.queries.ts';
import { valuesToSet } from './custom-values.ts';

const field = (
  id: string,
  name: string,
  type: CustomFieldRow['type'],
  more = {},
): CustomFieldRow => ({
  id,
  workspaceId: 'w1',
  name,
  type,
  options: [],
  required: false,
  shownInList: false,
  position: 0,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...more,
});

const fields = [
  field('camera', 'Camera', 'TEXT', { options: ['A', 'B', 'C'] }),
  field('rating', 'Rating', 'NUMBER', { required: true }),
  field('shot', 'Shot at', 'DATETIME'),
  field('where', 'Location', 'POSITION'),
  field('contact', 'Contact', 'EMAIL'),
];

const refusal = (result: ReturnType<typeof valuesToSet>) =>
  result instanceof DomainError ? { code: result.code, ...result.data } : result;

describe('the values set on assets', () => {
  it('are read by their fields’ types', () => {
    expect(
      valuesToSet(fields, [
        { fieldId: 'camera', value: 'b' },
        { fieldId: 'rating', value: ' 4 ' },
        { fieldId: 'shot', value: '2026-12-12T10:30+01:00' },
        { fieldId: 'where', value: '' },
      ]),
    ).toEqual([
      { fieldId: 'camera', value: { type: 'TEXT', value: 'B' } },
      { fieldId: 'rating', value: { type: 'NUMBER', value: 4 } },
      { fieldId: 'shot', value: { type: 'DATETIME', value: '2026-12-12T09:30:00.000Z' } },
      { fieldId: 'where', value: null },
    ]);
  });

  it('name the field and the rule a value breaks', () => {
    expect(refusal(valuesToSet(fields, [{ fieldId: 'contact', value: 'dit at rushes' }]))).toEqual({
      code: 'VALIDATION_FAILED',
      field: 'Contact',
      rule: 'email',
      fieldId: 'contact',
    });
    expect(
      refusal(valuesToSet(fields, [{ fieldId: 'shot', value: '2026-12-12T10:30' }])),
    ).toMatchObject({ field: 'Shot at', rule: 'timeZone' });
    expect(refusal(valuesToSet(fields, [{ fieldId: 'where', value: '95, 2' }]))).toMatchObject({
      field: 'Location',
      rule: 'latitude',
    });
  });

  it('never leave a required field empty', () => {
    expect(refusal(valuesToSet(fields, [{ fieldId: 'rating', value: null }]))).toMatchObject({
      field: 'Rating',
      rule: 'required',
    });
  });

  it('name fields of the workspace, each once', () => {
    expect(refusal(valuesToSet(fields, [{ fieldId: 'lens', value: '35' }]))).toEqual({
      code: 'NOT_FOUND',
      field: 'fieldId',
      entity: 'customField',
    });
    const twice = [
      { fieldId: 'camera', value: 'A' },
      { fieldId: 'camera', value: 'B' },
    ];
    expect(refusal(valuesToSet(fields, twice))).toMatchObject({ field: 'values', rule: 'unique' });
  });
});
