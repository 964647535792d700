import { describe, expect, it } from 'vitest';
import { defaultTemplates, fillTemplate } from './templates.ts';

const values = {
  FOLDER: 'Day 1',
  FOLDER_PATH: 'Feature / Day 1',
  LINK: 'https://rushes.example/projects/p/f',
  PROJECT: 'Feature',
  USER: 'Ada Admin',
  CHANGES: 'Since “Director 1”: 2 new assets.',
};

describe('notification templates', () => {
  it('fills every placeholder, each time it appears', () => {
    expect(fillTemplate('[FOLDER] and [FOLDER] of [PROJECT] by [USER]', values)).toBe(
      'Day 1 and Day 1 of Feature by Ada Admin',
    );
    expect(fillTemplate('[FOLDER_PATH]\n\n[CHANGES]', values)).toBe(
      'Feature / Day 1\n\nSince “Director 1”: 2 new assets.',
    );
    expect(fillTemplate(defaultTemplates.body, values)).toBe(
      'Ada Admin added new content to Feature / Day 1 in Feature.\n\nOpen the folder: https://rushes.example/projects/p/f',
    );
  });

  it('leaves other brackets as written, and a value that looks like a placeholder alone', () => {
    expect(fillTemplate('[SCENE 4] [folder] [FOLDER]', { ...values, FOLDER: '[USER]' })).toBe(
      '[SCENE 4] [folder] [USER]',
    );
  });
});
