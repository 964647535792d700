import { describe, expect, it } from 'vitest';
import { withinOneEdit } from './within-one-edit.ts';

describe('withinOneEdit', () => {
  it('takes one letter changed, added, dropped or two neighbours swapped', () => {
    expect(withinOneEdit('scene', 'scane')).toBe(true);
    expect(withinOneEdit('scene', 'xcene')).toBe(true);
    expect(withinOneEdit('scene', 'scenx')).toBe(true);
    expect(withinOneEdit('scene', 'scenes')).toBe(true);
    expect(withinOneEdit('scene', 'sscene')).toBe(true);
    expect(withinOneEdit('scene', 'scne')).toBe(true);
    expect(withinOneEdit('scene', 'cene')).toBe(true);
    expect(withinOneEdit('scene', 'sceen')).toBe(true);
    expect(withinOneEdit('scene', 'secne')).toBe(true);
    expect(withinOneEdit('focus', 'ofcus')).toBe(true);
  });

  it('refuses the same word and anything two letters away', () => {
    expect(withinOneEdit('scene', 'scene')).toBe(false);
    expect(withinOneEdit('scene', 'scxnx')).toBe(false);
    expect(withinOneEdit('scene', 'sce')).toBe(false);
    expect(withinOneEdit('scene', 'scenery')).toBe(false);
    expect(withinOneEdit('scene', 'ecsne')).toBe(false);
    expect(withinOneEdit('camera', 'cmaeea')).toBe(false);
  });
});
