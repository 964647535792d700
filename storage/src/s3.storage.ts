import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  BucketLocationConstraint,
  CompleteMultipartUploadCommand,
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutBucketCorsCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { attachmentDisposition } from './content-type.ts';
import type { ObjectStorage, StoredPart } from './object-storage.ts';
import { StorageError, type StorageErrorCode } from './storage-error.ts';
import { assertValidKey, assertValidPrefix } from './storage-key.ts';

export interface S3StorageOptions {
  /** For S3-compatible servers (MinIO…); AWS when absent. */
  endpoint?: string;
  /**
   * The address browsers reach the server at, when it differs from `endpoint` (a container
   * name inside a compose network, say): presigned URLs are signed for it.
   */
  publicEndpoint?: string;
  region: string;
  bucket: string;
  /** Both or neither: without them the SDK's default credential chain applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export interface S3Storage extends ObjectStorage {
  readonly kind: 's3';
  /** Creates the bucket when missing and lets browsers PUT parts and GET objects directly. */
  ensureBucket(): Promise<void>;
  /** Closes the client's sockets. */
  close(): void;
}

const errorCodes: Readonly<Record<string, StorageErrorCode>> = {
  NoSuchKey: 'NO_SUCH_KEY',
  NotFound: 'NO_SUCH_KEY',
  NoSuchUpload: 'NO_SUCH_UPLOAD',
  InvalidPart: 'INVALID_PART',
  InvalidPartOrder: 'INVALID_PART',
};

const isLocationConstraint = (region: string): region is BucketLocationConstraint =>
  Object.values<string>(BucketLocationConstraint).includes(region);

const isS3Error = (error: unknown, ...names: string[]): error is S3ServiceException =>
  error instanceof S3ServiceException && names.includes(error.name);

/** S3's refusals that callers tell apart, as `StorageError`s; anything else as it is. */
function translated(error: unknown): unknown {
  const code = error instanceof S3ServiceException ? errorCodes[error.name] : undefined;
  return code && error instanceof Error ? new StorageError(code, error.message) : error;
}

const browserCors = {
  CORSRules: [
    {
      AllowedOrigins: ['*'],
      AllowedMethods: ['GET', 'HEAD', 'PUT'],
      AllowedHeaders: ['*'],
      ExposeHeaders: ['ETag'],
      MaxAgeSeconds: 3600,
    },
  ],
};

function clientOf(options: S3StorageOptions, endpoint = options.endpoint): S3Client {
  const { region, forcePathStyle, accessKeyId, secretAccessKey } = options;
  return new S3Client({
    endpoint,
    region,
    forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // S3-compatible servers do not all speak the SDK's newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Object storage on an S3 bucket; browsers upload parts and read objects by presigned URLs. */
export function createS3Storage(options: S3StorageOptions): S3Storage {
  const client = clientOf(options);
  // Signing is local computation: a second client only changes the host the URLs name.
  const signer = options.publicEndpoint ? clientOf(options, options.publicEndpoint) : client;
  const Bucket = options.bucket;
  const send = <T>(run: () => Promise<T>): Promise<T> =>
    run().catch((error: unknown) => Promise.reject(translated(error)));

  /** What HeadObject says of the object; null when there is none. */
  async function head(key: string) {
    assertValidKey(key);
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isS3Error(error, 'NotFound', 'NoSuchKey')) return null;
      throw error;
    }
  }

  async function headObject(key: string) {
    const found = await head(key);
    return found && { size: found.ContentLength ?? 0 };
  }

  return {
    kind: 's3',
    async createMultipartUpload(key, contentType) {
      assertValidKey(key);
      const command = new CreateMultipartUploadCommand({
        Bucket,
        Key: key,
        ContentType: contentType,
      });
      const { UploadId } = await send(() => client.send(command));
      if (!UploadId) throw new Error(`S3 gave no upload id for ${key}`);
      return UploadId;
    },
    async signPartUrls(key, multipartId, partCount, expiresIn) {
      assertValidKey(key);
      const part = (PartNumber: number) =>
        new UploadPartCommand({ Bucket, Key: key, UploadId: multipartId, PartNumber });
      return Promise.all(
        Array.from({ length: partCount }, (_, index) =>
          getSignedUrl(signer, part(index + 1), { expiresIn }),
        ),
      );
    },
    async completeMultipartUpload(key, multipartId, parts) {
      assertValidKey(key);
      const Parts = [...parts]
        .sort((a, b) => a.partNumber - b.partNumber)
        .map((part) => ({ PartNumber: part.partNumber, ETag: part.etag }));
      const command = new CompleteMultipartUploadCommand({
        Bucket,
        Key: key,
        UploadId: multipartId,
        MultipartUpload: { Parts },
      });
      await send(() => client.send(command));
      const head = await headObject(key);
      if (!head) throw new StorageError('NO_SUCH_KEY', `${key} missing after completion`);
      return head.size;
    },
    async abortMultipartUpload(key, multipartId) {
      assertValidKey(key);
      const command = new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: multipartId });
      await send(() => client.send(command));
    },
    listParts: (key, multipartId) => listParts(client, Bucket, key, multipartId),
    async abortMultipartUploadsStartedBefore(cutoff) {
      let aborted = 0;
      let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
      for (;;) {
        const page = await send(() =>
          client.send(new ListMultipartUploadsCommand({ Bucket, ...markers })),
        );
        for (const { Key, UploadId, Initiated } of page.Uploads ?? []) {
          if (!Key || !UploadId || !Initiated || Initiated >= cutoff) continue;
          const command = new AbortMultipartUploadCommand({ Bucket, Key, UploadId });
          await send(() => client.send(command)).catch((error: unknown) => {
            // completed or aborted meanwhile: nothing left to abort
            if (!(error instanceof StorageError && error.code === 'NO_SUCH_UPLOAD')) throw error;
          });
          aborted += 1;
        }
        if (!page.IsTruncated) return aborted;
        markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
      }
    },
    async signGetUrl(key, { expiresInSeconds, downloadName }) {
      assertValidKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition:
          downloadName === undefined ? undefined : attachmentDisposition(downloadName),
      });
      return getSignedUrl(signer, command, { expiresIn: expiresInSeconds });
    },
    async putObject(key, body, { contentType }) {
      assertValidKey(key);
      const params = { Bucket, Key: key, Body: body, ContentType: contentType };
      await send(() => new Upload({ client, params }).done());
    },
    async getObject(key) {
      assertValidKey(key);
      const { Body } = await send(() => client.send(new GetObjectCommand({ Bucket, Key: key })));
      if (!(Body instanceof Readable)) throw new Error(`S3 gave no readable body for ${key}`);
      return Body;
    },
    headObject,
    fileOf: async () => null,
    etagOf: async (key) => (await head(key))?.ETag ?? null,
    deletePrefix: (prefix) => deletePrefix(client, Bucket, prefix),
    // Whatever host the SDK names (path style, the bucket's own host, a partition's domain).
    signedUrlOrigins: async () => [
      new URL(await getSignedUrl(signer, new GetObjectCommand({ Bucket, Key: 'origin' }))).origin,
    ],
    ensureBucket: () => ensureBucket(client, Bucket, options.region),
    close: () => client.destroy(),
  };
}

/** ListParts page after page (S3 answers at most 1,000 parts a page). */
async function listParts(
  client: S3Client,
  Bucket: string,
  key: string,
  UploadId: string,
): Promise<StoredPart[]> {
  assertValidKey(key);
  const parts: StoredPart[] = [];
  let PartNumberMarker: string | undefined;
  for (;;) {
    const command = new ListPartsCommand({ Bucket, Key: key, UploadId, PartNumberMarker });
    const page = await client.send(command).catch((error: unknown) => {
      throw translated(error);
    });
    for (const { PartNumber, Size, ETag } of page.Parts ?? []) {
      if (PartNumber && Size !== undefined && ETag) {
        parts.push({ partNumber: PartNumber, size: Size, etag: ETag });
      }
    }
    if (!page.IsTruncated) return parts.sort((a, b) => a.partNumber - b.partNumber);
    PartNumberMarker = page.NextPartNumberMarker;
  }
}

async function deletePrefix(client: S3Client, Bucket: string, prefix: string): Promise<void> {
  assertValidPrefix(prefix);
  let ContinuationToken: string | undefined;
  do {
    const list = new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken });
    const page = await client.send(list);
    const Objects = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
    if (Objects.length > 0) {
      const removal = new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } });
      const { Errors } = await client.send(removal);
      const failed = Errors?.[0];
      if (failed)
        throw new Error(`could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
}

async function ensureBucket(client: S3Client, Bucket: string, region: string): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (error) {
    if (!isS3Error(error, 'NotFound', 'NoSuchBucket')) throw error;
    const configuration =
      region !== 'us-east-1' && isLocationConstraint(region)
        ? { LocationConstraint: region }
        : undefined;
    const create = new CreateBucketCommand({ Bucket, CreateBucketConfiguration: configuration });
    await client.send(create).catch((failure: unknown) => {
      if (!isS3Error(failure, 'BucketAlreadyOwnedByYou')) throw failure;
    });
  }
  try {
    await client.send(new PutBucketCorsCommand({ Bucket, CORSConfiguration: browserCors }));
  } catch (error) {
    // Older MinIO refuses bucket CORS and allows every origin anyway.
    if (!isS3Error(error, 'NotImplemented')) throw error;
  }
}
