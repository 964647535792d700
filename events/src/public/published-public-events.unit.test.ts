import { describe, expect, it } from 'vitest';
import { publishedVersions } from '../testing/index.ts';
import { publicCatalogue } from './index.ts';

/**
 * Every public event version ever published, as its JSON Schema: what integrators were promised.
 * It never changes: a change of shape is a new public version with an upcaster. After adding one,
 * record it with
 * `RUSHES_RECORD_EVENTS=1 npx vitest run events/src/public/published-public-events.unit.test.ts`.
 */
const file = new URL('./published-public-events.json', import.meta.url);

describe('published public event versions', () => {
  const { changed, unrecorded } = publishedVersions(publicCatalogue.events.definitions, file);

  it('never change', () => {
    expect(changed, 'published public versions whose schema changed or vanished').toEqual([]);
  });

  it('are all recorded', () => {
    expect(unrecorded, 'versions to record (see the comment at the top)').toEqual([]);
  });
});
