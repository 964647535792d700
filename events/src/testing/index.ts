export { assertCatalogueUpcasts, type CatalogueSamples, sampleMeta } from './catalogue-spec.ts';
export { type DeciderSpec, type DeciderThen, deciderSpec } from './decider-spec.ts';
export { createInMemoryEventStore } from './in-memory.event-store.ts';
export { publishedVersions } from './published-versions.ts';
