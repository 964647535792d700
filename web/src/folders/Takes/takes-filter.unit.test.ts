import { describe, expect, it } from 'vitest';
import { allTakes, isFiltered, takesFilterOf, toggleCircled } from './takes-filter.ts';

describe('the take filters', () => {
  it('Selected Takes and Non-Selected Takes turn each other off; again, off', () => {
    const circled = toggleCircled(allTakes, true);
    expect(circled.circled).toBe(true);
    expect(toggleCircled(circled, false).circled).toBe(false);
    expect(toggleCircled(circled, true).circled).toBeNull();
  });

  it('asks the server only for what is chosen, and for nothing when every take is listed', () => {
    expect(takesFilterOf(allTakes)).toBeNull();
    expect(isFiltered(allTakes)).toBe(false);
    const withComments = { ...toggleCircled(allTakes, false), withComments: true };
    expect(takesFilterOf(withComments)).toEqual({ circled: false, withComments: true });
    expect(takesFilterOf({ circled: null, withComments: true })).toEqual({
      circled: null,
      withComments: true,
    });
  });
});
