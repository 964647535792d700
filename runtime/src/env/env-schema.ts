import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emailPattern, passwordRules } from '@rushes/rules';
import { type Static, Type } from '@sinclair/typebox';
import { variable } from './env-variable.ts';

const httpUrl = '^https?://[^/\\s]+(/\\S*)?$';
const seconds = (min: number, max: number) => `a whole number of seconds from ${min} to ${max}`;
const DAY = 86_400;
/** S3's largest object, 5 TiB, in whole gigabytes of 10^9 bytes. */
const MAX_UPLOAD_GB = 5497;
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Who must sign in with a second factor, whatever their workspaces say. */
export const mfaRequirements = ['none', 'superusers', 'everyone'] as const;

/** Where the processes find each other: the database, the log, the fan-out. */
const servers = {
  databaseUrl: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://\\S+$',
      ...variable(
        'DATABASE_URL',
        'a postgres:// URL',
        'PostgreSQL for read models (distributed mode)',
      ),
    }),
  ),
  natsUrl: Type.Optional(
    Type.String({
      pattern: '^\\S+$',
      ...variable(
        'NATS_URL',
        'a NATS server list (credentials as nats://user:password@host)',
        'NATS JetStream event log (distributed mode)',
      ),
    }),
  ),
  natsPrefix: Type.Optional(
    Type.String({
      pattern: '^(?!(ev|rushes)$)[a-z][a-z0-9-]{0,31}$',
      ...variable(
        'RUSHES_NATS_PREFIX',
        'a lowercase name of letters, digits and hyphens (up to 32), other than ev and rushes',
        "names the deployment's stream, subjects, KV bucket and transcoder consumer in NATS, so several share one (below)",
      ),
    }),
  ),
  natsPublicFeed: Type.Boolean({
    default: false,
    ...variable(
      'RUSHES_NATS_PUBLIC_FEED',
      'true or false',
      'true: the BFFs also write the public event feed to a JetStream stream of its own, for audit systems to mirror (deploy/public-feed-mirror.md)',
    ),
  }),
  redisUrl: Type.Optional(
    Type.String({
      pattern: '^rediss?://\\S+$',
      ...variable(
        'REDIS_URL',
        'a redis:// URL',
        'Redis for subscriptions and rate limits (distributed)',
      ),
    }),
  ),
};

/** The BFF's own settings: where it listens, tokens, the first superuser, what it shows. */
const app = {
  jwtSecret: Type.Optional(
    Type.String({
      minLength: 32,
      ...variable(
        'RUSHES_JWT_SECRET',
        'at least 32 characters long',
        'signs access tokens; required in distributed mode, generated in the data folder when embedded',
      ),
    }),
  ),
  secretsKey: Type.Optional(
    Type.String({
      minLength: 32,
      ...variable(
        'RUSHES_SECRETS_KEY',
        'at least 32 characters long',
        "seals second factors' secrets and recovery codes in the event log, webhooks' signing secrets and Live assets' SRT passphrases; required in distributed mode (and by the ingest server), generated in the data folder when embedded; never change it once users have factors or webhooks",
      ),
    }),
  ),
  accessTokenTtl: Type.Integer({
    minimum: 60,
    maximum: DAY,
    default: 900,
    ...variable(
      'RUSHES_ACCESS_TOKEN_TTL',
      seconds(60, DAY),
      'lifetime of an access token in seconds',
    ),
  }),
  refreshTokenTtl: Type.Integer({
    minimum: 3600,
    maximum: 365 * DAY,
    default: 30 * DAY,
    ...variable(
      'RUSHES_REFRESH_TOKEN_TTL',
      seconds(3600, 365 * DAY),
      'lifetime of a refresh token in seconds (30 days)',
    ),
  }),
  sessionIdleTimeout: Type.Integer({
    minimum: 60,
    maximum: DAY,
    default: 1800,
    ...variable(
      'RUSHES_SESSION_IDLE_TIMEOUT',
      seconds(60, DAY),
      'a session nobody used for this many seconds ends (30 minutes)',
    ),
  }),
  sessionMaxAge: Type.Integer({
    minimum: 300,
    maximum: 365 * DAY,
    default: 12 * 3600,
    ...variable(
      'RUSHES_SESSION_MAX_AGE',
      seconds(300, 365 * DAY),
      'a session ends this many seconds after its sign-in, however used (12 hours)',
    ),
  }),
  adminEmail: Type.Optional(
    Type.String({
      pattern: emailPattern,
      ...variable(
        'RUSHES_ADMIN_EMAIL',
        'an e-mail address',
        'first superuser, created on first start',
      ),
    }),
  ),
  adminPassword: Type.Optional(
    Type.String({
      minLength: passwordRules.length,
      ...variable(
        'RUSHES_ADMIN_PASSWORD',
        `at least ${passwordRules.length} characters long`,
        'password of the first superuser',
      ),
    }),
  ),
  publicUrl: Type.Optional(
    Type.String({
      pattern: httpUrl,
      ...variable(
        'RUSHES_PUBLIC_URL',
        'an http:// or https:// URL',
        'address users open; used in printed links and the websocket Origin check',
      ),
    }),
  ),
  supportEmail: Type.Optional(
    Type.String({
      pattern: emailPattern,
      ...variable(
        'RUSHES_SUPPORT_EMAIL',
        'an e-mail address',
        'address of the footer support link',
      ),
    }),
  ),
  buildId: Type.String({
    minLength: 1,
    default: 'dev',
    ...variable('RUSHES_BUILD_ID', 'a non-empty text', 'build identifier shown by hello'),
  }),
  buildTime: Type.Optional(
    Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$',
      ...variable('RUSHES_BUILD_TIME', 'an ISO-8601 date and time', 'build time shown by hello'),
    }),
  ),
  licenseExpires: Type.Optional(
    Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2}))?$',
      ...variable(
        'RUSHES_LICENSE_EXPIRES',
        'an ISO-8601 date, or date and time',
        'when the licence ends: from then on hello says it is inactive and the app shows Invalid License',
      ),
    }),
  ),
  logLevel: Type.Union(
    logLevels.map((level) => Type.Literal(level)),
    {
      default: 'info',
      ...variable(
        'LOG_LEVEL',
        `one of ${logLevels.join(', ')}`,
        'least severe log entry written (`npm start` writes short lines, distributed processes JSON)',
      ),
    },
  ),
  requireMfa: Type.Union(
    mfaRequirements.map((who) => Type.Literal(who)),
    {
      default: 'none',
      ...variable(
        'RUSHES_REQUIRE_MFA',
        'none, superusers or everyone',
        'who must set up a second factor before anything but their account opens',
      ),
    },
  ),
  loginRateLimit: Type.Integer({
    minimum: 1,
    maximum: 10_000,
    default: 60,
    ...variable(
      'RUSHES_LOGIN_RATE_LIMIT',
      'an integer from 1 to 10000',
      'requests a minute from one address to sign in, reset or accept an invitation (a flood guard)',
    ),
  }),
  noticeDelay: Type.Integer({
    minimum: 10,
    maximum: DAY,
    default: 60,
    ...variable(
      'RUSHES_NOTICE_DELAY',
      seconds(10, DAY),
      "seconds a project's new files and comments settle before its members get one mail about them (ten times as long at most while more keep coming)",
    ),
  }),
  maxUploadGb: Type.Integer({
    minimum: 1,
    maximum: MAX_UPLOAD_GB,
    default: 256,
    ...variable(
      'RUSHES_MAX_UPLOAD_GB',
      `a whole number of gigabytes from 1 to ${MAX_UPLOAD_GB}`,
      'largest file one upload may declare, in gigabytes of 10^9 bytes (a larger one is refused before anything is stored)',
    ),
  }),
  uploadKeepDays: Type.Integer({
    minimum: 1,
    maximum: 90,
    default: 7,
    ...variable(
      'RUSHES_UPLOAD_KEEP_DAYS',
      'a whole number of days from 1 to 90',
      'days the parts of an unfinished upload are kept: choosing the same file again within them resumes it, after them its parts are dropped',
    ),
  }),
  passwordResetTtl: Type.Integer({
    minimum: 300,
    maximum: DAY,
    default: 3600,
    ...variable(
      'RUSHES_PASSWORD_RESET_TTL',
      seconds(300, DAY),
      'lifetime of a password reset link in seconds (1 hour)',
    ),
  }),
  inviteTtl: Type.Integer({
    minimum: 3600,
    maximum: 30 * DAY,
    default: 7 * DAY,
    ...variable(
      'RUSHES_INVITE_TTL',
      seconds(3600, 30 * DAY),
      'lifetime of an invitation link in seconds (7 days)',
    ),
  }),
  externalEmailDomains: Type.String({
    pattern: '^([A-Za-z0-9.-]+(\\s*,\\s*[A-Za-z0-9.-]+)*)?$',
    default: '',
    ...variable(
      'RUSHES_EXTERNAL_DOMAINS',
      'a comma-separated list of domains',
      'e-mail domains of users whose identity lives elsewhere: they cannot change name, e-mail or password',
      '(none)',
    ),
  }),
  externalLoginUrl: Type.Optional(
    Type.String({
      pattern: httpUrl,
      ...variable(
        'APP_LOGIN_LINK_URL',
        'an http:// or https:// URL',
        'without RUSHES_OIDC_ISSUER, where users of RUSHES_EXTERNAL_DOMAINS sign in: the e-mail step only sends them there (no Rushes session)',
      ),
    }),
  ),
  oidcIssuer: Type.Optional(
    Type.String({
      pattern: httpUrl,
      ...variable(
        'RUSHES_OIDC_ISSUER',
        'an http:// or https:// URL',
        'OpenID Connect provider (its discovery document) that signs in users of RUSHES_EXTERNAL_DOMAINS; register `<public URL>/v2/sso/callback` there as the redirect URI',
      ),
    }),
  ),
  oidcClientId: Type.Optional(
    Type.String({
      minLength: 1,
      ...variable(
        'RUSHES_OIDC_CLIENT_ID',
        'a client id',
        'the client id Rushes has at the OpenID provider',
      ),
    }),
  ),
  oidcClientSecret: Type.Optional(
    Type.String({
      minLength: 1,
      ...variable(
        'RUSHES_OIDC_CLIENT_SECRET',
        'a client secret',
        'the client secret Rushes has at the OpenID provider',
      ),
    }),
  ),
  oidcAllowJoin: Type.Boolean({
    default: false,
    ...variable(
      'RUSHES_OIDC_ALLOW_JOIN',
      'true or false',
      'true: someone the OpenID provider signs in whom nobody invited joins Rushes; false: they are refused',
    ),
  }),
  trustProxy: Type.Optional(
    Type.String({
      pattern: '^(true|false|\\d+|[0-9A-Fa-f.:/]+(\\s*,\\s*[0-9A-Fa-f.:/]+)*)$',
      ...variable(
        'RUSHES_TRUST_PROXY',
        'true, false, a hop count or a list of proxy addresses',
        'proxies in front whose X-Forwarded-For to trust (client IP for rate limits and events)',
      ),
    }),
  ),
  reviewSessionDropMs: Type.Integer({
    minimum: 200,
    maximum: 600_000,
    default: 20_000,
    ...variable(
      'RUSHES_REVIEW_SESSION_DROP_MS',
      'a whole number of milliseconds from 200 to 600000',
      "someone whose page stopped following a review session this long leaves it; a presenter's control goes to whoever joined first (20 s)",
    ),
  }),
  approvalReminderHours: Type.Integer({
    minimum: 1,
    maximum: 720,
    default: 24,
    ...variable(
      'RUSHES_APPROVAL_REMINDER_HOURS',
      'a whole number of hours from 1 to 720',
      "how long before an approval stage's due date each reviewer who has not decided is reminded by mail, once (24 h)",
    ),
  }),
  webhookAllowPrivate: Type.String({
    pattern: '^([0-9A-Fa-f.:]+(/[0-9]{1,3})?(\\s*,\\s*[0-9A-Fa-f.:]+(/[0-9]{1,3})?)*)?$',
    default: '',
    ...variable(
      'RUSHES_WEBHOOK_ALLOW_PRIVATE',
      'a comma-separated list of IP addresses and CIDR ranges',
      'private, loopback or link-local addresses webhooks may still deliver to (an on-premises receiver); any other such address is refused',
      '(none)',
    ),
  }),
};

/** Mail: an SMTP server, or the outbox folder when none is configured. */
const mail = {
  smtpUrl: Type.Optional(
    Type.String({
      pattern: '^smtps?://\\S+$',
      ...variable(
        'SMTP_URL',
        'an smtp:// or smtps:// URL',
        'mail server Rushes sends through; unset, each mail is a file in `<data dir>/outbox`',
      ),
    }),
  ),
  mailFrom: Type.String({
    pattern: '^([^<>@\\n]*<[^\\s@<>]+@[^\\s@<>]+>|[^\\s@<>]+@[^\\s@<>]+)$',
    default: 'Rushes <no-reply@localhost>',
    ...variable(
      'RUSHES_MAIL_FROM',
      'an e-mail address, alone or as Name <address>',
      'sender of the mail Rushes sends',
    ),
  }),
};

/** Text messages (sign-in codes): an HTTP gateway, or the outbox folder when none is configured. */
const sms = {
  smsGatewayUrl: Type.Optional(
    Type.String({
      pattern: '^https?://[^/\\s@]+(/\\S*)?$',
      ...variable(
        'RUSHES_SMS_GATEWAY_URL',
        'an http:// or https:// URL without a user name or password',
        'SMS gateway Rushes POSTs `{ to, from, text }` to; unset, each text message is a file in `<data dir>/outbox`',
      ),
    }),
  ),
  smsGatewayToken: Type.Optional(
    Type.String({
      minLength: 1,
      ...variable(
        'RUSHES_SMS_GATEWAY_TOKEN',
        'a non-empty text',
        'secret the SMS gateway is sent as `Authorization: Bearer <token>`',
      ),
    }),
  ),
  smsFrom: Type.String({
    pattern: '^([A-Za-z0-9 ]{1,11}|\\+[1-9][0-9]{6,14})$',
    default: 'Rushes',
    ...variable(
      'RUSHES_SMS_FROM',
      'a name of up to 11 letters, digits and spaces, or a number such as +447700900123',
      'sender of the text messages Rushes sends, as the gateway passes it on',
    ),
  }),
};

/** Object storage: an S3 bucket, or local disk under `npm start`. */
const s3 = {
  s3Endpoint: Type.Optional(
    Type.String({
      pattern: httpUrl,
      ...variable(
        'S3_ENDPOINT',
        'an http:// or https:// URL',
        'S3-compatible server (MinIO…); AWS when unset',
      ),
    }),
  ),
  s3PublicEndpoint: Type.Optional(
    Type.String({
      pattern: httpUrl,
      ...variable(
        'S3_PUBLIC_ENDPOINT',
        'an http:// or https:// URL',
        'address browsers reach S3 at, when it differs from S3_ENDPOINT (presigned URLs name it)',
      ),
    }),
  ),
  s3Region: Type.String({
    pattern: '^[a-z0-9-]+$',
    default: 'us-east-1',
    ...variable('S3_REGION', 'a region name such as eu-west-1', 'region of the S3 bucket'),
  }),
  s3Bucket: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$',
      ...variable(
        'S3_BUCKET',
        'an S3 bucket name (3 to 63 lowercase letters, digits, dots and hyphens)',
        'S3 bucket for media, required when distributed; unset, `npm start` keeps media in the data folder (`storage/`)',
      ),
    }),
  ),
  s3AccessKeyId: Type.Optional(
    Type.String({
      minLength: 1,
      ...variable(
        'S3_ACCESS_KEY_ID',
        'a non-empty text',
        'S3 access key; the AWS default credential chain when unset',
      ),
    }),
  ),
  s3SecretAccessKey: Type.Optional(
    Type.String({
      minLength: 1,
      ...variable(
        'S3_SECRET_ACCESS_KEY',
        'a non-empty text',
        'secret of `S3_ACCESS_KEY_ID` (the two go together)',
      ),
    }),
  ),
  s3ForcePathStyle: Type.Boolean({
    default: true,
    ...variable(
      'S3_FORCE_PATH_STYLE',
      'true or false',
      'address the bucket in the path (MinIO) rather than the host name',
    ),
  }),
};

/** Where projects' media lives beside the default storage, and what moves it fast. */
const storages = {
  storages: Type.Optional(
    Type.String({
      pattern: '^\\s*\\[[\\s\\S]*\\]\\s*$',
      ...variable(
        'RUSHES_STORAGES',
        'a JSON list of storages (below)',
        'the storages a project may be kept on (below); the one with the empty prefix is the default, S3_BUCKET or the data folder',
        '(one, Default)',
      ),
    }),
  ),
  transferServers: Type.Optional(
    Type.String({
      pattern: '^\\s*\\[[\\s\\S]*\\]\\s*$',
      ...variable(
        'RUSHES_TRANSFER_SERVERS',
        'a JSON list of transfer servers (below)',
        'the fast-transfer servers a project may have (below): the rate clients aim at (`targetRateKbps`, 100000), a Rushes one the URL of its transfer server (`endpoint`, optional), an Aspera one its Node API (`endpoint`, `nodeUser`, `nodePassword`); `[]` for none (`npm start` has Rushes Transfer)',
        '(npm start: one)',
      ),
    }),
  ),
  transferStagingDir: Type.Optional(
    Type.String({
      minLength: 1,
      ...variable(
        'RUSHES_TRANSFER_STAGING_DIR',
        'a folder path',
        "where Rushes Transfer's server on this machine leaves the files it received whole (its `RUSHES_UFTP_DIR`'s `staging`): local-disk storage on the same file system takes them as they are instead of their parts being sent on",
      ),
    }),
  ),
};

/** Rushes Transfer's server (`npm run start:transfer-server`): UFTP in, parts out to storage. */
const transferServer = {
  uftpPort: Type.Integer({
    minimum: 1,
    maximum: 65_535,
    default: 1044,
    ...variable(
      'RUSHES_UFTP_PORT',
      'an integer from 1 to 65535',
      'UDP port the transfer server receives UFTP on',
    ),
  }),
  uftpId: Type.String({
    pattern: '^[0-9A-Fa-f]{8}$',
    default: '52555348',
    ...variable(
      'RUSHES_UFTP_ID',
      '8 hexadecimal digits',
      "the transfer server's UFTP id, which senders name",
    ),
  }),
  uftpDir: Type.String({
    minLength: 1,
    default: join(tmpdir(), 'rushes-uftp'),
    ...variable(
      'RUSHES_UFTP_DIR',
      'a folder path',
      'where the transfer server keeps files arriving by UFTP until their parts are in storage',
      '<tmp>/rushes-uftp',
    ),
  }),
  transferStorageOrigins: Type.Optional(
    Type.String({
      pattern: '^\\s*https?://[^\\s,]+(\\s*,\\s*https?://[^\\s,]+)*\\s*$',
      ...variable(
        'RUSHES_TRANSFER_STORAGE_ORIGINS',
        'origins (scheme, host and port), comma-separated',
        "where the transfer server may send parts: the storage's S3 endpoint, or Rushes' public URL for media on local disk",
      ),
    }),
  ),
};

/** The transcoder's tools and scratch space. */
const media = {
  ffmpegPath: Type.String({
    minLength: 1,
    default: 'ffmpeg',
    ...variable(
      'FFMPEG_PATH',
      'a program name or path',
      'ffmpeg program the transcoder runs (looked up on PATH, else the build npm installed)',
    ),
  }),
  ffprobePath: Type.String({
    minLength: 1,
    default: 'ffprobe',
    ...variable(
      'FFPROBE_PATH',
      'a program name or path',
      'ffprobe program the transcoder runs (looked up on PATH, else the build npm installed)',
    ),
  }),
  transcoderWorkDir: Type.String({
    minLength: 1,
    default: join(tmpdir(), 'rushes-transcoder'),
    ...variable(
      'RUSHES_TRANSCODER_WORK_DIR',
      'a folder path',
      'scratch folder of a distributed transcoder (`npm start` uses `<data dir>/transcoder`)',
      '<tmp>/rushes-transcoder',
    ),
  }),
  mediaMaxPicture: Type.String({
    pattern: '^[1-9][0-9]{0,5}x[1-9][0-9]{0,5}$',
    default: '8192x4320',
    ...variable(
      'RUSHES_MEDIA_MAX_PICTURE',
      'a width and height in pixels, such as 3840x2160',
      "largest picture of a clip the transcoder takes, either way up: a larger clip's job fails at once, its reason saying so (stills are not limited)",
    ),
  }),
  mediaMaxDuration: Type.Integer({
    minimum: 1,
    maximum: 7 * DAY,
    default: 4 * 3600,
    ...variable(
      'RUSHES_MEDIA_MAX_DURATION',
      seconds(1, 7 * DAY),
      "longest clip or sound the transcoder takes, in seconds (4 hours): a longer one's job fails at once, its reason saying so",
    ),
  }),
  mediaMaxFps: Type.Integer({
    minimum: 1,
    maximum: 1000,
    default: 120,
    ...variable(
      'RUSHES_MEDIA_MAX_FPS',
      'a whole number of frames a second from 1 to 1000',
      "highest frame rate of a clip's levels: a faster clip plays at its own rate divided by the smallest whole number that brings it under (240 → 120, 119.88 → 59.94)",
    ),
  }),
  mediaRangeSeconds: Type.Integer({
    minimum: 0,
    maximum: DAY,
    default: 60,
    ...variable(
      'RUSHES_MEDIA_RANGE_SECONDS',
      'a whole number of seconds, 0 for never',
      'a clip at least twice this long has the levels after its first encoded in ranges this long, cut on its keyframes, which every free transcoder shares, then joined (decision 0138)',
    ),
  }),
};

/** Live assets' ingest server: where feeds from set arrive (decision 0137). */
const live = {
  rtmpPort: Type.Integer({
    minimum: 1,
    maximum: 65_535,
    default: 1935,
    ...variable(
      'RUSHES_RTMP_PORT',
      'an integer from 1 to 65535',
      "TCP port the ingest server takes Live assets' RTMP feeds on",
    ),
  }),
  rtmpUrl: Type.Optional(
    Type.String({
      pattern: '^rtmps?://[^\\s/]+(/[^\\s]*)?$',
      ...variable(
        'RUSHES_RTMP_URL',
        'an rtmp:// or rtmps:// URL',
        'the RTMP server address people are shown for their feeds, ending with the application (`/live`)',
        '(rtmp://<host of RUSHES_PUBLIC_URL>:<RUSHES_RTMP_PORT>/live)',
      ),
    }),
  ),
  srtPorts: Type.String({
    pattern: '^(none|\\d{1,5}-\\d{1,5})$',
    default: '9000-9099',
    ...variable(
      'RUSHES_SRT_PORTS',
      'a range of UDP ports, from-to, or none',
      "the UDP ports the ingest server takes Live assets' SRT feeds on, one per stream key in force; none for no SRT",
    ),
  }),
  liveWorkDir: Type.String({
    minLength: 1,
    default: join(tmpdir(), 'rushes-live'),
    ...variable(
      'RUSHES_LIVE_DIR',
      'a folder path',
      "where the ingest server keeps feeds' recordings and live segments until they are in storage (npm start: <RUSHES_DATA_DIR>/live)",
      '<tmp>/rushes-live',
    ),
  }),
};

/**
 * Every environment variable a Rushes process reads, with its rule and use: the one source of
 * the settings' types, of every process's checks (each reads the subset it needs, see
 * `process-env.ts`) and of the README's configuration table.
 */
export const envSchema = Type.Object({
  port: Type.Integer({
    minimum: 1,
    maximum: 65_535,
    default: 8080,
    ...variable('PORT', 'an integer from 1 to 65535', 'HTTP port of the app and API'),
  }),
  host: Type.String({
    minLength: 1,
    default: '0.0.0.0',
    ...variable('HOST', 'a host name or address', 'address the server listens on'),
  }),
  dataDir: Type.String({
    minLength: 1,
    default: './data',
    ...variable(
      'RUSHES_DATA_DIR',
      'a folder path',
      'where the embedded default keeps everything (a distributed BFF only its outbox of mail and text messages)',
    ),
  }),
  ...servers,
  ...app,
  ...mail,
  ...sms,
  ...s3,
  ...storages,
  ...transferServer,
  ...live,
  ...media,
  // No default: development (GraphQL introspection and hints) only when someone asks for it.
  nodeEnv: Type.Optional(
    Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
      ...variable(
        'NODE_ENV',
        'one of development, production, test',
        'development turns GraphQL introspection and "Did you mean" hints on; unset, they are off',
      ),
    }),
  ),
});

export type Env = Static<typeof envSchema>;
export type EnvKey = keyof Env;
export type LogLevel = Env['logLevel'];

/** Settings that go together: one set without the other stops the start. */
export const envPairs: readonly (readonly [EnvKey, EnvKey])[] = [
  ['adminEmail', 'adminPassword'],
  ['s3AccessKeyId', 's3SecretAccessKey'],
  ['oidcIssuer', 'oidcClientId'],
  ['oidcClientId', 'oidcClientSecret'],
];
