export { type AppDeps, buildApp } from './app.ts';
export {
  type BffConfig,
  type Config,
  ConfigError,
  type ConfigVariable,
  describeConfig,
  loadConfig,
  publicOrigin,
} from './config.ts';
export type { Checkpoints, Services, Viewer } from './graphql/context.ts';
export { rebuildReadModels } from './rebuild-read-models.ts';
export { closeEmitter } from './shutdown.ts';
export { domainSlices, type SliceContract } from './slice-contract.ts';
export { type BffAdapters, type RunningBff, startBff } from './start.ts';
