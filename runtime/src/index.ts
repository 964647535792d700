export { closeOnSignal } from './close-on-signal.ts';
export { ConfigError, exitOnStartFailure } from './config-error.ts';
export { type Env, type EnvKey, envSchema, type LogLevel } from './env/env-schema.ts';
export { describeEnv, type EnvVariable } from './env/env-variable.ts';
export { loadEnv, type Settings } from './env/load-env.ts';
export { type NatsNames, natsNames } from './env/nats-names.ts';
export { type AppEnv, appEnv, type ProcessName, processEnv } from './env/process-env.ts';
export {
  defaultStorage,
  embeddedTransferServer,
  type StorageSetting,
  type StorageSetup,
  storageSetupOf,
  type TransferServerKind,
  type TransferServerSetting,
  transferServerKinds,
} from './env/storage-setup.ts';
export { freeLoopbackPort } from './free-port.ts';
export { createLogger, type LogFormat, type Logger, type LoggerOptions } from './logger.ts';
export { minimumNode, unsupportedNode } from './node-version.ts';
export {
  keepFilesPrivate,
  makePrivateFolder,
  PRIVATE_FILE_MODE,
  PRIVATE_FOLDER_MODE,
  type PrivateFolderOptions,
  securePrivateFolder,
} from './private-files.ts';
export { REDACTED, redactSecrets } from './redact.ts';
export {
  type MediaFeatures,
  type MediaTool,
  type MediaToolchain,
  NO_SRT,
  resolveMediaTools,
  toolLine,
} from './required-tools.ts';
export { createSealer, type Sealer, SRT_PASSPHRASES } from './sealer.ts';
export {
  type Dependency,
  hideCredentials,
  natsAt,
  postgresAt,
  reach,
  redisAt,
  s3At,
  smtpAt,
  UnreachableError,
  unreachableMessage,
} from './unreachable.ts';
