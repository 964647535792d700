import { describe, expect, it } from 'vitest';
import { nextSort, ordersOf, parseSavedSort, shownSort } from './folder-sort.ts';

describe('the folder sort', () => {
  it('sorts by content when nothing is saved: newest first without assets, else by slate or name', () => {
    const noAssets = { hasAssets: false, hasSlates: false };
    expect(shownSort(null, noAssets)).toEqual({ field: 'CREATED', direction: 'DESC' });
    const plain = { hasAssets: true, hasSlates: false };
    expect(shownSort(null, plain)).toEqual({ field: 'NAME', direction: 'ASC' });
    const slated = { hasAssets: true, hasSlates: true };
    expect(shownSort(null, slated)).toEqual({ field: 'SCENE_TAKE', direction: 'ASC' });
    expect(ordersOf(null)).toEqual({ folderOrder: null, assetOrder: null });
  });

  it('a saved sort overrides, folders keeping their names for size and duration', () => {
    const bySize = { field: 'SIZE', direction: 'DESC' } as const;
    expect(shownSort(bySize, { hasAssets: false, hasSlates: true })).toEqual(bySize);
    expect(ordersOf(bySize)).toEqual({ folderOrder: 'NAME_ASC', assetOrder: 'SIZE_DESC' });
    expect(ordersOf({ field: 'CREATED', direction: 'ASC' })).toEqual({
      folderOrder: 'CREATED_ASC',
      assetOrder: 'CREATED_ASC',
    });
  });

  it('a header click turns its column round, or starts another its first way', () => {
    const byName = { field: 'NAME', direction: 'ASC' } as const;
    expect(nextSort(byName, 'NAME')).toEqual({ field: 'NAME', direction: 'DESC' });
    expect(nextSort(byName, 'DURATION')).toEqual({ field: 'DURATION', direction: 'DESC' });
    expect(nextSort(byName, 'SELECTED')).toEqual({ field: 'SELECTED', direction: 'DESC' });
    expect(nextSort(byName, 'SCENE_TAKE')).toEqual({ field: 'SCENE_TAKE', direction: 'ASC' });
    expect(ordersOf({ field: 'SELECTED', direction: 'DESC' })).toEqual({
      folderOrder: 'NAME_ASC',
      assetOrder: 'SELECTED_DESC',
    });
  });

  it('reads back only a sort it knows', () => {
    expect(parseSavedSort('{"field":"SIZE","direction":"ASC"}')).toEqual({
      field: 'SIZE',
      direction: 'ASC',
    });
    expect(parseSavedSort('{"field":"COLOUR","direction":"ASC"}')).toBeNull();
    expect(parseSavedSort('not json')).toBeNull();
    expect(parseSavedSort(null)).toBeNull();
  });
});
