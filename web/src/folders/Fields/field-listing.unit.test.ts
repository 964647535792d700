import { describe, expect, it } from 'vitest';
import {
  fieldFilterOf,
  fieldFilterParam,
  fieldOrderOf,
  fieldOrderParam,
  filterable,
} from './field-listing.ts';

describe("a folder list's custom field order and filters", () => {
  it('travel in the address and back', () => {
    const order = { fieldId: 'Q3VzdG9tRmllbGQ6MQ==', direction: 'DESC' as const };
    expect(fieldOrderOf(fieldOrderParam(order))).toEqual(order);
    const filter = { fieldId: 'Q3VzdG9tRmllbGQ6MQ==', comparison: 'EQUALS' as const, value: 'a:b' };
    expect(fieldFilterOf(fieldFilterParam(filter))).toEqual(filter);
    expect(fieldFilterOf('LIKE:x:y')).toBeNull();
    expect(fieldOrderOf('UP:x')).toBeNull();
  });

  it('compare only values the field’s type reads', () => {
    expect(filterable('NUMBER', 'GREATER_THAN', '3')).toBe(true);
    expect(filterable('NUMBER', 'GREATER_THAN', 'three')).toBe(false);
    expect(filterable('DATETIME', 'EQUALS', '2026-12-12')).toBe(true);
    expect(filterable('POSITION', 'LESS_THAN', '1, 2')).toBe(false);
    expect(filterable('TEXT', 'CONTAINS', 'cam')).toBe(true);
    expect(filterable('TEXT', 'EQUALS', '  ')).toBe(false);
  });
});
