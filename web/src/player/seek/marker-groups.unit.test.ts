import { describe, expect, it } from 'vitest';
import { groupMarkers } from './marker-groups.ts';

const at = (...starts: number[]) => starts.map((start, index) => ({ id: `m${index}`, start }));
const ids = (groups: ReturnType<typeof groupMarkers<{ id: string; start: number }>>) =>
  groups.map((group) => group.marks.map((mark) => mark.id));

describe('seek bar markers', () => {
  it('merges markers within 10 px of a group’s first, by the bar’s width', () => {
    // 100 s on 1000 px: 1 s is 10 px
    expect(ids(groupMarkers(at(10, 10.5, 11, 30), 100, 1000))).toEqual([
      ['m0', 'm1', 'm2'],
      ['m3'],
    ]);
    expect(ids(groupMarkers(at(10, 11.1), 100, 1000))).toEqual([['m0'], ['m1']]);
    // the same marks on a bar half as wide are closer in pixels
    expect(ids(groupMarkers(at(10, 11.1, 12), 100, 500))).toEqual([['m0', 'm1', 'm2']]);
  });

  it('does not chain: a group spans at most 10 px', () => {
    expect(ids(groupMarkers(at(0, 0.8, 1.6, 2.4), 100, 1000))).toEqual([
      ['m0', 'm1'],
      ['m2', 'm3'],
    ]);
  });

  it('places a group in the middle of its members, sorted along the bar', () => {
    const groups = groupMarkers(at(50, 10, 10.5), 100, 1000);
    expect(groups.map((group) => group.x)).toEqual([102.5, 500]);
    expect(ids(groups)).toEqual([['m1', 'm2'], ['m0']]);
  });

  it('keeps markers on the bar and shows none without a duration or a width', () => {
    expect(groupMarkers(at(120), 100, 1000).map((group) => group.x)).toEqual([1000]);
    expect(groupMarkers(at(1), 0, 1000)).toEqual([]);
    expect(groupMarkers(at(1), 100, 0)).toEqual([]);
  });
});
