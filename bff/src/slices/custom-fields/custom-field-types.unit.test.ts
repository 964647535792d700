import {
  assetCustomValuesSet,
  customFieldDefined,
  publishedCustomFieldTypes,
} from '@rushes/events';
import { type CustomFieldType, customFieldTypes, parseCustomValue } from '@rushes/rules';
import { GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildMergedSchema } from '../../graphql/schema.ts';

/** A value of each type, as a client sends it. */
const samples: Record<CustomFieldType, string> = {
  TEXT: 'B',
  EMAIL: 'dit@rushes.test',
  URL: 'https://rushes.example.com',
  NUMBER: '4',
  BOOLEAN: 'yes',
  DATE: '2026-12-12',
  DATETIME: '2026-12-12T10:30+01:00',
  TIME: '07:30',
  POSITION: '48.8584, 2.2945',
};

const accepts = (
  event: { latest: number; validate(version: number, data: unknown): void },
  data: unknown,
) => {
  try {
    event.validate(event.latest, data);
    return true;
  } catch {
    return false;
  }
};

describe('the custom field types', () => {
  it('are what the GraphQL schema offers, taken from @rushes/rules', () => {
    const type = buildMergedSchema().getType('CustomFieldType');
    if (!(type instanceof GraphQLEnumType)) throw new Error('CustomFieldType is no enum');
    expect(type.getValues().map((value) => value.name)).toEqual([...customFieldTypes]);
  });

  it('are all the published events hold, definitions and values alike', () => {
    expect([...publishedCustomFieldTypes]).toEqual([...customFieldTypes]);
    const refused = customFieldTypes.filter((type) => {
      const parsed = parseCustomValue({ type, options: [] }, samples[type]);
      if (!parsed.ok) return true;
      const definition = {
        ...{ workspaceId: 'w1', fieldId: 'f1', name: 'Field', type, options: [] },
        ...{ required: false, shownInList: false },
      };
      const values = { assetId: 'a1', values: [{ fieldId: 'f1', value: parsed.value }] };
      return !accepts(customFieldDefined, definition) || !accepts(assetCustomValuesSet, values);
    });
    expect(refused).toEqual([]);
  });
});
