import type { Decider, MetadataEvent, MetadataImported } from '@rushes/events';

/** Keeps one part of an imported metadata file; a part already kept is not kept again. */
export interface ImportMetadataPart {
  type: 'ImportMetadataPart';
  part: MetadataImported['data'];
}

export interface MetadataImportState {
  parts: ReadonlySet<number>;
}

/**
 * An import's stream (`metadata.<importId>`): the parts of one file, each its own decision, so a
 * large file never makes one message near the log's 1 MB limit, and a retried import adds only
 * the parts that are missing.
 */
export const metadataImportDecider: Decider<
  ImportMetadataPart,
  MetadataImportState,
  MetadataEvent
> = {
  initialState: { parts: new Set() },
  decide({ part }, state) {
    if (state.parts.has(part.part)) return [];
    return [{ type: 'metadata.imported' as const, data: part }];
  },
  evolve(state, event) {
    return { parts: new Set(state.parts).add(event.data.part) };
  },
};
