import { durableConsumersContract } from '../store/durable-consumers.contract.ts';
import { createInMemoryEventStore } from '../testing/in-memory.event-store.ts';

durableConsumersContract('in memory', async () => {
  const store = createInMemoryEventStore();
  return { store, cleanup: () => store.close() };
});
