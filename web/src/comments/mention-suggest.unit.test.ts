import { describe, expect, it } from 'vitest';
import { mentionQuery, suggestions, withMention } from './mention-suggest.ts';

const names = ['Dan Director', 'Eve Editor', 'Zoë Colour'];

describe('mentioning someone in a comment', () => {
  it('finds the name being typed after an @ at the start or after a space', () => {
    expect(mentionQuery('@Ev', 3)).toEqual({ at: 0, partial: 'Ev' });
    expect(mentionQuery('Look @dan d', 11)).toEqual({ at: 5, partial: 'dan d' });
    expect(mentionQuery('eve@studio', 10)).toBeNull();
    expect(mentionQuery('@Eve\nnext', 9)).toBeNull();
    expect(mentionQuery('no mention', 10)).toBeNull();
  });

  it('suggests the names whose words begin with what is typed', () => {
    expect(suggestions('e', names)).toEqual(['Eve Editor']);
    expect(suggestions('dir', names)).toEqual(['Dan Director']);
    expect(suggestions('ZOË', names)).toEqual(['Zoë Colour']);
    expect(suggestions('', names)).toEqual(names);
  });

  it('puts the whole name in place of what was typed, the caret after it', () => {
    const query = { at: 5, partial: 'ev' };
    expect(withMention('Look @ev here', query, 8, 'Eve Editor')).toEqual({
      text: 'Look @Eve Editor  here',
      caret: 17,
    });
  });
});
