import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '@rushes/runtime';
import { describe, expect, it } from 'vitest';
import { loadTranscoderConfig } from './config.ts';

const minimal = { NATS_URL: 'nats://nats:4222', S3_BUCKET: 'media' };

describe('loadTranscoderConfig', () => {
  it('needs the log and a bucket; the rest has defaults', () => {
    expect(loadTranscoderConfig(minimal)).toEqual({
      natsUrl: 'nats://nats:4222',
      s3: {
        endpoint: undefined,
        bucket: 'media',
        accessKeyId: undefined,
        secretAccessKey: undefined,
        region: 'us-east-1',
        forcePathStyle: true,
      },
      ffmpegPath: 'ffmpeg',
      ffprobePath: 'ffprobe',
      workDir: join(tmpdir(), 'rushes-transcoder'),
    });
  });

  it('reads every setting', () => {
    const config = loadTranscoderConfig({
      ...minimal,
      ...{ S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'false' },
      ...{ S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' },
      ...{ FFMPEG_PATH: '/opt/ffmpeg', FFPROBE_PATH: '/opt/ffprobe' },
      RUSHES_TRANSCODER_WORK_DIR: '/scratch',
    });
    expect(config.s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'media',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'eu-west-1',
      forcePathStyle: false,
    });
    expect([config.ffmpegPath, config.ffprobePath, config.workDir]).toEqual([
      '/opt/ffmpeg',
      '/opt/ffprobe',
      '/scratch',
    ]);
  });

  it('names every variable that is missing or malformed', () => {
    const attempt = () =>
      loadTranscoderConfig({
        S3_ENDPOINT: 'minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_FORCE_PATH_STYLE: 'yes',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      [
        'NATS_URL is required (the event log)',
        'S3_ENDPOINT must be an http:// or https:// URL',
        'S3_BUCKET is required: transcoders read and write media in S3',
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
        'S3_FORCE_PATH_STYLE must be true or false',
      ].join('\n'),
    );
  });
});
