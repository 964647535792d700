import { durableConsumersContract } from './durable-consumers.contract.ts';
import { postgresLogStoresUnderTest } from './stores-under-test.fixture.ts';

durableConsumersContract('PostgreSQL log', postgresLogStoresUnderTest());
