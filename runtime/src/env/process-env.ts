import { type Static, Type } from '@sinclair/typebox';
import { type EnvKey, envSchema } from './env-schema.ts';

/** What the BFF's app reads, however it runs. */
const appKeys = [
  'port',
  'host',
  'jwtSecret',
  'secretsKey',
  'accessTokenTtl',
  'refreshTokenTtl',
  'sessionIdleTimeout',
  'sessionMaxAge',
  'adminEmail',
  'adminPassword',
  'publicUrl',
  'supportEmail',
  'buildId',
  'buildTime',
  'licenseExpires',
  'logLevel',
  'loginRateLimit',
  'requireMfa',
  'noticeDelay',
  'maxUploadGb',
  'uploadKeepDays',
  'passwordResetTtl',
  'inviteTtl',
  'externalEmailDomains',
  'externalLoginUrl',
  'oidcIssuer',
  'oidcClientId',
  'oidcClientSecret',
  'oidcAllowJoin',
  'trustProxy',
  'reviewSessionDropMs',
  'approvalReminderHours',
  'webhookAllowPrivate',
  'smtpUrl',
  'mailFrom',
  'smsGatewayUrl',
  'smsGatewayToken',
  'smsFrom',
  // Where Live assets' feeds arrive, and the address people are shown for them.
  'rtmpPort',
  'rtmpUrl',
  'srtPorts',
  // Where Rushes Transfer's server leaves the files it received whole, for local disk to take.
  'transferStagingDir',
  'nodeEnv',
] as const satisfies EnvKey[];

const s3Keys = [
  's3Endpoint',
  's3PublicEndpoint',
  's3Region',
  's3Bucket',
  's3AccessKeyId',
  's3SecretAccessKey',
  's3ForcePathStyle',
] as const satisfies EnvKey[];

/** The operator's limits on the sources the transcoder takes, and how it cuts long ones. */
const sourceLimitKeys = [
  'mediaMaxPicture',
  'mediaMaxDuration',
  'mediaMaxFps',
  'mediaRangeSeconds',
] as const satisfies EnvKey[];

/**
 * The variables each process reads, as subsets of the one schema (the README lists them):
 * a process checks only what it uses, with the rules and messages every other process has.
 */
export const processEnv = {
  /** `npm start`: everything in one process, on its data folder. */
  standalone: Type.Pick(envSchema, [
    ...appKeys,
    'dataDir',
    ...s3Keys,
    ...(['storages', 'transferServers', 'ffmpegPath', 'ffprobePath'] as const),
    ...sourceLimitKeys,
  ]),
  /** `npm run start:bff`: one BFF of a distributed deployment (its outbox in the data folder). */
  bff: Type.Pick(envSchema, [
    ...appKeys,
    'dataDir',
    ...(['databaseUrl', 'natsUrl', 'natsPrefix', 'natsPublicFeed', 'redisUrl'] as const),
    ...s3Keys,
    ...(['storages', 'transferServers'] as const),
  ]),
  /** `npm run start:transcoder`. */
  transcoder: Type.Pick(envSchema, [
    ...(['natsUrl', 'natsPrefix', 'logLevel'] as const),
    ...s3Keys,
    ...(['storages', 'ffmpegPath', 'ffprobePath', 'transcoderWorkDir'] as const),
    ...sourceLimitKeys,
  ]),
  /** `npm run start:live-ingest`: the ingest server of Live assets' feeds. */
  liveIngest: Type.Pick(envSchema, [
    ...(['databaseUrl', 'natsUrl', 'natsPrefix', 'logLevel', 'secretsKey'] as const),
    ...s3Keys,
    ...(['storages', 'ffmpegPath', 'ffprobePath', 'rtmpPort', 'liveWorkDir'] as const),
  ]),
  /** `npm run start:transfer-stats`. */
  transferStats: Type.Pick(envSchema, ['databaseUrl', 'natsUrl', 'natsPrefix', 'logLevel']),
  /** `npm run start:transfer-server`. */
  transferServer: Type.Pick(envSchema, [
    ...(['port', 'host', 'logLevel', 'uftpPort', 'uftpId', 'uftpDir'] as const),
    'transferStorageOrigins',
  ]),
  /** `npm run projections:rebuild`: a distributed database, or the embedded one in the data folder. */
  rebuild: Type.Pick(envSchema, ['dataDir', 'databaseUrl', 'natsUrl', 'natsPrefix']),
  /** `npm run audit:verify`: the chains of custody of the deployment `rebuild` would rebuild. */
  audit: Type.Pick(envSchema, ['dataDir', 'databaseUrl', 'natsUrl', 'natsPrefix']),
};

export type ProcessName = keyof typeof processEnv;

/** The settings the BFF's app reads (the BFF takes them from `npm start` or `start:bff`). */
export const appEnv = Type.Pick(envSchema, appKeys);
export type AppEnv = Static<typeof appEnv>;
