export { type AppDeps, buildApp } from './app.ts';
export type { Viewer } from './auth/viewer.ts';
export {
  type BffConfig,
  type Config,
  ConfigError,
  loadConfig,
  publicOrigin,
} from './config.ts';
export { createMailer } from './mail/create-mailer.ts';
export type { Mailer } from './mail/mailer.ts';
export type { BffAdapters, RunningBff } from './run-bff.ts';
export type { Services } from './services.ts';
export { closeEmitter } from './shutdown.ts';
export { projectionsOf, type Slice } from './slice.ts';
export {
  type ChainBreak,
  type ChainCheck,
  verifyCustody,
} from './slices/custody/custody-verify.ts';
export { slices } from './slices/index.ts';
export { postgresSearchEngine } from './slices/search/postgres-search.ts';
export { reachOf } from './slices/search/search.access.ts';
export {
  positionOf,
  type SearchAnswer,
  type SearchRequest,
} from './slices/search/search.port.ts';
export { parseSearchText } from './slices/search/search-text.ts';
export { createSmsSender } from './sms/create-sms.ts';
export type { SmsSender } from './sms/sms-sender.ts';
export { startBff } from './start.ts';
