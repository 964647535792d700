import { eventStoreContract } from './event-store.contract.ts';
import { postgresLogStoresUnderTest } from './stores-under-test.fixture.ts';

eventStoreContract('PostgreSQL log', postgresLogStoresUnderTest());
