import { eventStoreContract } from './event-store.contract.ts';
import { jetStreamStoreUnderTest } from './stores-under-test.fixture.ts';

eventStoreContract('JetStream', jetStreamStoreUnderTest);
