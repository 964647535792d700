export {
  type ProviderAccount,
  signInAtProvider,
  startTestOidcProvider,
  type TestOidcProvider,
} from './oidc-provider.ts';
export { type Exit, runToExit } from './run-to-exit.ts';
export {
  createTestDatabase,
  startTestServices,
  type TestServices,
  uniqueName,
} from './services.ts';
export {
  type ReceivedMail,
  readMail,
  startTestSmtpServer,
  type TestSmtpServer,
} from './smtp-server.ts';
