import { commitMutation, fetchQuery, graphql } from 'react-relay';
import type { Environment, MutationParameters } from 'relay-runtime';
import type { relayUploadApiCancelJobMutation } from '../__generated__/relayUploadApiCancelJobMutation.graphql.ts';
import type { relayUploadApiCancelUploadMutation } from '../__generated__/relayUploadApiCancelUploadMutation.graphql.ts';
import type { relayUploadApiFinalizationQuery } from '../__generated__/relayUploadApiFinalizationQuery.graphql.ts';
import type { relayUploadApiFinalizeUploadMutation } from '../__generated__/relayUploadApiFinalizeUploadMutation.graphql.ts';
import type { relayUploadApiFinalizeUploadV2Mutation } from '../__generated__/relayUploadApiFinalizeUploadV2Mutation.graphql.ts';
import type { relayUploadApiImportMetadataMutation } from '../__generated__/relayUploadApiImportMetadataMutation.graphql.ts';
import type { relayUploadApiPreferenceQuery } from '../__generated__/relayUploadApiPreferenceQuery.graphql.ts';
import type { relayUploadApiRetryJobMutation } from '../__generated__/relayUploadApiRetryJobMutation.graphql.ts';
import type { relayUploadApiStartMetadataUploadMutation } from '../__generated__/relayUploadApiStartMetadataUploadMutation.graphql.ts';
import type { relayUploadApiStartUploadMutation } from '../__generated__/relayUploadApiStartUploadMutation.graphql.ts';
import { ApiError } from '../relay/api-error.ts';
import { folderAssetsConnectionId } from '../relay/connections.ts';
import { readJobSnapshot } from './job-snapshot.ts';
import type { Finalization, UploadApi } from './upload-api.ts';

/**
 * The engine's server calls as Relay mutations, so their results land in the store. (The tags
 * sit inside the function: only the Relay build transforms them.)
 */
export function createRelayUploadApi(environment: Environment): UploadApi {
  /** Commits a mutation and resolves with its response; a GraphQL error rejects as ApiError. */
  function commit<M extends MutationParameters>(
    environment: Environment,
    mutation: Parameters<typeof commitMutation<M>>[1]['mutation'],
    variables: M['variables'],
  ): Promise<M['response']> {
    return new Promise((resolve, reject) => {
      commitMutation<M>(environment, {
        mutation,
        variables,
        onCompleted: (response, errors) => {
          const first = errors?.[0];
          if (first) reject(ApiError.fromGraphQLError(first));
          else resolve(response);
        },
        onError: reject,
      });
    });
  }

  const startUpload = graphql`
    mutation relayUploadApiStartUploadMutation($input: StartUploadInput!) {
      startUpload(input: $input) {
        upload {
          id
          partSize
          urls
          storedParts {
            partNumber
            size
            etag
          }
        }
      }
    }
  `;

  /** The new asset's edge joins its folder's list at once (when that list is in the store). */
  const finalizeUpload = graphql`
    mutation relayUploadApiFinalizeUploadMutation(
      $input: FinalizeUploadInput!
      $connections: [ID!]!
    ) {
      finalizeUpload(input: $input) {
        asset {
          id
        }
        version {
          id
        }
        assetEdge @appendEdge(connections: $connections) {
          cursor
          node {
            id
            ...AssetRow_asset
          }
        }
        job {
          ...jobSnapshot_job
        }
        metadata {
          parsed
          matched
          folderHasClips
          folderHasMetadata
        }
      }
    }
  `;

  const preference = graphql`
    query relayUploadApiPreferenceQuery {
      currentUser {
        settings {
          prefersUploadV2
        }
      }
    }
  `;

  const finalizeUploadV2 = graphql`
    mutation relayUploadApiFinalizeUploadV2Mutation($input: FinalizeUploadInput!) {
      finalizeUploadV2(input: $input) {
        finalization {
          ...relayUploadApi_finalization @relay(mask: false)
        }
      }
    }
  `;

  const finalization = graphql`
    query relayUploadApiFinalizationQuery($uploadId: ID!) {
      uploadFinalization(uploadId: $uploadId) {
        ...relayUploadApi_finalization @relay(mask: false)
      }
    }
  `;

  graphql`
    fragment relayUploadApi_finalization on UploadFinalization {
      status
      errorCode
      asset {
        id
        ...AssetRow_asset
      }
      version {
        id
      }
      job {
        ...jobSnapshot_job
      }
      metadata {
        parsed
        matched
        folderHasClips
        folderHasMetadata
      }
    }
  `;

  type FinalizationData = relayUploadApiFinalizationQuery['response']['uploadFinalization'];

  /** What a poll or the V2 answer says, as the engine takes it. */
  function finalizationOf(data: FinalizationData): Finalization {
    const { status, errorCode, asset, version, job, metadata } = data;
    const result =
      asset && version && metadata
        ? {
            assetId: asset.id,
            versionId: version.id,
            job: job ? readJobSnapshot(job) : null,
            metadata: { ...metadata },
          }
        : null;
    const known = status === 'TRIGGERED' || status === 'RUNNING' || status === 'DONE';
    return { status: known ? status : 'ERROR', result, errorCode: errorCode ?? null };
  }

  const startMetadataUpload = graphql`
    mutation relayUploadApiStartMetadataUploadMutation($input: StartMetadataUploadInput!) {
      startMetadataUpload(input: $input) {
        upload {
          id
          partSize
          urls
          multipartId
        }
      }
    }
  `;

  const importMetadata = graphql`
    mutation relayUploadApiImportMetadataMutation($input: ImportMetadataInput!) {
      importMetadata(input: $input) {
        result {
          parsed
          matched
          folderHasClips
          folderHasMetadata
        }
      }
    }
  `;

  const cancelUpload = graphql`
    mutation relayUploadApiCancelUploadMutation($input: CancelUploadInput!) {
      cancelUpload(input: $input) {
        uploadId
      }
    }
  `;

  const cancelJob = graphql`
    mutation relayUploadApiCancelJobMutation($input: CancelJobInput!) {
      cancelJob(input: $input) {
        job {
          ...jobSnapshot_job
        }
      }
    }
  `;

  const retryJob = graphql`
    mutation relayUploadApiRetryJobMutation($input: RetryJobInput!) {
      retryJob(input: $input) {
        job {
          ...jobSnapshot_job
        }
      }
    }
  `;

  return {
    async startUpload(input) {
      const response = await commit<relayUploadApiStartUploadMutation>(environment, startUpload, {
        input,
      });
      const { id, partSize, urls, storedParts } = response.startUpload.upload;
      return {
        id,
        partSize,
        urls: [...urls],
        storedParts: storedParts.map((part) => ({ ...part })),
      };
    },
    async finalizeUpload({ uploadId, folderId, parts }) {
      const connections = [folderAssetsConnectionId(folderId)];
      const response = await commit<relayUploadApiFinalizeUploadMutation>(
        environment,
        finalizeUpload,
        { input: { uploadId, parts }, connections },
      );
      const { asset, version, job, metadata } = response.finalizeUpload;
      return {
        assetId: asset.id,
        versionId: version.id,
        job: job ? readJobSnapshot(job) : null,
        metadata: { ...metadata },
      };
    },
    async prefersUploadV2() {
      const data = await fetchQuery<relayUploadApiPreferenceQuery>(
        environment,
        preference,
        {},
        { fetchPolicy: 'store-or-network' },
      ).toPromise();
      return data?.currentUser.settings?.prefersUploadV2 ?? false;
    },
    async finalizeUploadV2({ uploadId, parts }) {
      const response = await commit<relayUploadApiFinalizeUploadV2Mutation>(
        environment,
        finalizeUploadV2,
        { input: { uploadId, parts } },
      );
      return finalizationOf(response.finalizeUploadV2.finalization);
    },
    async uploadFinalization(uploadId) {
      const data = await fetchQuery<relayUploadApiFinalizationQuery>(
        environment,
        finalization,
        { uploadId },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      if (!data) throw new ApiError('QUERY_ERROR');
      return finalizationOf(data.uploadFinalization);
    },
    async startMetadataUpload(input) {
      const response = await commit<relayUploadApiStartMetadataUploadMutation>(
        environment,
        startMetadataUpload,
        { input },
      );
      const { id, partSize, urls, multipartId } = response.startMetadataUpload.upload;
      return { id, partSize, urls: [...urls], multipartId };
    },
    async importMetadata({ folderId, uploadId, multipartId, filename, parts }) {
      const input = { folderId, uploadId, multipartId, filename, parts: [...parts] };
      const response = await commit<relayUploadApiImportMetadataMutation>(
        environment,
        importMetadata,
        { input },
      );
      return { ...response.importMetadata.result };
    },
    async cancelUpload(uploadId) {
      await commit<relayUploadApiCancelUploadMutation>(environment, cancelUpload, {
        input: { uploadId },
      });
    },
    async cancelJob(jobId) {
      const response = await commit<relayUploadApiCancelJobMutation>(environment, cancelJob, {
        input: { jobId },
      });
      return readJobSnapshot(response.cancelJob.job);
    },
    async retryJob(jobId) {
      const response = await commit<relayUploadApiRetryJobMutation>(environment, retryJob, {
        input: { jobId },
      });
      return readJobSnapshot(response.retryJob.job);
    },
  };
}
