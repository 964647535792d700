import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './fill-placeholders.ts';

describe("the Send Notification dialog's placeholders", () => {
  it('fills project, folder, path and link, and leaves [USER] to the server', () => {
    const values = {
      PROJECT: 'Feature',
      FOLDER: 'Day 1',
      FOLDER_PATH: 'Feature / Day 1',
      LINK: 'http://localhost/projects/p/f',
    };
    expect(
      fillPlaceholders('[USER]: [FOLDER_PATH] ([FOLDER]) of [PROJECT] at [LINK]', values),
    ).toBe('[USER]: Feature / Day 1 (Day 1) of Feature at http://localhost/projects/p/f');
  });
});
