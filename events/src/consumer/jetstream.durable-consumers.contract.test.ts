import { jetStreamStoreUnderTest } from '../store/stores-under-test.fixture.ts';
import { durableConsumersContract } from './durable-consumers.contract.ts';

durableConsumersContract('JetStream', jetStreamStoreUnderTest);
