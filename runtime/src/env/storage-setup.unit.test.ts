import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config-error.ts';
import { loadEnv } from './load-env.ts';
import { processEnv } from './process-env.ts';
import { storageSetupOf } from './storage-setup.ts';

const embedded = { embedded: true };
const distributed = { embedded: false };

/** The problems a configuration is refused with, one a line. */
function problems(config: Parameters<typeof storageSetupOf>[0], options = embedded): string[] {
  try {
    storageSetupOf(config, options);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const json = (value: unknown) => JSON.stringify(value);
const main = { name: 'Main', prefix: '' };

describe('storageSetupOf', () => {
  it('gives one default storage, and npm start a transfer server of its own, when unset', () => {
    expect(storageSetupOf({}, embedded)).toEqual({
      storages: [{ name: 'Default', prefix: '' }],
      transferServers: [
        { name: 'Rushes Transfer', storagePrefix: '', kind: 'rushes', targetRateKbps: 100_000 },
      ],
    });
    expect(storageSetupOf({}, distributed).transferServers).toEqual([]);
    expect(storageSetupOf({ transferServers: '[]' }, embedded).transferServers).toEqual([]);
  });

  it('reads storages with their buckets or roots, the default first, and servers of each', () => {
    const storages = json([{ name: 'Europe', prefix: 'eu', root: '/media/eu' }, main]);
    const asp2 = {
      name: 'asp2',
      storagePrefix: 'eu',
      kind: 'aspera',
      endpoint: 'https://asp2:9092',
    };
    const node = { nodeUser: 'rushes', nodePassword: 'node-secret' };
    const transferServers = json([
      { ...asp2, ...node, targetRateKbps: 500_000 },
      { name: 'Fast', storagePrefix: '', kind: 'rushes' },
    ]);
    expect(storageSetupOf({ storages, transferServers }, embedded)).toEqual({
      storages: [main, { name: 'Europe', prefix: 'eu', root: '/media/eu' }],
      transferServers: [
        { ...asp2, ...node, targetRateKbps: 500_000 },
        { name: 'Fast', storagePrefix: '', kind: 'rushes', targetRateKbps: 100_000 },
      ],
    });
    const s3 = { storages: json([main, { name: 'US', prefix: 'us', bucket: 'rushes-us' }]) };
    expect(storageSetupOf({ ...s3, s3Bucket: 'rushes' }, distributed).storages[1]).toEqual({
      name: 'US',
      prefix: 'us',
      bucket: 'rushes-us',
    });
  });

  it('refuses what is not a list of objects with known fields', () => {
    expect(problems({ storages: '[{"name": "Main", "prefix": ""' })).toEqual([
      'RUSHES_STORAGES must be a JSON list: it does not parse',
    ]);
    expect(problems({ storages: '[1, {"name": "Main", "prefix": "", "path": "x"}]' })).toEqual([
      'RUSHES_STORAGES: entry 1 must be an object',
      'RUSHES_STORAGES: entry 2 has an unknown field "path"',
    ]);
  });

  it('wants one default storage, names and prefixes used once, prefixes that are words', () => {
    const storages = json([
      { name: 'Europe', prefix: 'eu' },
      { name: 'Europe', prefix: 'eu' },
      { name: '', prefix: 'Bad Prefix' },
      { name: 'Projects', prefix: 'projects' },
    ]);
    expect(problems({ storages })).toEqual([
      'RUSHES_STORAGES: entry 3 needs a "name" of 1 to 64 characters',
      'RUSHES_STORAGES: two are called "Europe"',
      'RUSHES_STORAGES: "" has the prefix "Bad Prefix": a prefix is lowercase letters, digits and hyphens (up to 32), other than projects, folders, workspaces, notes, deliveries',
      'RUSHES_STORAGES: "Projects" has the prefix "projects": a prefix is lowercase letters, digits and hyphens (up to 32), other than projects, folders, workspaces, notes, deliveries',
      'RUSHES_STORAGES: two have the prefix "eu"',
      'RUSHES_STORAGES must hold one storage with the empty prefix: the default, where projects made before storages existed are kept',
    ]);
  });

  it('gives buckets where media is in S3 and roots where it is on local disk, never the default', () => {
    const storages = json([
      { ...main, root: '/elsewhere' },
      { name: 'A', prefix: 'a', bucket: 'rushes-a' },
      { name: 'B', prefix: 'b', bucket: 'rushes-b', root: '/b' },
    ]);
    expect(problems({ storages })).toEqual([
      'RUSHES_STORAGES: "Main" is the default storage: it is S3_BUCKET or the data folder, no other',
      'RUSHES_STORAGES: "A" has a bucket, but media is on local disk (S3_BUCKET is unset)',
      'RUSHES_STORAGES: "B" has a bucket and a root',
    ]);
    const local = json([main, { name: 'A', prefix: 'a', root: '/a' }]);
    expect(problems({ storages: local, s3Bucket: 'rushes' })).toEqual([
      'RUSHES_STORAGES: "A" has a root folder, but media is in S3 (S3_BUCKET is set)',
    ]);
  });

  it('wants each transfer server on a storage, of a known kind, an Aspera one with its endpoint', () => {
    const transferServers = json([
      { name: 'asp2', storagePrefix: 'eu', kind: 'aspera' },
      { name: 'Fast', storagePrefix: '', kind: 'ftp', endpoint: 'ftp://fast' },
    ]);
    expect(problems({ transferServers })).toEqual([
      'RUSHES_TRANSFER_SERVERS: "asp2" needs a "storagePrefix" that is the prefix of a storage of RUSHES_STORAGES',
      'RUSHES_TRANSFER_SERVERS: "asp2" is an Aspera server: it needs the "endpoint" of its Node API',
      'RUSHES_TRANSFER_SERVERS: "asp2" is an Aspera server: it needs the "nodeUser" of its Node API',
      'RUSHES_TRANSFER_SERVERS: "asp2" is an Aspera server: it needs the "nodePassword" of its Node API',
      'RUSHES_TRANSFER_SERVERS: "Fast" needs a "kind", rushes or aspera',
      'RUSHES_TRANSFER_SERVERS: "Fast" has an endpoint that is not an http:// or https:// URL',
    ]);
  });

  it('takes a target rate of whole kbit/s, and Node API credentials for Aspera alone', () => {
    const transferServers = json([
      { name: 'Slow', storagePrefix: '', kind: 'rushes', targetRateKbps: 0 },
      { name: 'Odd', storagePrefix: '', kind: 'rushes', targetRateKbps: '5000', nodeUser: 'x' },
      { name: 'asp', storagePrefix: '', kind: 'aspera', endpoint: 'https://asp', nodeUser: '' },
    ]);
    expect(problems({ transferServers })).toEqual([
      'RUSHES_TRANSFER_SERVERS: "Slow" has a "targetRateKbps" that is not a whole number of kbit/s from 1 to 10000000',
      'RUSHES_TRANSFER_SERVERS: "Odd" has a "targetRateKbps" that is not a whole number of kbit/s from 1 to 10000000',
      'RUSHES_TRANSFER_SERVERS: "Odd" is no Aspera server: it has no "nodeUser"',
      'RUSHES_TRANSFER_SERVERS: "asp" is an Aspera server: it needs the "nodeUser" of its Node API',
      'RUSHES_TRANSFER_SERVERS: "asp" is an Aspera server: it needs the "nodePassword" of its Node API',
    ]);
  });

  it('is refused at start before anything else when the variable is not a list', () => {
    expect(() => loadEnv(processEnv.bff, { RUSHES_STORAGES: '{"name": "Main"}' })).toThrow(
      'RUSHES_STORAGES must be a JSON list of storages (below)',
    );
    expect(loadEnv(processEnv.transcoder, { RUSHES_STORAGES: '[]' }).storages).toBe('[]');
  });
});
