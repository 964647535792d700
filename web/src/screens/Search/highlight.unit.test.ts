import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight.ts';

describe('highlightParts', () => {
  it('cuts the text around its highlights', () => {
    expect(highlightParts('A003C012_230522.mov', [{ start: 4, length: 4 }])).toEqual([
      { text: 'A003', marked: false },
      { text: 'C012', marked: true },
      { text: '_230522.mov', marked: false },
    ]);
    expect(highlightParts('19A / 3', [{ start: 0, length: 7 }])).toEqual([
      { text: '19A / 3', marked: true },
    ]);
  });

  it('takes highlights out of order, overlapping or past the end as far as they make sense', () => {
    expect(
      highlightParts('soft focus', [
        { start: 5, length: 20 },
        { start: 0, length: 4 },
        { start: 2, length: 1 },
      ]),
    ).toEqual([
      { text: 'soft', marked: true },
      { text: ' ', marked: false },
      { text: 'focus', marked: true },
    ]);
    expect(highlightParts('take', [])).toEqual([{ text: 'take', marked: false }]);
  });
});
