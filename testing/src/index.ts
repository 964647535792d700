export { freePort } from './private-servers.ts';
export {
  createTestDatabase,
  startTestServices,
  type TestServices,
  uniqueName,
} from './services.ts';
