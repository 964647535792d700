import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeConfig, loadConfig } from './config.ts';

const failure = (env: NodeJS.ProcessEnv): string => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('gives the defaults for an empty environment', () => {
    expect(loadConfig({})).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: './data',
      accessTokenTtl: 900,
      refreshTokenTtl: 30 * 86_400,
      logLevel: 'info',
      loginRateLimit: 10,
      nodeEnv: 'development',
      buildId: 'dev',
    });
  });

  it('reads and converts values, and treats an empty value as unset', () => {
    const config = loadConfig({ PORT: ' 3000 ', REDIS_URL: '', RUSHES_LOGIN_RATE_LIMIT: '5' });
    expect(config).toMatchObject({ port: 3000, loginRateLimit: 5 });
    expect(config.redisUrl).toBeUndefined();
  });

  it.each(['abc', '0', '70000', '80.5', '1e3', '0x50'])(
    'refuses PORT=%s naming the variable',
    (port) => {
      expect(failure({ PORT: port })).toBe('PORT must be an integer from 1 to 65535');
    },
  );

  it('names every wrong variable at once', () => {
    const message = failure({
      LOG_LEVEL: 'loud',
      RUSHES_JWT_SECRET: 'short',
      RUSHES_PUBLIC_URL: 'ftp://example.com',
      DATABASE_URL: 'mysql://x',
    });
    expect(message.split('\n').sort()).toEqual([
      'DATABASE_URL must be a postgres:// URL',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      'RUSHES_JWT_SECRET must be at least 32 characters long',
      'RUSHES_PUBLIC_URL must be an http:// or https:// URL',
    ]);
  });

  it('keeps media on local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({})).toMatchObject({
      s3Region: 'us-east-1',
      s3ForcePathStyle: true,
      ffmpegPath: 'ffmpeg',
      ffprobePath: 'ffprobe',
    });
    expect(loadConfig({}).s3Bucket).toBeUndefined();
    const s3 = loadConfig({
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'rushes-media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(s3).toMatchObject({ s3Bucket: 'rushes-media', s3ForcePathStyle: false });
  });

  it('refuses a wrong S3 setting naming the variable', () => {
    expect(
      failure({ S3_FORCE_PATH_STYLE: 'yes', S3_BUCKET: 'Bad_Bucket' }).split('\n').sort(),
    ).toEqual([
      'S3_BUCKET must be an S3 bucket name (3 to 63 lowercase letters, digits, dots and hyphens)',
      'S3_FORCE_PATH_STYLE must be true or false',
    ]);
    expect(failure({ S3_ACCESS_KEY_ID: 'key' })).toBe(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  });

  it('wants the admin e-mail and password together', () => {
    expect(failure({ RUSHES_ADMIN_EMAIL: 'a@b.co' })).toBe(
      'RUSHES_ADMIN_PASSWORD is required when RUSHES_ADMIN_EMAIL is set',
    );
  });
});

describe('describeConfig', () => {
  it('lists every variable once with its rule and purpose', () => {
    const names = describeConfig().map((variable) => variable.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('RUSHES_LOGIN_RATE_LIMIT');
    for (const variable of describeConfig()) {
      expect(variable.rule.length).toBeGreaterThan(0);
      expect(variable.description.length).toBeGreaterThan(0);
    }
  });

  const readme = new URL('../../README.md', import.meta.url);
  it('matches the README, which names every variable', () => {
    expect(existsSync(readme), 'README.md at the repository root').toBe(true);
    const text = readFileSync(readme, 'utf8');
    const missing = describeConfig().filter((variable) => !text.includes(`\`${variable.name}\``));
    expect(missing.map((variable) => variable.name)).toEqual([]);
  });
});
