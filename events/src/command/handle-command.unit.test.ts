import { createInMemoryEventStore } from '../testing/in-memory.event-store.ts';
import { handleCommandContract } from './handle-command.contract.ts';

handleCommandContract('the in-memory store', async () => {
  const store = createInMemoryEventStore();
  return { store, cleanup: () => store.close() };
});
