import { ConfigError } from '@rushes/runtime';
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** Metadata each setting carries: its variable, the rule a wrong value breaks, what it does. */
const env = (name: string, rule: string, description: string) => ({ env: name, rule, description });

const email = '^[^\\s@]+@[^\\s@]+\\.[A-Za-z]{2,}$';
const seconds = (min: number, max: number) => `a whole number of seconds from ${min} to ${max}`;
const DAY = 86_400;

/** Every environment variable Rushes reads. The `Config` type comes from this schema alone. */
export const configSchema = Type.Object({
  port: Type.Integer({
    minimum: 1,
    maximum: 65_535,
    default: 8080,
    ...env('PORT', 'an integer from 1 to 65535', 'HTTP port of the app and API'),
  }),
  host: Type.String({
    minLength: 1,
    default: '0.0.0.0',
    ...env('HOST', 'a host name or address', 'address the server listens on'),
  }),
  dataDir: Type.String({
    minLength: 1,
    default: './data',
    ...env('RUSHES_DATA_DIR', 'a folder path', 'where the embedded default keeps everything'),
  }),
  databaseUrl: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://\\S+$',
      ...env('DATABASE_URL', 'a postgres:// URL', 'PostgreSQL for read models (distributed mode)'),
    }),
  ),
  natsUrl: Type.Optional(
    Type.String({
      pattern: '^\\S+$',
      ...env('NATS_URL', 'a NATS server list', 'NATS JetStream event log (distributed mode)'),
    }),
  ),
  redisUrl: Type.Optional(
    Type.String({
      pattern: '^rediss?://\\S+$',
      ...env(
        'REDIS_URL',
        'a redis:// URL',
        'Redis for subscriptions and rate limits (distributed)',
      ),
    }),
  ),
  jwtSecret: Type.Optional(
    Type.String({
      minLength: 32,
      ...env(
        'RUSHES_JWT_SECRET',
        'at least 32 characters long',
        'signs access tokens; required in distributed mode, generated in data dir when embedded',
      ),
    }),
  ),
  accessTokenTtl: Type.Integer({
    minimum: 60,
    maximum: DAY,
    default: 900,
    ...env('RUSHES_ACCESS_TOKEN_TTL', seconds(60, DAY), 'lifetime of an access token in seconds'),
  }),
  refreshTokenTtl: Type.Integer({
    minimum: 3600,
    maximum: 365 * DAY,
    default: 30 * DAY,
    ...env(
      'RUSHES_REFRESH_TOKEN_TTL',
      seconds(3600, 365 * DAY),
      'lifetime of a refresh token in seconds (30 days)',
    ),
  }),
  adminEmail: Type.Optional(
    Type.String({
      pattern: email,
      ...env('RUSHES_ADMIN_EMAIL', 'an e-mail address', 'first superuser, created on first start'),
    }),
  ),
  adminPassword: Type.Optional(
    Type.String({
      minLength: 6,
      ...env(
        'RUSHES_ADMIN_PASSWORD',
        'at least 6 characters long',
        'password of the first superuser',
      ),
    }),
  ),
  publicUrl: Type.Optional(
    Type.String({
      pattern: '^https?://[^/\\s]+(/\\S*)?$',
      ...env(
        'RUSHES_PUBLIC_URL',
        'an http:// or https:// URL',
        'address users open; used in printed links and the websocket Origin check',
      ),
    }),
  ),
  supportEmail: Type.Optional(
    Type.String({
      pattern: email,
      ...env('RUSHES_SUPPORT_EMAIL', 'an e-mail address', 'address of the footer support link'),
    }),
  ),
  buildId: Type.String({
    minLength: 1,
    default: 'dev',
    ...env('RUSHES_BUILD_ID', 'a non-empty text', 'build identifier shown by hello'),
  }),
  buildTime: Type.Optional(
    Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$',
      ...env('RUSHES_BUILD_TIME', 'an ISO-8601 date and time', 'build time shown by hello'),
    }),
  ),
  logLevel: Type.Union(
    [
      Type.Literal('fatal'),
      Type.Literal('error'),
      Type.Literal('warn'),
      Type.Literal('info'),
      Type.Literal('debug'),
      Type.Literal('trace'),
      Type.Literal('silent'),
    ],
    {
      default: 'info',
      ...env(
        'LOG_LEVEL',
        'one of fatal, error, warn, info, debug, trace, silent',
        'pino log level',
      ),
    },
  ),
  loginRateLimit: Type.Integer({
    minimum: 1,
    maximum: 10_000,
    default: 10,
    ...env(
      'RUSHES_LOGIN_RATE_LIMIT',
      'an integer from 1 to 10000',
      'login attempts per minute per IP',
    ),
  }),
  trustProxy: Type.Optional(
    Type.String({
      pattern: '^(true|false|\\d+|[0-9A-Fa-f.:/]+(\\s*,\\s*[0-9A-Fa-f.:/]+)*)$',
      ...env(
        'RUSHES_TRUST_PROXY',
        'true, false, a hop count or a list of proxy addresses',
        'proxies in front whose X-Forwarded-For to trust (client IP for rate limits and events)',
      ),
    }),
  ),
  s3Endpoint: Type.Optional(
    Type.String({
      pattern: '^https?://[^/\\s]+(/\\S*)?$',
      ...env(
        'S3_ENDPOINT',
        'an http:// or https:// URL',
        'S3-compatible server (MinIO…); AWS when unset',
      ),
    }),
  ),
  s3PublicEndpoint: Type.Optional(
    Type.String({
      pattern: '^https?://[^/\\s]+(/\\S*)?$',
      ...env(
        'S3_PUBLIC_ENDPOINT',
        'an http:// or https:// URL',
        'address browsers reach S3 at, when it differs from S3_ENDPOINT (presigned URLs name it)',
      ),
    }),
  ),
  s3Region: Type.String({
    pattern: '^[a-z0-9-]+$',
    default: 'us-east-1',
    ...env('S3_REGION', 'a region name such as eu-west-1', 'region of the S3 bucket'),
  }),
  s3Bucket: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$',
      ...env(
        'S3_BUCKET',
        'an S3 bucket name (3 to 63 lowercase letters, digits, dots and hyphens)',
        'S3 bucket for media; unset, media is kept on local disk in the data folder',
      ),
    }),
  ),
  s3AccessKeyId: Type.Optional(
    Type.String({
      minLength: 1,
      ...env(
        'S3_ACCESS_KEY_ID',
        'a non-empty text',
        'S3 access key; the AWS default chain when unset',
      ),
    }),
  ),
  s3SecretAccessKey: Type.Optional(
    Type.String({
      minLength: 1,
      ...env('S3_SECRET_ACCESS_KEY', 'a non-empty text', 'secret of S3_ACCESS_KEY_ID'),
    }),
  ),
  s3ForcePathStyle: Type.Boolean({
    default: true,
    ...env(
      'S3_FORCE_PATH_STYLE',
      'true or false',
      'address the bucket in the path (MinIO) rather than the host name',
    ),
  }),
  ffmpegPath: Type.String({
    minLength: 1,
    default: 'ffmpeg',
    ...env(
      'FFMPEG_PATH',
      'a program name or path',
      'ffmpeg program the transcoder runs (looked up on PATH)',
    ),
  }),
  ffprobePath: Type.String({
    minLength: 1,
    default: 'ffprobe',
    ...env(
      'FFPROBE_PATH',
      'a program name or path',
      'ffprobe program the transcoder runs (looked up on PATH)',
    ),
  }),
  nodeEnv: Type.Union(
    [Type.Literal('development'), Type.Literal('production'), Type.Literal('test')],
    {
      default: 'development',
      ...env(
        'NODE_ENV',
        'one of development, production, test',
        'production turns GraphQL introspection off',
      ),
    },
  ),
});

export type Config = Static<typeof configSchema>;
type ConfigKey = keyof Config;

/** A configuration that stops the start; the message names every variable at fault. */
export { ConfigError };

export interface ConfigVariable {
  key: ConfigKey;
  name: string;
  rule: string;
  description: string;
  default: string | number | boolean | undefined;
  integer: boolean;
  boolean: boolean;
}

const isConfigKey = (key: string): key is ConfigKey => key in configSchema.properties;

const variableOf = (key: ConfigKey, schema: TSchema): ConfigVariable => ({
  key,
  name: String(schema.env),
  rule: String(schema.rule),
  description: String(schema.description),
  default: schema.default,
  integer: schema.type === 'integer',
  boolean: schema.type === 'boolean',
});

/** Every variable with its rule, default and purpose, in schema order (the README lists them). */
export function describeConfig(): ConfigVariable[] {
  return Object.entries(configSchema.properties).flatMap(([key, schema]) =>
    isConfigKey(key) ? [variableOf(key, schema)] : [],
  );
}

/** An integer or boolean variable's text as its type; anything else stays text (and fails). */
function typed(variable: ConfigVariable, value: string): string | number | boolean {
  if (variable.integer && /^\d+$/.test(value)) return Number(value);
  if (variable.boolean && /^(true|false)$/.test(value)) return value === 'true';
  return value;
}

/** Reads and checks the environment; a wrong or inconsistent value throws a `ConfigError`. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const variables = describeConfig();
  const raw: Record<string, unknown> = {};
  for (const variable of variables) {
    const value = environment[variable.name]?.trim();
    if (value) raw[variable.key] = typed(variable, value);
  }
  const candidate = Value.Default(configSchema, raw);
  const problems = new Set<string>();
  for (const error of Value.Errors(configSchema, candidate)) {
    const variable = variables.find((v) => error.path.split('/')[1] === v.key);
    if (variable) problems.add(`${variable.name} must be ${variable.rule}`);
  }
  if (problems.size === 0 && Value.Check(configSchema, candidate)) {
    checkConsistency(candidate);
    return candidate;
  }
  throw new ConfigError([...problems]);
}

function checkConsistency(config: Config): void {
  if (config.adminEmail && !config.adminPassword) {
    throw new ConfigError(['RUSHES_ADMIN_PASSWORD is required when RUSHES_ADMIN_EMAIL is set']);
  }
  if (config.adminPassword && !config.adminEmail) {
    throw new ConfigError(['RUSHES_ADMIN_EMAIL is required when RUSHES_ADMIN_PASSWORD is set']);
  }
  if (Boolean(config.s3AccessKeyId) !== Boolean(config.s3SecretAccessKey)) {
    throw new ConfigError(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together']);
  }
}

/** The address users open, without a trailing slash. */
export const publicOrigin = (config: Config): string =>
  (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');

/** What the BFF needs on top: a signing secret (distributed: the variable; embedded: generated). */
export type BffConfig = Config & { jwtSecret: string };
