export { assertCatalogueUpcasts, type CatalogueSamples } from './catalogue-spec.ts';
export { type DeciderSpec, type DeciderThen, deciderSpec } from './decider-spec.ts';
export { createInMemoryEventStore } from './in-memory.event-store.ts';
