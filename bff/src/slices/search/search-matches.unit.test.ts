import { describe, expect, it } from 'vitest';
import type { PreparedTerm } from './postgres-search.sql.ts';
import { type MatchedDocument, matchesOf } from './search-matches.ts';
import { parseSearchText } from './search-text.ts';

const word = (norm: string, more: Partial<PreparedTerm> = {}): PreparedTerm => ({
  norm,
  phrase: norm.includes(' '),
  alternatives: [norm],
  stems: [norm],
  ...more,
});

const asset: MatchedDocument = {
  kind: 'asset',
  name: 'A003C012_230522.mov',
  slateText: '19A / 3',
  slateLabels: 'Scene 19A Take 3 Camera Angle B',
  filenames: ['A003C012_230522.mov'],
  metadata: [
    { key: 'Camera', value: 'ARRI Alexa' },
    { key: 'Lieu', value: 'Château Ørsted' },
  ],
  custom: {
    location: [
      { name: 'Location', type: 'TEXT', text: 'Harbour Wall', value: 'Harbour Wall', eq: [] },
    ],
    rating: [{ name: 'Rating', type: 'NUMBER', text: '4', value: 4, eq: [] }],
  },
  customMatches: null,
  email: null,
  comments: ['Needs more focusing, the framing is off'],
};

describe('matchesOf', () => {
  it('marks a part of a file name where it is', () => {
    expect(matchesOf(asset, [word('c012')], [])).toEqual([
      { field: 'name', text: asset.name, highlights: [{ start: 4, length: 4 }] },
      { field: 'filename', text: asset.name, highlights: [{ start: 4, length: 4 }] },
    ]);
  });

  it('marks a slate across its punctuation, and its named parts otherwise', () => {
    expect(matchesOf(asset, [word('19a 3')], [])[0]).toEqual({
      field: 'slate',
      text: '19A / 3',
      highlights: [{ start: 0, length: 7 }],
    });
    expect(matchesOf(asset, [word('camera'), word('b')], [])[0]).toEqual({
      field: 'slate',
      text: asset.slateLabels,
      highlights: [
        { start: 17, length: 6 },
        { start: 30, length: 1 },
      ],
    });
  });

  it('marks accented words as typed without accents, in the text as stored', () => {
    expect(matchesOf(asset, [word('chateau'), word('orsted')], [])).toEqual([
      {
        field: 'metadata:Lieu',
        text: 'Château Ørsted',
        highlights: [
          { start: 0, length: 7 },
          { start: 8, length: 6 },
        ],
      },
    ]);
  });

  it('marks the words a typo meant, and comment words of the same stem', () => {
    const typo = word('alexs', { alternatives: ['alexs', 'alexa'] });
    expect(matchesOf(asset, [typo], [])).toEqual([
      { field: 'metadata:Camera', text: 'ARRI Alexa', highlights: [{ start: 5, length: 5 }] },
    ]);
    const stemmed = word('focused', { stems: ['focus'] });
    expect(matchesOf(asset, [stemmed, word('frames', { stems: ['frame'] })], [])).toEqual([
      {
        field: 'comment',
        text: asset.comments?.[0],
        highlights: [
          { start: 11, length: 8 },
          { start: 25, length: 7 },
        ],
      },
    ]);
  });

  it('marks the words of custom text values, under their field’s name', () => {
    expect(matchesOf(asset, [word('harbour')], [])).toEqual([
      { field: 'field:Location', text: 'Harbour Wall', highlights: [{ start: 0, length: 7 }] },
    ]);
    // a number is found by its field only
    expect(matchesOf(asset, [word('4')], [])).toEqual([]);
  });

  it('shows the custom values a filter kept, once', () => {
    const rating = asset.custom?.rating?.[0];
    const kept = { ...asset, customMatches: rating ? [rating] : [] };
    expect(matchesOf(kept, [], parseSearchText('rating:>3').filters)).toEqual([
      { field: 'field:Rating', text: '4', highlights: [{ start: 0, length: 1 }] },
    ]);
    const location = asset.custom?.location?.[0];
    const both = { ...asset, customMatches: location ? [location] : [] };
    expect(matchesOf(both, [word('harbour')], parseSearchText('location:harbour').filters)).toEqual(
      [{ field: 'field:Location', text: 'Harbour Wall', highlights: [{ start: 0, length: 7 }] }],
    );
  });

  it('shows the column a filter kept, and a share by its name', () => {
    const { filters } = parseSearchText('camera:"arri alexa"');
    expect(matchesOf(asset, [], filters)).toEqual([
      { field: 'metadata:Camera', text: 'ARRI Alexa', highlights: [{ start: 0, length: 10 }] },
    ]);
    const share = {
      ...asset,
      kind: 'share' as const,
      name: 'Dailies',
      filenames: [],
      metadata: [],
    };
    expect(
      matchesOf(
        { ...share, slateText: null, slateLabels: null, comments: null },
        [word('dailies')],
        [],
      ),
    ).toEqual([{ field: 'share', text: 'Dailies', highlights: [{ start: 0, length: 7 }] }]);
  });
});
