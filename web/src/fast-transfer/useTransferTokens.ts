import type { TransferTokenFields } from '@rushes/rules';
import { useCallback } from 'react';
import { graphql, readInlineData, useMutation } from 'react-relay';
import type { RequestDownloadInput } from '../__generated__/useRequestDownloadMutation.graphql.ts';
import type { useTransferTokens_token$key } from '../__generated__/useTransferTokens_token.graphql.ts';
import type { useTransferTokensDownloadMutation } from '../__generated__/useTransferTokensDownloadMutation.graphql.ts';
import type { useTransferTokensUploadMutation } from '../__generated__/useTransferTokensUploadMutation.graphql.ts';
import { ApiError } from '../relay/api-error.ts';
import { commitResult } from '../relay/commit-result.ts';
import type { FastUploadTarget, TransferFileChoice } from './transfer-client.ts';

function readToken(token: useTransferTokens_token$key): TransferTokenFields {
  return readInlineData(
    graphql`
      fragment useTransferTokens_token on TransferToken @inline {
        direction
        remoteHost
        remoteUser
        sshPort
        authentication
        token
        destinationRoot
        sourceRoot
        targetRateKbps
        paths {
          source
          destination
        }
        tags {
          transferId
        }
        engineUrl
      }
    `,
    token,
  );
}

/**
 * `asperaUploadToken` and `asperaDownloadToken`: the transfer token for the files chosen, or
 * for what a download names. Each rejects with the refusal's ApiError.
 */
export function useTransferTokens() {
  const [commitUpload] = useMutation<useTransferTokensUploadMutation>(graphql`
    mutation useTransferTokensUploadMutation($input: AsperaUploadTokenInput!) {
      asperaUploadToken(input: $input) {
        transferToken {
          ...useTransferTokens_token
        }
      }
    }
  `);
  const [commitDownload] = useMutation<useTransferTokensDownloadMutation>(graphql`
    mutation useTransferTokensDownloadMutation($input: AsperaDownloadTokenInput!) {
      asperaDownloadToken(input: $input) {
        transferToken {
          ...useTransferTokens_token
        }
      }
    }
  `);

  const uploadToken = useCallback(
    async (target: FastUploadTarget, files: TransferFileChoice[]) => {
      const input = { folderId: target.folderId, assetId: target.assetId, files };
      const result = await commitResult(commitUpload, { variables: { input } });
      if (!result.ok) throw new ApiError(result.code, result.data);
      return readToken(result.value.asperaUploadToken.transferToken);
    },
    [commitUpload],
  );
  const downloadToken = useCallback(
    async (input: RequestDownloadInput) => {
      const { projectId, folderIds, assetIds } = input;
      const variables = { input: { projectId, folderIds, assetIds } };
      const result = await commitResult(commitDownload, { variables });
      if (!result.ok) throw new ApiError(result.code, result.data);
      return readToken(result.value.asperaDownloadToken.transferToken);
    },
    [commitDownload],
  );
  return { uploadToken, downloadToken };
}
