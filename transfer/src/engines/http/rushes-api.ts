import { randomUUID } from 'node:crypto';
import {
  backoffMs,
  type StartUploadInput,
  type StoredPart,
  sleep,
  type TransferSpec,
  type UploadedPart,
} from '@rushes/rules';
import { FileFailure } from '../engine.ts';

/** Rushes refused the transfer token (expired, or never one): the transfer must start anew. */
export class TokenRefused extends Error {
  override name = 'TokenRefused';
  constructor() {
    super('Rushes no longer accepts this transfer: start it again from Rushes');
  }
}

/** Rushes answered an operation with an error: its code and message. */
export class RushesError extends Error {
  override name = 'RushesError';
  readonly code: string;
  constructor(code: string, message: string) {
    super(`Rushes refused it: ${message} (${code})`);
    this.code = code;
  }
}

/** Requests that meet no answer, or a server error, are asked again this many times. */
const REQUEST_ATTEMPTS = 6;

/** Where an upload's parts go, as `startUpload` (and `startMetadataUpload`) answer it. */
export interface StartedUpload {
  id: string;
  partSize: number;
  urls: string[];
  storedParts: StoredPart[];
}

export interface Finalization {
  status: 'TRIGGERED' | 'RUNNING' | 'DONE' | 'ERROR';
  errorCode: string | null;
  asset: { id: string } | null;
  version: { id: string } | null;
  job: { id: string } | null;
}

/** A file a download token names (`transferFiles`), its URL signed. */
export interface TransferFile {
  path: string;
  size: number;
  url: string;
  etag: string;
  partSize: number | null;
}

const finalizationFields = 'status errorCode asset { id } version { id } job { id }';

/** Rushes' address from the token's `remote_host`: its origin, or a host name served over TLS. */
export function rushesOrigin(remoteHost: string): string {
  const withScheme = /^https?:\/\//.test(remoteHost) ? remoteHost : `https://${remoteHost}`;
  return new URL(withScheme).origin;
}

/**
 * Rushes' GraphQL API as the helper calls it, with the transfer token (`rtt_…`) as its bearer.
 * Failures of the link and of the server are asked again; a refused token is `TokenRefused`, an
 * error answered `RushesError`.
 */
export function rushesApi(spec: Pick<TransferSpec, 'remote_host' | 'token'>) {
  const origin = rushesOrigin(spec.remote_host);
  const endpoint = `${origin}/v2/graphql`;

  async function once<T>(query: string, variables: object, signal: AbortSignal): Promise<T | null> {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${spec.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
      signal,
    }).catch((error: unknown) => {
      if (signal.aborted) throw error;
      return null;
    });
    if (!response || response.status >= 500) return null;
    if (response.status === 401) throw new TokenRefused();
    const answer = (await response.json().catch(() => ({}))) as {
      data?: T;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    const [error] = answer.errors ?? [];
    if (error?.extensions?.code === 'UNAUTHENTICATED') throw new TokenRefused();
    if (error || !answer.data) {
      const code = error?.extensions?.code ?? 'INTERNAL';
      throw new RushesError(code, error?.message ?? `HTTP ${response.status}`);
    }
    return answer.data;
  }

  /**
   * An operation, asked again while unanswered. Each mutation below gives its input a
   * `clientMutationId`, so that Rushes answers a repeat as it answered the first.
   */
  async function request<T>(query: string, variables: object, signal: AbortSignal): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      await sleep(backoffMs(attempt), signal);
      const answer = await once<T>(query, variables, signal);
      if (answer) return answer;
      if (attempt >= REQUEST_ATTEMPTS) throw new FileFailure(`Rushes at ${origin} does not answer`);
    }
  }

  return {
    origin,
    /** A signed URL as Rushes gave it (local-disk storage signs them relative to Rushes). */
    absolute: (url: string) => new URL(url, origin).href,

    async startUpload(input: StartUploadInput, signal: AbortSignal): Promise<StartedUpload> {
      const data = await request<{ startUpload: { upload: StartedUpload } }>(
        `mutation ($input: StartUploadInput!) {
          startUpload(input: $input) {
            upload { id partSize urls storedParts { partNumber size etag } }
          }
        }`,
        { input: { ...input, clientMutationId: randomUUID() } },
        signal,
      );
      return data.startUpload.upload;
    },

    /**
     * Has Rushes take the file its transfer server received whole (by UFTP) as every part of the
     * upload, where its storage is the local disk beside that server; null where it cannot, and
     * the parts are then sent on.
     */
    async takeStagedUpload(
      uploadId: string,
      parts: { partNumber: number; md5: string }[],
      signal: AbortSignal,
    ): Promise<StoredPart[] | null> {
      const taken = await request<{ takeStagedUpload: { upload: { storedParts: StoredPart[] } } }>(
        `mutation ($input: TakeStagedUploadInput!) {
          takeStagedUpload(input: $input) { upload { storedParts { partNumber size etag } } }
        }`,
        { input: { uploadId, parts, clientMutationId: randomUUID() } },
        signal,
      ).catch((error: unknown) => {
        if (error instanceof RushesError) return null;
        throw error;
      });
      return taken?.takeStagedUpload.upload.storedParts ?? null;
    },

    async finalizeUploadV2(
      input: { uploadId: string; parts: UploadedPart[] },
      signal: AbortSignal,
    ): Promise<Finalization> {
      const data = await request<{ finalizeUploadV2: { finalization: Finalization } }>(
        `mutation ($input: FinalizeUploadInput!) {
          finalizeUploadV2(input: $input) { finalization { ${finalizationFields} } }
        }`,
        { input: { ...input, clientMutationId: randomUUID() } },
        signal,
      );
      return data.finalizeUploadV2.finalization;
    },

    async uploadFinalization(uploadId: string, signal: AbortSignal): Promise<Finalization> {
      const data = await request<{ uploadFinalization: Finalization }>(
        `query ($uploadId: ID!) { uploadFinalization(uploadId: $uploadId) { ${finalizationFields} } }`,
        { uploadId },
        signal,
      );
      return data.uploadFinalization;
    },

    async cancelUpload(uploadId: string, signal: AbortSignal): Promise<void> {
      await request(
        'mutation ($input: CancelUploadInput!) { cancelUpload(input: $input) { uploadId } }',
        { input: { uploadId, clientMutationId: randomUUID() } },
        signal,
      );
    },

    async startMetadataUpload(
      input: { folderId: string; filename: string; size: number },
      signal: AbortSignal,
    ): Promise<StartedUpload & { multipartId: string }> {
      const data = await request<{
        startMetadataUpload: {
          upload: Omit<StartedUpload, 'storedParts'> & { multipartId: string };
        };
      }>(
        `mutation ($input: StartMetadataUploadInput!) {
          startMetadataUpload(input: $input) { upload { id partSize urls multipartId } }
        }`,
        { input: { ...input, clientMutationId: randomUUID() } },
        signal,
      );
      return { ...data.startMetadataUpload.upload, storedParts: [] };
    },

    async importMetadata(
      input: {
        folderId: string;
        uploadId: string;
        multipartId: string;
        filename: string;
        parts: UploadedPart[];
      },
      signal: AbortSignal,
    ): Promise<void> {
      await request(
        `mutation ($input: ImportMetadataInput!) {
          importMetadata(input: $input) { result { parsed matched } }
        }`,
        { input: { ...input, clientMutationId: randomUUID() } },
        signal,
      );
    },

    /** The files a download's token names, signed. */
    async transferFiles(signal: AbortSignal): Promise<TransferFile[]> {
      const data = await request<{ transferFiles: TransferFile[] }>(
        '{ transferFiles { path size url etag partSize } }',
        {},
        signal,
      );
      return data.transferFiles;
    },
  };
}

export type RushesApi = ReturnType<typeof rushesApi>;
