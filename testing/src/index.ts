export { createTestDatabase, startTestServices, type TestServices, uniqueName } from './services.ts';
export { freePort } from './private-servers.ts';
