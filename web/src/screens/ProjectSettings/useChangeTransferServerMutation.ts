import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useChangeTransferServerMutation as ChangeTransferServer } from '../../__generated__/useChangeTransferServerMutation.graphql.ts';
import { commitResult } from '../../relay/commit-result.ts';

/** updateProject with a superuser's new transfer server ('' for none). */
export function useChangeTransferServerMutation() {
  const [commit, inFlight] = useMutation<ChangeTransferServer>(graphql`
    mutation useChangeTransferServerMutation($input: UpdateProjectInput!) {
      updateProject(input: $input) {
        project {
          id
          transferServer
        }
      }
    }
  `);
  const change = useCallback(
    (id: string, transferServer: string) =>
      commitResult(commit, { variables: { input: { id, transferServer } } }),
    [commit],
  );
  return [change, inFlight] as const;
}
