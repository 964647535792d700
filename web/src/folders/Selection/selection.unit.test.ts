import { describe, expect, it } from 'vitest';
import { keepShown, noSelection, select, selectHowOf } from './selection.ts';

const order = ['f1', 'f2', 'a1', 'a2', 'a3'];
const ids = (selection: { ids: ReadonlySet<string> }) => [...selection.ids].sort();

describe('the folder selection', () => {
  it('a click chooses one item; Ctrl or ⌘ adds and removes one', () => {
    const one = select(noSelection, order, 'a1', 'only');
    expect(ids(one)).toEqual(['a1']);
    const two = select(one, order, 'f2', 'toggle');
    expect(ids(two)).toEqual(['a1', 'f2']);
    expect(ids(select(two, order, 'a1', 'toggle'))).toEqual(['f2']);
    expect(ids(select(two, order, 'a3', 'only'))).toEqual(['a3']);
  });

  it('Shift chooses the range from the last click, either way, keeping what was chosen', () => {
    const start = select(noSelection, order, 'f2', 'only');
    expect(ids(select(start, order, 'a2', 'range'))).toEqual(['a1', 'a2', 'f2']);
    expect(ids(select(start, order, 'f1', 'range'))).toEqual(['f1', 'f2']);
    const more = select(select(start, order, 'a3', 'toggle'), order, 'a1', 'range');
    expect(ids(more)).toEqual(['a1', 'a2', 'a3', 'f2']);
  });

  it('Shift with nothing chosen yet chooses that one item', () => {
    expect(ids(select(noSelection, order, 'a2', 'range'))).toEqual(['a2']);
  });

  it('reads the click: Shift before Ctrl or ⌘', () => {
    expect(selectHowOf({ shiftKey: true, ctrlKey: true, metaKey: false })).toBe('range');
    expect(selectHowOf({ shiftKey: false, ctrlKey: false, metaKey: true })).toBe('toggle');
    expect(selectHowOf({ shiftKey: false, ctrlKey: false, metaKey: false })).toBe('only');
  });

  it('forgets items that left the list', () => {
    const chosen = select(select(noSelection, order, 'a1', 'only'), order, 'a3', 'range');
    expect(ids(keepShown(chosen, ['f1', 'a2', 'a3']))).toEqual(['a2', 'a3']);
    expect(keepShown(chosen, order)).toBe(chosen);
  });
});
