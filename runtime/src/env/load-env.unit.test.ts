import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config-error.ts';
import { envSchema } from './env-schema.ts';
import { describeEnv } from './env-variable.ts';
import { loadEnv } from './load-env.ts';
import { processEnv } from './process-env.ts';

const failure = (attempt: () => unknown): string => {
  try {
    attempt();
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
};
const bffFailure = (env: NodeJS.ProcessEnv) => failure(() => loadEnv(processEnv.bff, env));

describe('loadEnv', () => {
  it('gives the defaults for an empty environment', () => {
    expect(loadEnv(envSchema, {})).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: './data',
      accessTokenTtl: 900,
      refreshTokenTtl: 30 * 86_400,
      logLevel: 'info',
      loginRateLimit: 60,
      buildId: 'dev',
      transcoderWorkDir: join(tmpdir(), 'rushes-transcoder'),
    });
  });

  it('leaves NODE_ENV unset unless given: development is asked for, never assumed', () => {
    expect(loadEnv(envSchema, {}).nodeEnv).toBeUndefined();
    expect(loadEnv(envSchema, { NODE_ENV: 'development' }).nodeEnv).toBe('development');
  });

  it('reads and converts values, and treats an empty value as unset', () => {
    const config = loadEnv(envSchema, {
      PORT: ' 3000 ',
      REDIS_URL: '',
      RUSHES_LOGIN_RATE_LIMIT: '5',
    });
    expect(config).toMatchObject({ port: 3000, loginRateLimit: 5 });
    expect(config.redisUrl).toBeUndefined();
  });

  it.each(['abc', '0', '70000', '80.5', '1e3', '0x50'])(
    'refuses PORT=%s naming the variable',
    (port) => {
      expect(bffFailure({ PORT: port })).toBe('PORT must be an integer from 1 to 65535');
    },
  );

  it('names every wrong variable at once, in the order of the table', () => {
    const message = bffFailure({
      LOG_LEVEL: 'loud',
      RUSHES_JWT_SECRET: 'short',
      RUSHES_PUBLIC_URL: 'ftp://example.com',
      DATABASE_URL: 'mysql://x',
    });
    expect(message.split('\n')).toEqual([
      'DATABASE_URL must be a postgres:// URL',
      'RUSHES_JWT_SECRET must be at least 32 characters long',
      'RUSHES_PUBLIC_URL must be an http:// or https:// URL',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ]);
  });

  it('keeps media on local disk unless S3_BUCKET is set', () => {
    const standalone = loadEnv(processEnv.standalone, {});
    expect(standalone).toMatchObject({
      s3Region: 'us-east-1',
      s3ForcePathStyle: true,
      ffmpegPath: 'ffmpeg',
      ffprobePath: 'ffprobe',
    });
    expect(standalone.s3Bucket).toBeUndefined();
    const s3 = loadEnv(processEnv.bff, {
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'rushes-media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(s3).toMatchObject({ s3Bucket: 'rushes-media', s3ForcePathStyle: false });
  });

  it('refuses a wrong S3 setting naming the variable', () => {
    expect(bffFailure({ S3_FORCE_PATH_STYLE: 'yes', S3_BUCKET: 'Bad_Bucket' }).split('\n')).toEqual(
      [
        'S3_BUCKET must be an S3 bucket name (3 to 63 lowercase letters, digits, dots and hyphens)',
        'S3_FORCE_PATH_STYLE must be true or false',
      ],
    );
    expect(bffFailure({ S3_ACCESS_KEY_ID: 'key' })).toBe(
      'S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set',
    );
  });

  it('wants the admin e-mail and password together', () => {
    expect(bffFailure({ RUSHES_ADMIN_EMAIL: 'a@b.co' })).toBe(
      'RUSHES_ADMIN_PASSWORD is required when RUSHES_ADMIN_EMAIL is set',
    );
    expect(bffFailure({ RUSHES_ADMIN_PASSWORD: 'secret' })).toBe(
      'RUSHES_ADMIN_EMAIL is required when RUSHES_ADMIN_PASSWORD is set',
    );
  });

  it('names what a process cannot run without, and why', () => {
    const attempt = () =>
      loadEnv(
        processEnv.transcoder,
        { S3_ENDPOINT: 'minio:9000', S3_ACCESS_KEY_ID: 'key', S3_FORCE_PATH_STYLE: 'yes' },
        { natsUrl: '(the event log)', s3Bucket: '(transcoders read and write media in S3)' },
      );
    expect(failure(attempt).split('\n')).toEqual([
      'NATS_URL is required (the event log)',
      'S3_ENDPOINT must be an http:// or https:// URL',
      'S3_BUCKET is required (transcoders read and write media in S3)',
      'S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set',
      'S3_FORCE_PATH_STYLE must be true or false',
    ]);
  });

  it('reads only the variables of the process', () => {
    const transferStats = loadEnv(processEnv.transferStats, {
      PORT: 'not read',
      LOG_LEVEL: 'warn',
    });
    expect(transferStats).toEqual({ logLevel: 'warn' });
  });

  it('sends mail through SMTP_URL from RUSHES_MAIL_FROM, a bare address or Name <address>', () => {
    expect(loadEnv(processEnv.bff, {})).toMatchObject({
      mailFrom: 'Rushes <no-reply@localhost>',
      passwordResetTtl: 3600,
    });
    const config = loadEnv(processEnv.bff, {
      SMTP_URL: 'smtps://rushes:secret@mail.example.com:465',
      RUSHES_MAIL_FROM: 'no-reply@studio.tv',
    });
    expect(config).toMatchObject({ smtpUrl: 'smtps://rushes:secret@mail.example.com:465' });
    expect(bffFailure({ SMTP_URL: 'mail.example.com' })).toBe(
      'SMTP_URL must be an smtp:// or smtps:// URL',
    );
    expect(bffFailure({ RUSHES_MAIL_FROM: 'Rushes' })).toBe(
      'RUSHES_MAIL_FROM must be an e-mail address, alone or as Name <address>',
    );
    expect(bffFailure({ RUSHES_PASSWORD_RESET_TTL: '60' })).toBe(
      'RUSHES_PASSWORD_RESET_TTL must be a whole number of seconds from 300 to 86400',
    );
  });

  it('texts through RUSHES_SMS_GATEWAY_URL with its token, from RUSHES_SMS_FROM', () => {
    const defaults = loadEnv(processEnv.bff, {});
    expect(defaults.smsFrom).toBe('Rushes');
    expect(defaults.smsGatewayUrl).toBeUndefined();
    const config = loadEnv(processEnv.standalone, {
      RUSHES_SMS_GATEWAY_URL: 'https://sms.example.com/v1/messages',
      RUSHES_SMS_GATEWAY_TOKEN: 'gw-token',
      RUSHES_SMS_FROM: '+447700900123',
    });
    expect(config).toMatchObject({ smsGatewayToken: 'gw-token', smsFrom: '+447700900123' });
    expect(bffFailure({ RUSHES_SMS_GATEWAY_URL: 'https://user:gw-token@sms.example.com' })).toBe(
      'RUSHES_SMS_GATEWAY_URL must be an http:// or https:// URL without a user name or password',
    );
    expect(bffFailure({ RUSHES_SMS_FROM: 'Rushes Studio London' })).toBe(
      'RUSHES_SMS_FROM must be a name of up to 11 letters, digits and spaces, or a number such as +447700900123',
    );
  });

  it('refuses a NATS prefix that would meet the names of an unprefixed deployment', () => {
    for (const prefix of ['ev', 'rushes', 'Staging', 'a.b']) {
      expect(bffFailure({ RUSHES_NATS_PREFIX: prefix })).toMatch(/^RUSHES_NATS_PREFIX must be /);
    }
    expect(loadEnv(processEnv.bff, { RUSHES_NATS_PREFIX: 'staging-2' }).natsPrefix).toBe(
      'staging-2',
    );
  });

  it("reads the transcoder's limits on sources, and refuses a picture that is not WIDTHxHEIGHT", () => {
    const transcoder = (env: NodeJS.ProcessEnv) =>
      loadEnv(processEnv.transcoder, { NATS_URL: 'nats://n', S3_BUCKET: 'media', ...env });
    expect(transcoder({})).toMatchObject({
      mediaMaxPicture: '8192x4320',
      mediaMaxDuration: 14_400,
      mediaMaxFps: 120,
    });
    expect(transcoder({ RUSHES_MEDIA_MAX_PICTURE: '3840x2160' }).mediaMaxPicture).toBe('3840x2160');
    for (const picture of ['8K', '3840×2160', '0x100', '3840x']) {
      expect(failure(() => transcoder({ RUSHES_MEDIA_MAX_PICTURE: picture }))).toBe(
        'RUSHES_MEDIA_MAX_PICTURE must be a width and height in pixels, such as 3840x2160',
      );
    }
  });
});

describe('describeEnv', () => {
  it('lists every variable once with its rule and purpose', () => {
    const names = describeEnv(envSchema).map((variable) => variable.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('RUSHES_LOGIN_RATE_LIMIT');
    for (const variable of describeEnv(envSchema)) {
      expect(variable.rule.length).toBeGreaterThan(0);
      expect(variable.description.length).toBeGreaterThan(0);
    }
  });
});
