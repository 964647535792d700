import type { LocalDiskStorage } from './local-disk.storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import type { S3Storage } from './s3.storage.ts';

/**
 * One storage of a router: the keys that start with `<prefix>/` are kept in `storage`; the empty
 * prefix marks the default storage, which keeps every other key.
 */
export interface StorageRoute<S extends ObjectStorage = ObjectStorage> {
  prefix: string;
  storage: S;
}

/** The storage a key (or a key prefix) is kept in. */
export function storageOf<S extends ObjectStorage>(
  routes: readonly StorageRoute<S>[],
  key: string,
) {
  const own = routes.find((route) => route.prefix !== '' && key.startsWith(`${route.prefix}/`));
  const route = own ?? routes.find((route) => route.prefix === '');
  if (!route) throw new Error('a storage router needs a default storage (the empty prefix)');
  return route.storage;
}

const distinct = <S extends ObjectStorage>(routes: readonly StorageRoute<S>[]): S[] => [
  ...new Set(routes.map((route) => route.storage)),
];

/**
 * The `ObjectStorage` port over several storages, each call sent to the storage its key names;
 * what concerns every storage (abandoned uploads, the origins pages reach) asks each.
 */
export function routeStorages(routes: readonly StorageRoute[]): ObjectStorage {
  const at = (key: string) => storageOf(routes, key);
  const every = distinct(routes);
  return {
    createMultipartUpload: (key, contentType, options) =>
      at(key).createMultipartUpload(key, contentType, options),
    signPartUrls: (key, multipartId, partCount, expiresInSeconds) =>
      at(key).signPartUrls(key, multipartId, partCount, expiresInSeconds),
    completeMultipartUpload: (key, multipartId, parts) =>
      at(key).completeMultipartUpload(key, multipartId, parts),
    abortMultipartUpload: (key, multipartId) => at(key).abortMultipartUpload(key, multipartId),
    listParts: (key, multipartId) => at(key).listParts(key, multipartId),
    async abortMultipartUploadsStartedBefore(cutoff) {
      const counts = await Promise.all(
        every.map((storage) => storage.abortMultipartUploadsStartedBefore(cutoff)),
      );
      return counts.reduce((sum, count) => sum + count, 0);
    },
    signGetUrl: (key, options) => at(key).signGetUrl(key, options),
    putObject: (key, body, options) => at(key).putObject(key, body, options),
    getObject: (key) => at(key).getObject(key),
    fileOf: (key) => at(key).fileOf(key),
    headObject: (key) => at(key).headObject(key),
    etagOf: (key) => at(key).etagOf(key),
    deletePrefix: (prefix) => at(prefix).deletePrefix(prefix),
    async signedUrlOrigins() {
      const origins = await Promise.all(every.map((storage) => storage.signedUrlOrigins()));
      return [...new Set(origins.flat())];
    },
  };
}

/**
 * Local-disk storages (each a root folder) as one, with what the BFF's `/v2/storage` routes need.
 * They sign with one secret, so any of them checks a URL; a part goes to the one holding its
 * upload.
 */
export function routeLocalDisks(routes: readonly StorageRoute<LocalDiskStorage>[]) {
  const every = distinct(routes);
  const [only] = every;
  if (every.length === 1 && only) return only;
  const fallback = storageOf(routes, '');
  const holding = async (multipartId: string) => {
    for (const storage of every) if (await storage.hasUpload(multipartId)) return storage;
    return fallback;
  };
  const storage: LocalDiskStorage = {
    ...routeStorages(routes),
    kind: 'local-disk',
    async writePart(multipartId, partNumber, body, declaredBytes) {
      return (await holding(multipartId)).writePart(multipartId, partNumber, body, declaredBytes);
    },
    async adoptFile(multipartId, file, parts) {
      return (await holding(multipartId)).adoptFile(multipartId, file, parts);
    },
    hasUpload: async (multipartId) => (await holding(multipartId)).hasUpload(multipartId),
    openObject: (key, range) => storageOf(routes, key).openObject(key, range),
    verifySignature: (grant, signature) => fallback.verifySignature(grant, signature),
  };
  return storage;
}

/** S3 buckets as one: each bucket made ready and closed with the others. */
export function routeS3(routes: readonly StorageRoute<S3Storage>[]): S3Storage {
  const every = distinct(routes);
  const [only] = every;
  if (every.length === 1 && only) return only;
  return {
    ...routeStorages(routes),
    kind: 's3',
    async ensureBucket() {
      for (const storage of every) await storage.ensureBucket();
    },
    close() {
      for (const storage of every) storage.close();
    },
  };
}
