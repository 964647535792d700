import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteLinkMutation as DeleteLink } from '../../__generated__/useDeleteLinkMutation.graphql.ts';
import { commitLink } from '../../shares/link-commit.ts';

/** deleteLink: the link leaves the Shares list (`connection`) once the server has deleted it. */
export function useDeleteLinkMutation() {
  const [commit] = useMutation<DeleteLink>(graphql`
    mutation useDeleteLinkMutation($input: DeleteLinkInput!, $connections: [ID!]!) {
      deleteLink(input: $input) {
        deletedId @deleteEdge(connections: $connections)
      }
    }
  `);
  return useCallback(
    (id: string, connection: string) =>
      commitLink(commit, { variables: { input: { id }, connections: [connection] } }),
    [commit],
  );
}
