import { readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { catalogue } from './index.ts';

/**
 * Every event version ever published, as its JSON Schema. A published version never changes: a
 * change of shape is a new version with an upcaster. After adding one, record it with
 * `RUSHES_RECORD_EVENTS=1 npx vitest run events/src/catalogue/published-events.unit.test.ts`
 * (it adds what is missing and never rewrites what is there).
 */
const file = new URL('./published-events.json', import.meta.url);
type Published = Record<string, Record<string, unknown>>;

const published: Published = JSON.parse(readFileSync(file, 'utf8'));
/** The schema as JSON keeps it (TypeBox's symbol keys drop out). */
const current = (type: string, version: number): unknown =>
  JSON.parse(JSON.stringify(catalogue.definitions.find((d) => d.type === type)?.versions[version]));

describe('published event versions', () => {
  it('never change', () => {
    const changed = Object.entries(published).flatMap(([type, versions]) =>
      Object.entries(versions)
        .filter(([version, schema]) => !isDeepStrictEqual(current(type, Number(version)), schema))
        .map(([version]) => `${type} v${version}`),
    );
    expect(changed, 'published versions whose schema changed or vanished').toEqual([]);
  });

  it('are all recorded', () => {
    const unrecorded = catalogue.definitions.flatMap((definition) =>
      Array.from({ length: definition.latest }, (_, index) => index + 1)
        .filter((version) => published[definition.type]?.[version] === undefined)
        .map((version) => ({ type: definition.type, version })),
    );
    if (process.env.RUSHES_RECORD_EVENTS && unrecorded.length > 0) {
      for (const { type, version } of unrecorded) {
        published[type] = { ...published[type], [version]: current(type, version) };
      }
      writeFileSync(file, `${JSON.stringify(published, null, 2)}\n`);
      return;
    }
    expect(unrecorded, 'versions to record (see the comment at the top)').toEqual([]);
  });
});
