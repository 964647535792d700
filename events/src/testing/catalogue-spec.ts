import { fail } from 'node:assert/strict';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { EventMeta } from '../envelope.ts';

/** Sample data for each event type and version: `{ 'folder.renamed': { 1: [v1Data], 2: [v2Data] } }`. */
export type CatalogueSamples = Record<string, Record<number, readonly unknown[]>>;

/** The decision every sample is read as part of: a user's. */
export const sampleMeta: EventMeta = {
  actor: { kind: 'user', id: '0b6f1e0c-1c7e-4d39-9a53-2f0e8f3b8a01' },
  commandId: 'sample-command',
  correlationId: 'sample-request',
  causationId: null,
  at: '2026-11-24T06:00:00.000Z',
  clientIp: null,
};

function problemsOf(catalogue: Catalogue, type: string, version: number, data: unknown): string[] {
  try {
    const decoded = catalogue.decode({ type, version, data }, sampleMeta);
    const again = catalogue.decode(catalogue.encode(decoded), sampleMeta);
    return JSON.stringify(again) === JSON.stringify(decoded)
      ? []
      : [`${type} v${version}: encoding the upcast event changes it`];
  } catch (error) {
    return [`${type} v${version}: ${error instanceof Error ? error.message : String(error)}`];
  }
}

/**
 * Proves a catalogue's versions hold together: every version of every event type has samples,
 * each sample validates as its own version, upcasts to the newest version and validates there,
 * and survives an encode/decode round trip. Fails with one message listing every problem.
 */
export function assertCatalogueUpcasts(catalogue: Catalogue, samples: CatalogueSamples): void {
  const problems: string[] = [];
  for (const type of Object.keys(samples)) {
    if (!catalogue.types.includes(type)) problems.push(`${type}: not in the catalogue`);
  }
  for (const definition of catalogue.definitions) {
    const byVersion = samples[definition.type] ?? {};
    for (const version of Object.keys(byVersion).map(Number)) {
      if (!(version >= 1 && version <= definition.latest)) {
        problems.push(`${definition.type} v${version}: no such version`);
      }
    }
    for (let version = 1; version <= definition.latest; version++) {
      const list = byVersion[version] ?? [];
      if (list.length === 0) problems.push(`${definition.type} v${version}: no sample`);
      for (const data of list)
        problems.push(...problemsOf(catalogue, definition.type, version, data));
    }
  }
  if (problems.length > 0) fail(`catalogue versions do not hold together:\n${problems.join('\n')}`);
}
