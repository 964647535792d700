import { describe, expect, it } from 'vitest';
import { noOptionalColumns } from '../List/folder-columns.ts';
import { sortFieldLabel, sortFieldsOf } from './sort-labels.ts';

describe('the fields the toolbar sorts by', () => {
  it('offers Selected and Scene only where their columns are called for', () => {
    expect(sortFieldsOf(noOptionalColumns).map(sortFieldLabel)).toEqual([
      'Name',
      'Created',
      'Size',
      'Duration',
    ]);
    const takes = { selected: true, scene: true, status: false };
    expect(sortFieldsOf(takes).map(sortFieldLabel)).toEqual([
      'Name',
      'Selected',
      'Scene',
      'Created',
      'Size',
      'Duration',
    ]);
  });
});
