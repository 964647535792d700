import { describe, expect, it } from 'vitest';
import { publishedVersions } from '../testing/index.ts';
import { catalogue } from './index.ts';

/**
 * Every event version ever published, as its JSON Schema. A published version never changes: a
 * change of shape is a new version with an upcaster. After adding one, record it with
 * `RUSHES_RECORD_EVENTS=1 npx vitest run events/src/catalogue/published-events.unit.test.ts`
 * (it adds what is missing and never rewrites what is there).
 */
const file = new URL('./published-events.json', import.meta.url);

describe('published event versions', () => {
  const { changed, unrecorded } = publishedVersions(catalogue.definitions, file);

  it('never change', () => {
    expect(changed, 'published versions whose schema changed or vanished').toEqual([]);
  });

  it('are all recorded', () => {
    expect(unrecorded, 'versions to record (see the comment at the top)').toEqual([]);
  });
});
