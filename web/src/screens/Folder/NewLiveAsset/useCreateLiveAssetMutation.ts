import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateLiveAssetMutation as CreateLiveAsset } from '../../../__generated__/useCreateLiveAssetMutation.graphql.ts';
import type { Ingest } from '../../../live/LiveIngest.tsx';
import { type CommitResult, commitResult } from '../../../relay/commit-result.ts';
import { folderAssetsConnectionId } from '../../../relay/connections.ts';

/** createLiveAsset, the new asset joining its folder's list; its ingest holds the key this once. */
export function useCreateLiveAssetMutation(folderId: string) {
  const [commit] = useMutation<CreateLiveAsset>(graphql`
    mutation useCreateLiveAssetMutation($input: CreateLiveAssetInput!, $connections: [ID!]!) {
      createLiveAsset(input: $input) {
        asset @appendNode(connections: $connections, edgeTypeName: "AssetEdge") {
          id
          ...AssetRow_asset
        }
        ingest {
          rtmpServer
          streamKey
          rtmpUrl
          srtUrl
        }
      }
    }
  `);
  return useCallback(
    async (name: string): Promise<CommitResult<Ingest>> => {
      const result = await commitResult(commit, {
        variables: {
          input: { folderId, name },
          connections: [folderAssetsConnectionId(folderId)],
        },
      });
      return result.ok ? { ok: true, value: result.value.createLiveAsset.ingest } : result;
    },
    [commit, folderId],
  );
}
