import { deciderSpec } from '@rushes/events/testing';
import type { CustomValue } from '@rushes/rules';
import { describe, it } from 'vitest';
import {
  type ChangeCustomField,
  type CustomFieldDefinition,
  customFieldDecider,
  type DefineCustomField,
  MAX_FIELDS,
} from './custom-field.decider.ts';

const camera: CustomFieldDefinition = {
  fieldId: 'f1',
  name: 'Camera',
  fieldType: 'TEXT',
  options: ['A', 'B', 'C'],
  required: false,
  shownInList: true,
};
const rating: CustomFieldDefinition = {
  fieldId: 'f2',
  name: 'Rating',
  fieldType: 'NUMBER',
  options: [],
  required: false,
  shownInList: false,
};

const define = (field: Partial<CustomFieldDefinition> = {}): DefineCustomField => ({
  type: 'DefineCustomField',
  workspaceId: 'w1',
  field: { ...camera, ...field },
});
const defined = (field: CustomFieldDefinition) => ({
  type: 'custom_field.defined' as const,
  data: {
    workspaceId: 'w1',
    fieldId: field.fieldId,
    name: field.name,
    type: field.fieldType,
    options: [...field.options],
    required: field.required,
    shownInList: field.shownInList,
  },
});
const changed = (field: CustomFieldDefinition) => ({
  ...defined(field),
  type: 'custom_field.changed' as const,
});
const change = (
  fieldId: string,
  changes: ChangeCustomField['changes'],
  values: CustomValue[] = [],
): ChangeCustomField => ({
  type: 'ChangeCustomField',
  workspaceId: 'w1',
  fieldId,
  changes,
  values,
});

const spec = deciderSpec(customFieldDecider);

describe('DefineCustomField', () => {
  it('defines a field with its name and options trimmed', () => {
    spec.when(define({ name: ' Camera ', options: [' A', 'B ', 'C'] })).then([defined(camera)]);
  });

  it('refuses a name another field has, whatever its case', () => {
    spec
      .given([defined(camera)])
      .when(define({ fieldId: 'f3', name: 'CAMERA' }))
      .thenRejects('NAME_CONFLICT', { field: 'name', entity: 'customField' });
  });

  it('refuses an empty name, and one that search or an ALE could not take', () => {
    spec.when(define({ name: '  ' })).thenRejects('VALIDATION_FAILED', {
      field: 'name',
      rule: 'required',
    });
    spec.when(define({ name: 'Cam:era' })).thenRejects('VALIDATION_FAILED', {
      field: 'name',
      rule: 'fieldName',
    });
  });

  it('gives options to a choice list only, each once', () => {
    spec.when(define({ fieldType: 'NUMBER', options: ['1'] })).thenRejects('VALIDATION_FAILED', {
      field: 'options',
      rule: 'textOnly',
    });
    spec.when(define({ options: ['A', 'a'] })).thenRejects('VALIDATION_FAILED', {
      field: 'options',
      rule: 'unique',
    });
  });

  it('does nothing for a field defined already (a retry)', () => {
    spec
      .given([defined(camera)])
      .when(define())
      .thenNothing();
  });

  it(`holds at most ${MAX_FIELDS} fields`, () => {
    const many = Array.from({ length: MAX_FIELDS }, (_, index) =>
      defined({ ...rating, fieldId: `x${index}`, name: `Field ${index}` }),
    );
    spec.given(many).when(define()).thenRejects('VALIDATION_FAILED', {
      field: 'workspaceId',
      rule: 'maxItems',
      max: MAX_FIELDS,
    });
  });
});

describe('ChangeCustomField', () => {
  const text = (value: string): CustomValue => ({ type: 'TEXT', value });

  it('renames a field and shows it in the list', () => {
    spec
      .given([defined(rating)])
      .when(change('f2', { name: 'Stars', shownInList: true }))
      .then([changed({ ...rating, name: 'Stars', shownInList: true })]);
  });

  it('changes the type where every value converts', () => {
    const notes = { ...rating, fieldType: 'TEXT' as const };
    spec
      .given([defined(notes)])
      .when(change('f2', { fieldType: 'NUMBER' }, [text('3'), text('4.5')]))
      .then([changed(rating)]);
  });

  it('refuses a type a value cannot take, naming the value', () => {
    const notes = { ...rating, fieldType: 'TEXT' as const };
    spec
      .given([defined(notes)])
      .when(change('f2', { fieldType: 'NUMBER' }, [text('3'), text('three')]))
      .thenRejects('VALIDATION_FAILED', { field: 'type', rule: 'convert', value: 'three' });
  });

  it('refuses to take away an option a value holds', () => {
    spec
      .given([defined(camera)])
      .when(change('f1', { options: ['A', 'C'] }, [text('B')]))
      .thenRejects('VALIDATION_FAILED', { field: 'options', rule: 'convert', value: 'B' });
  });

  it('drops the options of a choice list that becomes another type', () => {
    spec
      .given([defined({ ...camera, options: ['1', '2'] })])
      .when(change('f1', { fieldType: 'NUMBER' }, [text('2')]))
      .then([changed({ ...camera, fieldType: 'NUMBER', options: [] })]);
  });

  it('does nothing when nothing changes, and refuses a field that is not there', () => {
    spec
      .given([defined(camera)])
      .when(change('f1', { name: 'Camera ' }))
      .thenNothing();
    spec.when(change('f9', { name: 'Lens' })).thenRejects('NOT_FOUND', {
      field: 'id',
      entity: 'customField',
    });
  });
});

describe('ReorderCustomFields and RemoveCustomField', () => {
  const reorder = (fieldIds: string[]) => ({
    type: 'ReorderCustomFields' as const,
    workspaceId: 'w1',
    fieldIds,
  });

  it('puts the fields in the order given', () => {
    spec
      .given([defined(camera), defined(rating)])
      .when(reorder(['f2', 'f1']))
      .then([
        { type: 'custom_fields.reordered', data: { workspaceId: 'w1', fieldIds: ['f2', 'f1'] } },
      ]);
  });

  it('takes every field once, as they are now', () => {
    spec
      .given([defined(camera), defined(rating)])
      .when(reorder(['f2']))
      .thenRejects('STATE_CONFLICT', { field: 'fieldIds', entity: 'customField' });
  });

  it('removes a field by its name as it was', () => {
    spec
      .given([defined(camera)])
      .when({ type: 'RemoveCustomField', workspaceId: 'w1', fieldId: 'f1' })
      .then([
        {
          type: 'custom_field.removed',
          data: { workspaceId: 'w1', fieldId: 'f1', name: 'Camera' },
        },
      ]);
  });
});
