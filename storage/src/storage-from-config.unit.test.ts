import { describe, expect, it } from 'vitest';
import {
  createStorageFromConfig,
  type StorageConfig,
  s3StorageOptions,
} from './storage-from-config.ts';

const base = { s3Region: 'us-east-1', s3ForcePathStyle: true };
const options = { dataDir: '/tmp/rushes-data', signingSecret: 'secret' };
const storages = [{ name: 'Default', prefix: '' }];

describe('createStorageFromConfig', () => {
  it('keeps media on local disk with same-origin URLs unless S3_BUCKET is set', async () => {
    const storage = createStorageFromConfig(base, storages, options);
    expect(storage.kind).toBe('local-disk');
    const url = await storage.signGetUrl('a/b.jpg', { expiresInSeconds: 60 });
    expect(url).toMatch(/^\/v2\/storage\/object\/a\/b\.jpg\?expires=\d+&signature=/);
  });

  it('uses the bucket when S3_BUCKET is set', async () => {
    const config = {
      ...base,
      s3Bucket: 'media',
      s3Endpoint: 'http://127.0.0.1:9',
      s3AccessKeyId: 'k',
      s3SecretAccessKey: 's',
    };
    const storage = createStorageFromConfig(config, storages, options);
    expect(storage.kind).toBe('s3');
    const url = new URL(await storage.signGetUrl('a/b.jpg', { expiresInSeconds: 60 }));
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:9/media/a/b.jpg');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    if (storage.kind === 's3') storage.close();
  });

  it('gives the S3 adapter every S3_* setting', () => {
    const settings = {
      ...{ s3Endpoint: 'http://minio:9000', s3PublicEndpoint: 'http://localhost:9000' },
      ...{ s3Region: 'eu-west-1', s3Bucket: 'media', s3ForcePathStyle: false },
      ...{ s3AccessKeyId: 'key', s3SecretAccessKey: 'secret' },
    };
    expect(s3StorageOptions(settings)).toEqual({
      endpoint: 'http://minio:9000',
      publicEndpoint: 'http://localhost:9000',
      region: 'eu-west-1',
      bucket: 'media',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
  });

  it('sends the keys of a storage with a bucket of its own there', async () => {
    const keys = { s3AccessKeyId: 'k', s3SecretAccessKey: 's' };
    const config = { ...base, ...keys, s3Bucket: 'media', s3Endpoint: 'http://127.0.0.1:9' };
    const eu = { name: 'Europe', prefix: 'eu', bucket: 'media-eu' };
    const storage = createStorageFromConfig(config, [...storages, eu], options);
    const pathOf = async (key: string) =>
      new URL(await storage.signGetUrl(key, { expiresInSeconds: 60 })).pathname;
    expect(await pathOf('eu/projects/p/a.mov')).toBe('/media-eu/eu/projects/p/a.mov');
    expect(await pathOf('projects/p/a.mov')).toBe('/media/projects/p/a.mov');
    const virtualHosted = { ...base, ...keys, s3Bucket: 'media', s3Region: 'eu-west-3' };
    const hosts = createStorageFromConfig(
      { ...virtualHosted, s3ForcePathStyle: false },
      [...storages, eu],
      options,
    );
    expect(await hosts.signedUrlOrigins()).toEqual([
      'https://media.s3.eu-west-3.amazonaws.com',
      'https://media-eu.s3.eu-west-3.amazonaws.com',
    ]);
    if (storage.kind === 's3') storage.close();
    if (hosts.kind === 's3') hosts.close();
  });

  it('names the origins browsers reach storage at, for the page to allow', async () => {
    const keys = { s3AccessKeyId: 'k', s3SecretAccessKey: 's' };
    const originOf = async (settings: Partial<StorageConfig>) => {
      const storage = createStorageFromConfig({ ...base, ...keys, ...settings }, storages, options);
      const origins = await storage.signedUrlOrigins();
      if (storage.kind === 's3') storage.close();
      return origins;
    };
    expect(await originOf({})).toEqual([]);
    const minio = { s3Bucket: 'media', s3Endpoint: 'http://minio:9000' };
    expect(await originOf(minio)).toEqual(['http://minio:9000']);
    expect(await originOf({ ...minio, s3PublicEndpoint: 'https://media.example.com/s3' })).toEqual([
      'https://media.example.com',
    ]);
    expect(await originOf({ s3Bucket: 'media', s3Region: 'eu-west-3' })).toEqual([
      'https://s3.eu-west-3.amazonaws.com',
    ]);
    const virtualHosted = { s3Bucket: 'media', s3Region: 'eu-west-3', s3ForcePathStyle: false };
    expect(await originOf(virtualHosted)).toEqual(['https://media.s3.eu-west-3.amazonaws.com']);
  });
});
