export {
  createTestDatabase,
  startTestServices,
  type TestServices,
  uniqueName,
} from './services.ts';
