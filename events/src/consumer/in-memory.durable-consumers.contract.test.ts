import { createInMemoryEventStore } from '../testing/in-memory.event-store.ts';
import { durableConsumersContract } from './durable-consumers.contract.ts';

durableConsumersContract('in memory', async () => {
  const store = createInMemoryEventStore();
  return { store, cleanup: () => store.close() };
});
