import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useStreamKeyMutationsIssueMutation as Issue } from '../../../__generated__/useStreamKeyMutationsIssueMutation.graphql.ts';
import type { useStreamKeyMutationsRevokeMutation as Revoke } from '../../../__generated__/useStreamKeyMutationsRevokeMutation.graphql.ts';
import type { Ingest } from '../../../live/LiveIngest.tsx';
import { type CommitResult, commitResult } from '../../../relay/commit-result.ts';

/** issueLiveKey, whose answer holds the new key this once, and revokeLiveKey. */
export function useStreamKeyMutations(assetId: string) {
  const [issue] = useMutation<Issue>(graphql`
    mutation useStreamKeyMutationsIssueMutation($input: IssueLiveKeyInput!) {
      issueLiveKey(input: $input) {
        asset {
          id
          hasLiveKey
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
  const [revoke] = useMutation<Revoke>(graphql`
    mutation useStreamKeyMutationsRevokeMutation($input: RevokeLiveKeyInput!) {
      revokeLiveKey(input: $input) {
        asset {
          id
          hasLiveKey
        }
      }
    }
  `);
  const issueKey = useCallback(async (): Promise<CommitResult<Ingest>> => {
    const result = await commitResult(issue, { variables: { input: { assetId } } });
    return result.ok ? { ok: true, value: result.value.issueLiveKey.ingest } : result;
  }, [issue, assetId]);
  const revokeKey = useCallback(
    () => commitResult(revoke, { variables: { input: { assetId } } }),
    [revoke, assetId],
  );
  return { issue: issueKey, revoke: revokeKey };
}
