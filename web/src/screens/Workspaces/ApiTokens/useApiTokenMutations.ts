import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useApiTokenMutationsCreateMutation as Create } from '../../../__generated__/useApiTokenMutationsCreateMutation.graphql.ts';
import type { useApiTokenMutationsRevokeMutation as Revoke } from '../../../__generated__/useApiTokenMutationsRevokeMutation.graphql.ts';
import { commitResult } from '../../../relay/commit-result.ts';

/** What a new token is: its name, scopes and end (ISO-8601, or null for none). */
export interface NewApiToken {
  name: string;
  scopes: readonly string[];
  expiresAt: string | null;
}

/** createApiToken, whose answer holds the secret this once, and revokeApiToken. */
export function useApiTokenMutations() {
  const [create] = useMutation<Create>(graphql`
    mutation useApiTokenMutationsCreateMutation($input: CreateApiTokenInput!) {
      createApiToken(input: $input) {
        token
        apiToken {
          id
        }
      }
    }
  `);
  const [revoke] = useMutation<Revoke>(graphql`
    mutation useApiTokenMutationsRevokeMutation($input: RevokeApiTokenInput!) {
      revokeApiToken(input: $input) {
        revokedApiTokenId
      }
    }
  `);
  const createOne = useCallback(
    (workspaceId: string | null, token: NewApiToken) =>
      commitResult(create, { variables: { input: { workspaceId, ...token } } }),
    [create],
  );
  const revokeOne = useCallback(
    (id: string) => commitResult(revoke, { variables: { input: { id } } }),
    [revoke],
  );
  return { create: createOne, revoke: revokeOne };
}
