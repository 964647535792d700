import { durableConsumersContract } from '../consumer/durable-consumers.contract.ts';
import { jetStreamStoreUnderTest } from './stores-under-test.fixture.ts';

durableConsumersContract('JetStream', jetStreamStoreUnderTest);
