import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '@rushes/runtime';
import type { S3StorageOptions } from '@rushes/storage';

/** What a distributed transcoder needs: the log (NATS), the media (S3) and its tools. */
export interface TranscoderConfig {
  natsUrl: string;
  s3: S3StorageOptions;
  ffmpegPath: string;
  ffprobePath: string;
  workDir: string;
}

type Env = Record<string, string | undefined>;

function readBoolean(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (value === 'true' || value === 'false') return value === 'true';
  problems.push(`${name} must be true or false`);
  return fallback;
}

function readS3(env: Env, problems: string[]): S3StorageOptions {
  const value = (name: string) => env[name]?.trim() || undefined;
  const endpoint = value('S3_ENDPOINT');
  if (endpoint && !/^https?:\/\/[^/\s]+(\/\S*)?$/.test(endpoint)) {
    problems.push('S3_ENDPOINT must be an http:// or https:// URL');
  }
  const bucket = value('S3_BUCKET') ?? '';
  // The BFF and the transcoders share the media: separate processes need object storage.
  if (!bucket) problems.push('S3_BUCKET is required: transcoders read and write media in S3');
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return {
    ...{ endpoint, bucket, accessKeyId, secretAccessKey },
    region: value('S3_REGION') ?? 'us-east-1',
    forcePathStyle: readBoolean(env, 'S3_FORCE_PATH_STYLE', true, problems),
  };
}

/** Reads and checks the environment; throws `ConfigError` listing every problem. */
export function loadTranscoderConfig(env: Env): TranscoderConfig {
  const problems: string[] = [];
  const natsUrl = env.NATS_URL?.trim() ?? '';
  if (!natsUrl) problems.push('NATS_URL is required (the event log)');
  const s3 = readS3(env, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    natsUrl,
    s3,
    ffmpegPath: env.FFMPEG_PATH?.trim() || 'ffmpeg',
    ffprobePath: env.FFPROBE_PATH?.trim() || 'ffprobe',
    workDir: env.RUSHES_TRANSCODER_WORK_DIR?.trim() || join(tmpdir(), 'rushes-transcoder'),
  };
}
