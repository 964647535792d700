import { readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import type { EventDefinition } from '../catalogue/define-event.ts';

type Published = Record<string, Record<string, unknown>>;

/**
 * Compares event definitions with the file of the versions they ever published (each as its JSON
 * Schema): `changed` lists the published versions whose schema changed or vanished, `unrecorded`
 * those not in the file yet. With `RUSHES_RECORD_EVENTS` set, it adds what is missing to the file
 * (never rewriting what is there) and reports nothing unrecorded.
 */
export function publishedVersions(
  definitions: readonly EventDefinition[],
  file: URL,
): { changed: string[]; unrecorded: string[] } {
  const published: Published = JSON.parse(readFileSync(file, 'utf8'));
  /** The schema as JSON keeps it (TypeBox's symbol keys drop out). */
  const current = (type: string, version: number): unknown =>
    JSON.parse(JSON.stringify(definitions.find((d) => d.type === type)?.versions[version]));

  const changed = Object.entries(published).flatMap(([type, versions]) =>
    Object.entries(versions)
      .filter(([version, schema]) => !isDeepStrictEqual(current(type, Number(version)), schema))
      .map(([version]) => `${type} v${version}`),
  );
  const unrecorded = definitions.flatMap((definition) =>
    Array.from({ length: definition.latest }, (_, index) => index + 1)
      .filter((version) => published[definition.type]?.[version] === undefined)
      .map((version) => ({ type: definition.type, version })),
  );
  if (process.env.RUSHES_RECORD_EVENTS && unrecorded.length > 0) {
    for (const { type, version } of unrecorded) {
      published[type] = { ...published[type], [version]: current(type, version) };
    }
    writeFileSync(file, `${JSON.stringify(published, null, 2)}\n`);
    return { changed, unrecorded: [] };
  }
  return { changed, unrecorded: unrecorded.map(({ type, version }) => `${type} v${version}`) };
}
