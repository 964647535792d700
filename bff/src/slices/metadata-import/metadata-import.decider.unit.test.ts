import type { MetadataImported } from '@rushes/events';
import { deciderSpec } from '@rushes/events/testing';
import { describe, it } from 'vitest';
import { metadataImportDecider } from './metadata-import.decider.ts';

const spec = deciderSpec(metadataImportDecider);

const part = (number: number): MetadataImported['data'] => ({
  importId: 'i1',
  projectId: 'p1',
  folderId: 'f1',
  filename: 'Day 1.ale',
  format: 'ALE',
  part: number,
  parts: 2,
  offset: number === 1 ? 0 : 1,
  columns: ['Name'],
  records: [
    {
      clipName: `A00${number}`,
      reel: null,
      sourceStart: null,
      sourceEnd: null,
      fps: null,
      values: [`A00${number}`],
      slate: {},
    },
  ],
});

const imported = (number: number) => ({ type: 'metadata.imported' as const, data: part(number) });

describe('ImportMetadataPart', () => {
  it('keeps each part of the file once', () => {
    spec.when({ type: 'ImportMetadataPart', part: part(1) }).then([imported(1)]);
    spec
      .given([imported(1)])
      .when({ type: 'ImportMetadataPart', part: part(2) })
      .then([imported(2)]);
  });

  it('keeps nothing again for a retried import', () => {
    spec
      .given([imported(1), imported(2)])
      .when({ type: 'ImportMetadataPart', part: part(2) })
      .thenNothing();
  });
});
