import { describe, expect, it } from 'vitest';
import { mentionsIn } from './mentions.ts';

const people = [
  { id: 'eve', name: 'Eve' },
  { id: 'eve-editor', name: 'Eve Editor' },
  { id: 'dan', name: 'Dan Director' },
  { id: 'zoe', name: 'Zoë Colour' },
];

describe('mentions in a comment', () => {
  it('finds each person named with @, whatever the case, once, in the order of the text', () => {
    expect(
      mentionsIn('@dan director and @Zoë Colour: warmer. Again @Dan Director.', people),
    ).toEqual(['dan', 'zoe']);
  });

  it('takes the longest name that fits, and a shorter one elsewhere', () => {
    expect(mentionsIn('@Eve Editor, see the cut', people)).toEqual(['eve-editor']);
    expect(mentionsIn('@Eve, then @Eve Editor', people)).toEqual(['eve', 'eve-editor']);
  });

  it('needs the name whole and the @ before it', () => {
    // "Eve Editors" is not Eve Editor: the shorter name fits, followed by a space
    expect(mentionsIn('@Eve Editors are late', people)).toEqual(['eve']);
    expect(mentionsIn('Dan Director, eve@studio.test', people)).toEqual([]);
    expect(mentionsIn('@Danny', people)).toEqual([]);
  });
});
