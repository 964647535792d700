import { eventStoreContract } from '../store/event-store.contract.ts';
import { createInMemoryEventStore } from './in-memory.event-store.ts';

eventStoreContract('in memory', async () => {
  const store = createInMemoryEventStore();
  return { store, cleanup: () => store.close() };
});
