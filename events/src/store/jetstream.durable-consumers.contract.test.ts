import { durableConsumersContract } from './durable-consumers.contract.ts';
import { jetStreamStoreUnderTest } from './stores-under-test.fixture.ts';

durableConsumersContract('JetStream', jetStreamStoreUnderTest);
